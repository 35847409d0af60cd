import { Link } from 'react-router';
import { T } from '@/i18n';
import { paths } from '@/lib/paths';

/** Where failed logins end: the way to a new password, which the lockout does not hold up. */
export function ForgotPasswordLink() {
  return (
    <p>
      <T
        id="auth.forgotLink.question"
        components={{ 0: <Link to={paths.forgotPassword} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2" /> }}
      />
    </p>
  );
}
