import { Link, useLocation } from 'react-router';
import { useUserName } from '@/features/account';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { Sparkles } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';

/** /loginsuccess: a welcome and 'Explore New Arrival' to /collection. */
export function LoginSuccessPage() {
  const state = useLocation().state as { username?: unknown } | null;
  const profileName = useUserName();
  const name = typeof state?.username === 'string' && state.username ? state.username : profileName;

  return (
    <StatusView
      icon={Sparkles}
      title={name ? `Welcome back, ${name}!` : 'Welcome back!'}
      actions={
        <Link to={paths.collection} className={buttonClasses('accent', 'lg')}>
          Explore New Arrival
        </Link>
      }
    >
      <p>You are logged in. Fresh bales and new arrivals are waiting for you in the collection.</p>
    </StatusView>
  );
}

export { LoginSuccessPage as Component };
