import { Link, useLocation } from 'react-router';
import { useUserName } from '@/features/account';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { Sparkles } from '@/ui/icons';
import { StatusView } from '@/ui/status-view';

/** /loginsuccess: a welcome (back, unless the account is new) and 'Explore New Arrival' to /collection. */
export function LoginSuccessPage() {
  const state = useLocation().state as { username?: unknown; firstLogin?: unknown } | null;
  const profileName = useUserName();
  const name = typeof state?.username === 'string' && state.username ? state.username : profileName;
  // Someone who has just signed up is new here: welcome, not welcome back.
  const greeting = state?.firstLogin === true ? 'Welcome' : 'Welcome back';

  return (
    <StatusView
      icon={Sparkles}
      title={name ? `${greeting}, ${name}!` : `${greeting}!`}
      actions={
        <Link to={paths.collection} className={buttonClasses('accent', 'lg')}>
          Explore New Arrival
        </Link>
      }
    >
      <p>
        {state?.firstLogin === true ? 'Your account is ready and you are logged in.' : 'You are logged in.'} Fresh bales and new
        arrivals are waiting for you in the collection.
      </p>
    </StatusView>
  );
}

export { LoginSuccessPage as Component };
