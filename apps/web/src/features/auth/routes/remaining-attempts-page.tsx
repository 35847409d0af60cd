import { useLocation, useNavigate } from 'react-router';
import { T, useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { ShieldAlert } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';
import { ForgotPasswordLink } from '../components/forgot-password-link';
import { remainingAttempts } from '../login-attempts';

/** /remaining-attempts: what the server said and how many login attempts are left, then 'Go Back'. */
export function RemainingAttemptsPage() {
  const state = useLocation().state as { remaining?: unknown; message?: unknown } | null;
  const navigate = useNavigate();
  const t = useT();
  const remaining = typeof state?.remaining === 'number' ? state.remaining : remainingAttempts();
  const message = typeof state?.message === 'string' && state.message ? state.message : t('auth.attempts.failed');

  return (
    <StatusView
      icon={ShieldAlert}
      tone="accent"
      title={message}
      actions={
        <Button variant="primary" size="lg" onClick={() => navigate(paths.login)}>
          {t('auth.attempts.goBack')}
        </Button>
      }
    >
      <p data-testid="remaining-attempts">
        <T id="auth.attempts.remaining" values={{ count: remaining }} components={{ 0: <strong className="text-ink-900" /> }} />
      </p>
      <p>{t('auth.attempts.paused')}</p>
      <ForgotPasswordLink />
    </StatusView>
  );
}

export { RemainingAttemptsPage as Component };
