import type { VerifyRazorpayResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import type { RazorpayHandlerResponse } from '../razorpay-checkout';

/** GET /api/order/verifyRazorpay: the server checks the checkout's trio (signature, amount) and marks the order paid, or refuses. */
export function verifyRazorpay(trio: RazorpayHandlerResponse): Promise<VerifyRazorpayResponse> {
  return apiFetch<VerifyRazorpayResponse>('/api/order/verifyRazorpay', { query: { ...trio } });
}
