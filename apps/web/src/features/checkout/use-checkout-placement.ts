import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { cartKeys } from '@/features/cart';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSaveAddress } from './api/save-address';
import { pendingOrderRefusal } from './failure-message';
import { orderPayload } from './order-payload';
import { phoneFieldOf, type CheckoutMethodId } from './payment-choice';
import { placementFailureMessage } from './placement/placement-failure';
import type { CheckoutSubmission, Placer } from './placement/submission';
import { usePlaceSidian, usePlaceWithCode } from './placement/use-place-at-counter';
import { usePlacePaystack, usePlaceRazorpay, usePlaceStripe } from './placement/use-place-by-card';
import { usePlaceByPrompt } from './placement/use-place-by-prompt';
import { usePlaceDeposit } from './placement/use-place-deposit';
import { usePlaceHybrid } from './placement/use-place-hybrid';
import { useSay } from '@/features/payments/message-words';

export type { CheckoutSubmission } from './placement/submission';

/** One placer per method: each knows its call and the screen that follows. */
function usePlacers(): Record<CheckoutMethodId, Placer> {
  return {
    mpesa: usePlaceByPrompt('mpesa'),
    lipia: usePlaceByPrompt('lipia'),
    tinypesa: usePlaceByPrompt('tinypesa'),
    pesaflux: usePlaceByPrompt('pesaflux'),
    kcb: usePlaceByPrompt('kcb'),
    hybrid: usePlaceHybrid(),
    paystack: usePlacePaystack(),
    stripe: usePlaceStripe(),
    razorpay: usePlaceRazorpay(),
    cod: usePlaceWithCode('cod'),
    cash: usePlaceWithCode('cash'),
    sidian: usePlaceSidian(),
    deposit: usePlaceDeposit(),
  };
}

/**
 * Places the checkout's order: saves the address (a failure is said but does not block), then hands the order to the
 * chosen method's placer (a prompt method to its processing screen, Paystack and Stripe to the provider's page,
 * Razorpay to its popup, cash, COD and Sidian to /ordersuccess, a deposit to its own screens). A refusal
 * because of a pending order goes to /placeorderfail; one because the total changed refreshes the cart, so the
 * summary shows the new total. `orderId` is the server's idempotency key; `renewAfter` replaces it once the server
 * has answered a refusal (see use-order-id.ts).
 */
export function useCheckoutPlacement(orderId: string, renewAfter: (error: unknown) => void): (submission: CheckoutSubmission) => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saveAddress = useSaveAddress();
  const placers = usePlacers();
  const say = useSay();
  const userId = session?.userId ?? '';

  return async (submission) => {
    const { method, address } = submission;
    try {
      await saveAddress.mutateAsync(address);
    } catch (error) {
      if (!isApiError(error, 401)) toast.error(say(CHECKOUT_MESSAGES.saveAddressFailed));
    }

    // The prompted phone travels in the address under the method's own field (spec 2 §3).
    const phoneField = phoneFieldOf(method === 'deposit' ? (submission.deposit?.method ?? null) : method);
    const withPhone = phoneField ? { ...address, [phoneField]: submission.phone } : address;
    const payload = orderPayload({ orderId, userId, cart: submission.cart, coupon: submission.coupon, address: withPhone, delivery: submission.delivery });
    try {
      await placers[method](submission, payload);
    } catch (error) {
      renewAfter(error);
      const message = placementFailureMessage(method, error);
      if (message) toast.error(say(message));
      const refusal = pendingOrderRefusal(error);
      if (refusal) navigate(paths.placeOrderFail, { state: refusal });
      // 'Your total has changed…': show the cart as the server prices it now.
      else if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    }
  };
}
