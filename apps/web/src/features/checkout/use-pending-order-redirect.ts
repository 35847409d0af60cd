import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePendingOrder } from '@/features/cart';
import { paths } from '@/lib/paths';

/**
 * A pending order blocks checkout (spec 2 §4): the first answer after arriving decides, and with one the customer goes
 * to /placeorderfail. Later answers (the cart refreshed after this checkout placed its own order) change nothing; a
 * failed check lets checkout go on (the server checks again). Returns true while checkout must wait or is blocked.
 */
export function usePendingOrderRedirect(): boolean {
  const pending = usePendingOrder();
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState<boolean | null>(null);
  const settled = pending.isFetchedAfterMount || pending.isError;

  useEffect(() => {
    if (blocked !== null || !settled) return;
    const hasPending = pending.data?.hasPending === true;
    setBlocked(hasPending);
    if (hasPending) navigate(paths.placeOrderFail, { replace: true, state: { pendingOrder: pending.data?.pendingOrder ?? null } });
  }, [blocked, settled, pending.data, navigate]);

  return blocked !== false;
}
