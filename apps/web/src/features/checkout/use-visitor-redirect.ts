import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSay } from '@/features/payments/message-words';

/**
 * Checkout is for logged-in customers: a visitor gets 'Please login to place an order.' and goes to /login. Only the
 * arrival counts; a session that ends later is the session watcher's to handle. Returns true for a visitor.
 */
export function useVisitorRedirect(): boolean {
  const session = useSession();
  const navigate = useNavigate();
  const say = useSay();
  const [visitor] = useState(session === null);
  useEffect(() => {
    if (!visitor) return;
    toast.error(say(CHECKOUT_MESSAGES.loginRequired), { id: 'checkout-login-required' });
    navigate(paths.login, { replace: true });
  }, [visitor, navigate]);
  return visitor;
}
