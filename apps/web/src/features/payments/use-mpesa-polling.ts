import { MPESA_POLL_LIMIT, MPESA_POLL_MS, mpesaFailureMessage, type MpesaStatusResponse } from '@mitumba/contracts/plain';
import { fetchMpesaStatus } from './api/get-mpesa-status';
import { useOrderPaymentPolling, type OrderPaymentCheck } from './use-order-payment-polling';

export const ORDER_CANCELLED_MESSAGE = 'Payment failed - order cancelled';

export type MpesaOutcome =
  | { kind: 'paid'; receipt: string; orderId: string; amount: number }
  | { kind: 'failed'; code: string | null; message: string; orderId: string }
  /** Still pending after the last poll: M-Pesa has not answered yet. */
  | { kind: 'pending' };

function outcomeOf(status: MpesaStatusResponse): MpesaOutcome | null {
  if (status.paymentStatus === 'paid') {
    return { kind: 'paid', receipt: status.mpesaReceipt ?? '', orderId: status.orderId, amount: status.amount };
  }
  if (status.paymentStatus === 'failed') {
    const code = status.paymentError?.code ?? null;
    return { kind: 'failed', code, message: mpesaFailureMessage(code, status.paymentError?.message || status.message), orderId: status.orderId };
  }
  return null;
}

const mpesaCheck: OrderPaymentCheck<MpesaStatusResponse, MpesaOutcome> = {
  everyMs: MPESA_POLL_MS,
  check: fetchMpesaStatus,
  decide: outcomeOf,
  cancelled: { kind: 'failed', code: null, message: ORDER_CANCELLED_MESSAGE, orderId: '' },
  limit: { checks: MPESA_POLL_LIMIT, unanswered: { kind: 'pending' } },
};

/**
 * Asks for the payment's status every 3 s, at most 20 times (spec 2 §9), and reports its outcome once: paid, failed
 * (a 404 is a cancelled order) or still pending after the 20th ask. A status call that fails counts as an ask and
 * polling goes on; `checkFailed` says so until the next answer.
 */
export function useMpesaPolling(mpesaRequestId: string | null, onOutcome: (outcome: MpesaOutcome) => void): { checkFailed: boolean } {
  return useOrderPaymentPolling(mpesaRequestId, mpesaCheck, onOutcome);
}
