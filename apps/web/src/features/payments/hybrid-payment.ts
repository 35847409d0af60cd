import { type HybridStatusResponse } from '@mitumba/contracts/plain';
import { HYBRID_POLL_MS, MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { fetchHybridStatus } from './api/get-hybrid-status';
import { useOrderPaymentPolling, type OrderPaymentCheck } from './use-order-payment-polling';
import { ORDER_CANCELLED_MESSAGE } from './use-mpesa-polling';

export type HybridOutcome =
  | { kind: 'paid'; transactionRef: string; provider: string }
  | { kind: 'failed'; reason: string };

function outcomeOf(status: HybridStatusResponse): HybridOutcome | null {
  if (status.status === 'paid') return { kind: 'paid', transactionRef: status.transactionRef ?? status.mobileRequestId ?? '', provider: status.provider ?? '' };
  if (status.status === 'failed') return { kind: 'failed', reason: status.message || MOBILE_MONEY_MESSAGES.hybridFailed };
  return null;
}

const hybridCheck: OrderPaymentCheck<HybridStatusResponse, HybridOutcome> = {
  everyMs: HYBRID_POLL_MS,
  check: fetchHybridStatus,
  decide: outcomeOf,
  cancelled: { kind: 'failed', reason: ORDER_CANCELLED_MESSAGE },
};

/**
 * Asks for a hybrid order's status every 5 s (the call is aborted when the screen unmounts) until both parts are paid
 * or the mobile part failed; a 404 means the order was cancelled. A failed check shows and polling goes on.
 */
export function useHybridPayment(orderId: string | null, onOutcome: (outcome: HybridOutcome) => void): { checkFailed: boolean } {
  return useOrderPaymentPolling(orderId, hybridCheck, onOutcome);
}
