import { CHECKOUT_MESSAGES } from '@mitumba/contracts/plain';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { isApiError } from '@/lib/api-client';
import { failureMessage } from '../failure-message';
import type { CheckoutMethodId } from '../payment-choice';

/** The spec's message per method when the server gives none (spec 2 §8). */
const fallbackMessages: Record<CheckoutMethodId, string> = {
  mpesa: CHECKOUT_MESSAGES.initiationFailed,
  lipia: MOBILE_MONEY_MESSAGES.lipiaInitiationFailed,
  tinypesa: CHECKOUT_MESSAGES.initiationFailed,
  pesaflux: MOBILE_MONEY_MESSAGES.pesafluxFailed,
  kcb: MOBILE_MONEY_MESSAGES.kcbInitiationFailed,
  hybrid: MOBILE_MONEY_MESSAGES.hybridFailed,
  paystack: CHECKOUT_MESSAGES.initiationFailed,
  stripe: CHECKOUT_MESSAGES.initiationFailed,
  razorpay: CHECKOUT_MESSAGES.initiationFailed,
  cod: CHECKOUT_MESSAGES.codFailed,
  cash: CHECKOUT_MESSAGES.placeFailed,
  sidian: CHECKOUT_MESSAGES.sidianFailed,
  deposit: DEPOSIT_MESSAGES.failed,
};

/**
 * The toast for a placement that failed: the server's message, else the method's. Lipia names the case where the
 * call itself never got an answer ('Failed to initiate Lipia payment'); so does a deposit whose order was never
 * created (no answer, or an answer without the order: 'Deposit order creation failed'). Null for a refused session.
 */
export function placementFailureMessage(method: CheckoutMethodId, error: unknown): string | null {
  if (method === 'lipia' && isApiError(error, 0)) return MOBILE_MONEY_MESSAGES.lipiaFailed;
  if (method === 'deposit' && (isApiError(error, 0) || !isApiError(error))) return DEPOSIT_MESSAGES.creationFailed;
  return failureMessage(error, fallbackMessages[method]);
}
