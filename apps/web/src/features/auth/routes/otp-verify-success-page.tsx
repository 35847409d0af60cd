import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { BadgeCheck } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';

/** /otpverifysuccess: 'Dear {name}, your account is now verified!' and a link to /login. */
export function OtpVerifySuccessPage() {
  const state = useLocation().state as { name?: unknown } | null;
  const name = typeof state?.name === 'string' && state.name.trim() ? state.name : 'Customer';

  return (
    <StatusView
      icon={BadgeCheck}
      title="Account verified"
      actions={
        <Link to={paths.login} className={buttonClasses('accent', 'lg')}>
          Continue to Login
        </Link>
      }
    >
      <p>Dear {name}, your account is now verified!</p>
    </StatusView>
  );
}

export { OtpVerifySuccessPage as Component };
