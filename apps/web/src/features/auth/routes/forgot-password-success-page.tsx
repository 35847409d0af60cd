import { Link, useLocation } from 'react-router';
import { T, useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { MailCheck } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';

/** /forgot-password-success: the reset link is on its way; back to /login. */
export function ForgotPasswordSuccessPage() {
  const state = useLocation().state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : null;
  const t = useT();

  return (
    <StatusView
      icon={MailCheck}
      title={t('auth.forgotSent.title')}
      actions={
        <Link to={paths.login} className={buttonClasses('primary', 'lg')}>
          {t('auth.backToLogin')}
        </Link>
      }
    >
      <p>
        {email
          ? <T id="auth.forgotSent.to" values={{ email }} components={{ 0: <strong className="text-ink-900" /> }} />
          : t('auth.forgotSent.any')}
      </p>
      <p>{t('auth.forgotSent.open')}</p>
    </StatusView>
  );
}

export { ForgotPasswordSuccessPage as Component };
