import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { usePlaceOrder } from '../api/place-order';
import { usePlaceSidianOrder } from '../api/place-sidian-order';
import type { Placer } from './submission';

/** Cash (with the cashier's code) and cash on delivery (none): placed at once, shown on /ordersuccess. */
export function usePlaceWithCode(paymentMethod: 'cod' | 'cash'): Placer {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  return async (submission, payload) => {
    const code = paymentMethod === 'cash' ? { securityCode: submission.securityCode } : {};
    const answer = await placeOrder.mutateAsync({ ...payload, paymentMethod, email: submission.address.email, ...code });
    navigate(paths.orderSuccess, { state: { order: answer.order } });
  };
}

/** Sidian: placed at once, pending until paid to the paybill; /ordersuccess shows how. */
export function usePlaceSidian(): Placer {
  const navigate = useNavigate();
  const placeSidianOrder = usePlaceSidianOrder();
  return async (_submission, payload) => {
    const answer = await placeSidianOrder.mutateAsync(payload);
    navigate(paths.orderSuccess, { state: { order: answer.order, bankDetails: answer.bankDetails } });
  };
}
