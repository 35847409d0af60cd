import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { CHECKOUT_MESSAGES, type CartResponse } from '@mitumba/contracts/plain';
import { cartKeys } from '@/features/cart';
import { startMpesaSession, type MpesaSession } from '@/features/payments';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useInitiateMpesa } from './api/initiate-mpesa';
import { usePlaceOrder } from './api/place-order';
import { usePlaceSidianOrder } from './api/place-sidian-order';
import { useSaveAddress } from './api/save-address';
import type { AddressDraft } from './delivery-address';
import { failureMessage, pendingOrderRefusal } from './failure-message';
import { orderPayload, type AppliedCoupon } from './order-payload';
import type { CheckoutMethodId } from './payment-choice';

export interface CheckoutSubmission {
  method: CheckoutMethodId;
  address: AddressDraft;
  mpesaPhone: string;
  securityCode: string;
  coupon: AppliedCoupon | null;
  cart: CartResponse;
}

/** The spec's message per method when the server gives none (spec 2 §8). */
const fallbackMessages: Record<CheckoutMethodId, string> = {
  mpesa: CHECKOUT_MESSAGES.initiationFailed,
  cod: CHECKOUT_MESSAGES.codFailed,
  cash: CHECKOUT_MESSAGES.placeFailed,
  sidian: CHECKOUT_MESSAGES.sidianFailed,
};

/**
 * Places the checkout's order: saves the address (a failure is said but does not block), then M-Pesa goes to its
 * processing screen, cash, COD and Sidian to /ordersuccess. A refusal because of a pending order goes to
 * /placeorderfail; one because the total changed refreshes the cart, so the summary shows the new total. `orderId` is the server's idempotency key;
 * `renewAfter` replaces it once the server has answered a refusal (see use-order-id.ts).
 */
export function useCheckoutPlacement(orderId: string, renewAfter: (error: unknown) => void): (submission: CheckoutSubmission) => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saveAddress = useSaveAddress();
  const initiateMpesa = useInitiateMpesa();
  const placeOrder = usePlaceOrder();
  const placeSidianOrder = usePlaceSidianOrder();
  const userId = session?.userId ?? '';

  const payOnPhone = async (submission: CheckoutSubmission, payload: ReturnType<typeof orderPayload>) => {
    const answer = await initiateMpesa.mutateAsync({ ...payload, userId, phone: submission.mpesaPhone });
    const mpesa: MpesaSession = {
      mpesaRequestId: answer.mpesaRequestId,
      orderId: answer.orderId || payload.orderId,
      amount: answer.amount ?? payload.amount,
      phone: submission.mpesaPhone,
      customerName: `${submission.address.firstName} ${submission.address.lastName}`.trim(),
    };
    startMpesaSession(mpesa);
    navigate(paths.mpesaProcessing, { state: mpesa });
  };

  return async (submission) => {
    const { method, address } = submission;
    try {
      await saveAddress.mutateAsync(address);
    } catch (error) {
      if (!isApiError(error, 401)) toast.error(CHECKOUT_MESSAGES.saveAddressFailed);
    }

    const delivery = method === 'mpesa' ? { ...address, mpesaPhone: submission.mpesaPhone } : address;
    const payload = orderPayload({ orderId, userId, cart: submission.cart, coupon: submission.coupon, address: delivery });
    try {
      if (method === 'mpesa') {
        await payOnPhone(submission, payload);
      } else if (method === 'sidian') {
        const answer = await placeSidianOrder.mutateAsync(payload);
        navigate(paths.orderSuccess, { state: { order: answer.order, bankDetails: answer.bankDetails } });
      } else {
        const answer = await placeOrder.mutateAsync({ ...payload, paymentMethod: method, email: address.email, securityCode: submission.securityCode });
        navigate(paths.orderSuccess, { state: { order: answer.order } });
      }
    } catch (error) {
      renewAfter(error);
      const message = failureMessage(error, fallbackMessages[method]);
      if (message) toast.error(message);
      const refusal = pendingOrderRefusal(error);
      if (refusal) navigate(paths.placeOrderFail, { state: refusal });
      // 'Your total has changed…': show the cart as the server prices it now.
      else if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    }
  };
}
