import { type TinypesaStatusResponse } from '@mitumba/contracts/plain';
import { MOBILE_MONEY_MESSAGES, TINYPESA_POLL_MS, promptFailureMessage } from '@mitumba/contracts/mobile-money';
import { fetchTinypesaStatus } from './api/get-tinypesa-status';
import { useOrderPaymentPolling, type OrderPaymentCheck } from './use-order-payment-polling';
import { ORDER_CANCELLED_MESSAGE } from './use-mpesa-polling';

export type TinypesaOutcome =
  | { kind: 'paid'; receipt: string; orderId: string; amount: number }
  | { kind: 'failed'; message: string; orderId: string };

/** Pending keeps polling; paid is success; anything else fails with the server's message or 'Payment failed' (spec 2 §4). */
function outcomeOf(status: TinypesaStatusResponse): TinypesaOutcome | null {
  if (status.paymentStatus === 'pending') return null;
  if (status.paymentStatus === 'paid') {
    return { kind: 'paid', receipt: status.mpesaReceipt ?? '', orderId: status.orderId, amount: status.amount };
  }
  return { kind: 'failed', message: promptFailureMessage(status.paymentError, status.message || MOBILE_MONEY_MESSAGES.paymentFailed), orderId: status.orderId };
}

const tinypesaCheck: OrderPaymentCheck<TinypesaStatusResponse, TinypesaOutcome> = {
  everyMs: TINYPESA_POLL_MS,
  check: fetchTinypesaStatus,
  decide: outcomeOf,
  cancelled: { kind: 'failed', message: ORDER_CANCELLED_MESSAGE, orderId: '' },
};

/**
 * Asks for a TinyPesa payment's status every 3 s until it is decided (a 404: the order was deleted). A null id polls
 * nothing: the screen passes null once it has timed out. A failed check shows and polling goes on.
 */
export function useTinypesaPayment(tinypesaRequestId: string | null, onOutcome: (outcome: TinypesaOutcome) => void): { checkFailed: boolean } {
  return useOrderPaymentPolling(tinypesaRequestId, tinypesaCheck, onOutcome);
}
