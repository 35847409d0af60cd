import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { MailCheck } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';

/** /forgot-password-success: the reset link is on its way; back to /login. */
export function ForgotPasswordSuccessPage() {
  const state = useLocation().state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : null;

  return (
    <StatusView
      icon={MailCheck}
      title="Check your email"
      actions={
        <Link to={paths.login} className={buttonClasses('primary', 'lg')}>
          Back to Login
        </Link>
      }
    >
      <p>
        A password reset link has been sent{email ? <> to <strong className="text-ink-900">{email}</strong></> : null} if an
        account uses that address.
      </p>
      <p>Open the link in the e-mail to choose a new password. It expires after a while, so use it soon.</p>
    </StatusView>
  );
}

export { ForgotPasswordSuccessPage as Component };
