import type { VerifyStripeResponse } from '@mitumba/contracts/plain';
import { apiFetch, isApiError } from '@/lib/api-client';

export interface StripeReturn {
  success: string;
  orderId: string;
  sessionId: string;
}

/** A refusal that still reports the order's payment status: an unpaid session, not an exception. */
function unpaidAnswer(error: unknown): VerifyStripeResponse | null {
  if (!isApiError(error) || !error.body || typeof error.body !== 'object') return null;
  return typeof (error.body as { paymentStatus?: unknown }).paymentStatus === 'string' ? (error.body as VerifyStripeResponse) : null;
}

/**
 * POST /api/order/verifyStripe, with the session token in the spec's `token` header as well as the bearer: the server
 * asks Stripe about the session (the `success` flag is only passed on, never trusted). An unpaid session comes back as the answer; anything else that went wrong is thrown.
 */
export async function verifyStripe({ success, orderId, sessionId }: StripeReturn): Promise<VerifyStripeResponse> {
  const body = { success: success === 'true', orderId, ...(sessionId ? { sessionId } : {}) };
  try {
    return await apiFetch<VerifyStripeResponse>('/api/order/verifyStripe', { method: 'POST', body, tokenHeader: 'token' });
  } catch (error) {
    const unpaid = unpaidAnswer(error);
    if (unpaid) return unpaid;
    throw error;
  }
}
