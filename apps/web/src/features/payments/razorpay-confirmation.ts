import type { VerifyRazorpayResponse } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { verifyRazorpay } from './api/verify-razorpay';
import type { RazorpayHandlerResponse } from './razorpay-checkout';

/** The server asks Razorpay about a payment at most every 3 s (payments.service.ts, REFRESH_GAP_MS): no sooner here. */
export const RAZORPAY_CONFIRM_GAP_MS = 3_000;
/** How many times in all (about 12 s) the checkout asks while the answer is still "pending". */
export const RAZORPAY_CONFIRM_TRIES = 5;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server's answer, "pending" included: it comes as `success: false`, which the API client throws. */
async function ask(trio: RazorpayHandlerResponse): Promise<VerifyRazorpayResponse> {
  try {
    return await verifyRazorpay(trio);
  } catch (error) {
    const body = isApiError(error, 200) ? (error.body as Partial<VerifyRazorpayResponse> | null) : null;
    if (body?.paymentStatus === 'pending') return body as VerifyRazorpayResponse;
    throw error;
  }
}

/**
 * The server's word on the popup's payment (GET /api/order/verifyRazorpay). "Pending" is not a refusal: Razorpay may
 * not have captured the payment yet, or could not be asked this moment, so the question is put again a few times
 * before the checkout tells the customer it is still waiting. A refusal (a bad signature, a failed payment) is thrown.
 */
export async function confirmRazorpayPayment(trio: RazorpayHandlerResponse, gapMs = RAZORPAY_CONFIRM_GAP_MS): Promise<VerifyRazorpayResponse> {
  let answer = await ask(trio);
  for (let tries = 1; tries < RAZORPAY_CONFIRM_TRIES && answer.paymentStatus === 'pending'; tries += 1) {
    await pause(gapMs);
    answer = await ask(trio);
  }
  return answer;
}
