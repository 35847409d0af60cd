import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** For customer-only actions: visitors get the spec's login message and go to /login. Returns true if logged in. */
export function useRequireLogin(): () => boolean {
  const session = useSession();
  const navigate = useNavigate();
  return () => {
    if (session) return true;
    toast.error('Please Login to add items to the cart.');
    navigate(paths.login);
    return false;
  };
}
