import { type KcbStatusResponse } from '@mitumba/contracts/plain';
import { KCB_POLL_MS, MOBILE_MONEY_MESSAGES, promptFailureMessage } from '@mitumba/contracts/mobile-money';
import { fetchKcbStatus } from './api/get-kcb-status';
import { useOrderPaymentPolling, type OrderPaymentCheck } from './use-order-payment-polling';
import { ORDER_CANCELLED_MESSAGE } from './use-mpesa-polling';

export type KcbOutcome = { kind: 'paid'; orderId: string; amount: number; receipt: string | null } | { kind: 'failed'; reason: string; orderId: string };

function outcomeOf(status: KcbStatusResponse): KcbOutcome | null {
  if (status.paymentStatus === 'paid') return { kind: 'paid', orderId: status.orderId, amount: status.amount, receipt: status.mpesaReceipt };
  if (status.paymentStatus === 'failed') {
    return { kind: 'failed', reason: promptFailureMessage(status.paymentError, status.message || MOBILE_MONEY_MESSAGES.paymentFailed), orderId: status.orderId };
  }
  return null;
}

const kcbCheck: OrderPaymentCheck<KcbStatusResponse, KcbOutcome> = {
  everyMs: KCB_POLL_MS,
  check: fetchKcbStatus,
  decide: outcomeOf,
  cancelled: { kind: 'failed', reason: ORDER_CANCELLED_MESSAGE, orderId: '' },
};

/**
 * Asks for a KCB payment's status every 5 s until it is paid or failed (a 404: the order was cancelled). KCB has no
 * limit of its own: the server fails the attempt when the prompt expires. A failed check shows and polling goes on.
 */
export function useKcbPayment(kcbRequestId: string | null, onOutcome: (outcome: KcbOutcome) => void): { checkFailed: boolean } {
  return useOrderPaymentPolling(kcbRequestId, kcbCheck, onOutcome);
}
