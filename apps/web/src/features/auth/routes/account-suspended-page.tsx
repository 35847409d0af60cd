import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { ShieldAlert } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';

/** /account-suspended: greets by the name in navigation state, or 'Customer'; 'Contact Support' to /contact. */
export function AccountSuspendedPage() {
  const state = useLocation().state as { username?: unknown } | null;
  const name = typeof state?.username === 'string' && state.username.trim() ? state.username : 'Customer';

  return (
    <StatusView
      icon={ShieldAlert}
      tone="danger"
      title="Account suspended"
      actions={
        <Link to={paths.contact} className={buttonClasses('primary', 'lg')}>
          Contact Support
        </Link>
      }
    >
      <p>Dear {name}, your account has been suspended.</p>
      <p>If you think this is a mistake, our support team will help you sort it out.</p>
    </StatusView>
  );
}

export { AccountSuspendedPage as Component };
