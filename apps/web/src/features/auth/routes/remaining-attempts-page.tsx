import { useLocation, useNavigate } from 'react-router';
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
  const remaining = typeof state?.remaining === 'number' ? state.remaining : remainingAttempts();
  const message = typeof state?.message === 'string' && state.message ? state.message : 'Login failed';

  return (
    <StatusView
      icon={ShieldAlert}
      tone="accent"
      title={message}
      actions={
        <Button variant="primary" size="lg" onClick={() => navigate(paths.login)}>
          Go Back
        </Button>
      }
    >
      <p data-testid="remaining-attempts">
        You have <strong className="text-ink-900">{remaining}</strong> login {remaining === 1 ? 'attempt' : 'attempts'}{' '}
        remaining.
      </p>
      <p>After that, logging in is paused for a minute to keep your account safe.</p>
      <ForgotPasswordLink />
    </StatusView>
  );
}

export { RemainingAttemptsPage as Component };
