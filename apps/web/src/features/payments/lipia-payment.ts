import { type LipiaStatusResponse } from '@mitumba/contracts/plain';
import { LIPIA_POLL_MS, MOBILE_MONEY_MESSAGES, promptFailureMessage } from '@mitumba/contracts/mobile-money';
import { fetchLipiaStatus } from './api/get-lipia-status';
import { useOrderPaymentPolling, type OrderPaymentCheck } from './use-order-payment-polling';
import { ORDER_CANCELLED_MESSAGE } from './use-mpesa-polling';

export type LipiaOutcome =
  | { kind: 'paid'; receipt: string; orderId: string; amount: number }
  | { kind: 'failed'; message: string; orderId: string };

function outcomeOf(status: LipiaStatusResponse): LipiaOutcome | null {
  if (status.paymentStatus === 'paid') {
    return { kind: 'paid', receipt: status.transactionId ?? '', orderId: status.orderId, amount: status.amount };
  }
  if (status.paymentStatus === 'failed') {
    return { kind: 'failed', message: promptFailureMessage(status.paymentError, MOBILE_MONEY_MESSAGES.failedOrCanceled), orderId: status.orderId };
  }
  return null;
}

const lipiaCheck: OrderPaymentCheck<LipiaStatusResponse, LipiaOutcome> = {
  everyMs: LIPIA_POLL_MS,
  check: fetchLipiaStatus,
  decide: outcomeOf,
  cancelled: { kind: 'failed', message: ORDER_CANCELLED_MESSAGE, orderId: '' },
};

/**
 * Asks for a Lipia payment's status every 5 s until it is paid or failed (spec 2 §4, §9); a 404 means the order was
 * cancelled. A failed check shows and polling goes on.
 */
export function useLipiaPayment(lipiaRequestId: string | null, onOutcome: (outcome: LipiaOutcome) => void): { checkFailed: boolean } {
  return useOrderPaymentPolling(lipiaRequestId, lipiaCheck, onOutcome);
}
