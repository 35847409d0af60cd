import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { rememberLoginIntent, type ProductAction } from '@/lib/login-intent';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * For customer-only actions: visitors get the spec's login message and go to /login, and the page they were on (with
 * the action they asked for, when given) is remembered for after the login. Returns true if logged in.
 */
export function useRequireLogin(): (action?: ProductAction) => boolean {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (action) => {
    if (session) return true;
    rememberLoginIntent({ returnTo: `${pathname}${search}`, ...(action ? { action } : {}) });
    toast.error('Please Login to add items to the cart.');
    navigate(paths.login);
    return false;
  };
}
