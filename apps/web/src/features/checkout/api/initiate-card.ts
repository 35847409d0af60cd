import { useMutation } from '@tanstack/react-query';
import type { OrderPayload, PaystackInitiateResponse, RazorpayOrderResponse, StripeInitiateResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** The card providers' start calls: each creates the order and the provider's payment for it (spec 2 §7). */
export type CardMethodId = 'paystack' | 'stripe' | 'razorpay';

interface CardStarted {
  paystack: PaystackInitiateResponse;
  stripe: StripeInitiateResponse;
  razorpay: RazorpayOrderResponse;
}

const startPaths: Record<CardMethodId, string> = {
  paystack: '/api/order/paystack/initiate',
  stripe: '/api/order/stripe',
  razorpay: '/api/order/razorpay',
};

/** POSTs the order payload to `method`'s start call; answers as that provider does. */
export function startCardPayment<Method extends CardMethodId>(method: Method, body: OrderPayload): Promise<CardStarted[Method]> {
  return apiFetch<CardStarted[Method]>(startPaths[method], { method: 'POST', body });
}

export function useStartCardPayment<Method extends CardMethodId>(method: Method) {
  return useMutation({
    mutationKey: checkoutKeys.startCardPayment(method),
    mutationFn: (body: OrderPayload) => startCardPayment(method, body),
  });
}
