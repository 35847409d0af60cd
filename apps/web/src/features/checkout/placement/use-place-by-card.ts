import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { VerifyRazorpayResponse } from '@mitumba/contracts/plain';
import { cartKeys } from '@/features/cart';
import { confirmRazorpayPayment, goToHostedPage, openRazorpayCheckout, paidOrderState } from '@/features/payments';
import { paths } from '@/lib/paths';
import { toast } from '@/ui/toaster';
import { useStartCardPayment } from '../api/initiate-card';
import { failureMessage } from '../failure-message';
import type { Placer } from './submission';
import { useSay } from '@/features/payments/message-words';

/** Razorpay's checkout or our verification of it said no (spec 2 §8). */
export const RAZORPAY_FAILED_MESSAGE = 'Payment could not be processed';

/** Paystack: the order and a Paystack transaction; /Paystack-Processing takes the customer to Paystack's page. */
export function usePlacePaystack(): Placer {
  const navigate = useNavigate();
  const start = useStartCardPayment('paystack');
  return async (_submission, payload) => {
    const { authorizationUrl, reference, orderId, amount } = await start.mutateAsync(payload);
    navigate(paths.paystackProcessing, { state: { authorizationUrl, reference, orderId, amount } });
  };
}

/** Stripe: the order and a Checkout Session; the customer pays on Stripe's page and comes back to /verify. */
export function usePlaceStripe(): Placer {
  const start = useStartCardPayment('stripe');
  return async (_submission, payload) => {
    const { url } = await start.mutateAsync(payload);
    goToHostedPage(url);
  };
}

/**
 * Razorpay: the order and a Razorpay order, paid in Razorpay's checkout popup. The popup's answer is only a claim:
 * the server checks its signature before the order counts as paid (asking again while Razorpay still says pending),
 * then /ordersuccess shows it. Closing the popup leaves the customer on the checkout as they were.
 */
export function usePlaceRazorpay(): Placer {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const say = useSay();
  const start = useStartCardPayment('razorpay');
  return async (_submission, payload) => {
    const order = await start.mutateAsync(payload);
    const result = await openRazorpayCheckout(order);
    if (result.kind === 'dismissed') return;
    if (result.kind === 'failed') {
      toast.error(say(result.message || RAZORPAY_FAILED_MESSAGE));
      return;
    }
    let verified: VerifyRazorpayResponse;
    try {
      verified = await confirmRazorpayPayment(result.response);
    } catch (error) {
      const message = failureMessage(error, RAZORPAY_FAILED_MESSAGE);
      if (message) toast.error(say(message));
      return;
    }
    if (!verified.success || verified.paymentStatus !== 'paid') {
      toast.error(say(verified.message || RAZORPAY_FAILED_MESSAGE));
      return;
    }
    // The server emptied the cart when the payment came in.
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    navigate(paths.orderSuccess, { state: paidOrderState('razorpay', verified.orderId || order.orderId, order.amount) });
  };
}
