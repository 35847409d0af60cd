import { mpesaFailureMessage, type DepositStatusResponse } from '@mitumba/contracts/plain';
import { DEPOSIT_MESSAGES, MPESA_DEPOSIT_SLOW_POLLS, MPESA_DEPOSIT_SLOW_POLL_MS } from '@mitumba/contracts/deposits';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { useOrderPaymentPolling, type OrderPaymentCheck } from '@/features/payments/use-order-payment-polling';
import { fetchMpesaDepositStatusSlow } from '../api/get-deposit-status';

export type MpesaDepositOutcome =
  | { kind: 'paid'; receipt: string; orderId: string; amount: number; balance: number }
  | { kind: 'failed'; code: string | null; message: string; orderId: string }
  /** Still pending after the 24th check. */
  | { kind: 'pending' };

function outcomeOf(answer: DepositStatusResponse): MpesaDepositOutcome | null {
  if (answer.status === 'paid') {
    return { kind: 'paid', receipt: answer.receipt ?? answer.transactionId ?? '', orderId: answer.orderId, amount: answer.amount, balance: answer.balance };
  }
  if (answer.status === 'failed') {
    const code = answer.paymentError?.code ?? null;
    const message = answer.paymentError ? mpesaFailureMessage(code, answer.paymentError.message) : MOBILE_MONEY_MESSAGES.failedOrCanceled;
    return { kind: 'failed', code, message, orderId: answer.orderId };
  }
  return null;
}

const slowMpesaDepositCheck: OrderPaymentCheck<DepositStatusResponse, MpesaDepositOutcome> = {
  everyMs: MPESA_DEPOSIT_SLOW_POLL_MS,
  check: fetchMpesaDepositStatusSlow,
  decide: outcomeOf,
  // The server knows no such payment of this customer's.
  cancelled: { kind: 'failed', code: null, message: DEPOSIT_MESSAGES.invalidSession, orderId: '' },
  limit: { checks: MPESA_DEPOSIT_SLOW_POLLS, unanswered: { kind: 'pending' } },
};

/**
 * The second M-Pesa deposit variant (spec 2 §4, §9): GET /api/order/mpesa/deposit-status/{id} every 5 s, 24 times,
 * then paid, failed or still pending. A failed check shows and polling goes on.
 */
export function useMpesaDepositPolling(mpesaRequestId: string | null, onOutcome: (outcome: MpesaDepositOutcome) => void): { checkFailed: boolean } {
  return useOrderPaymentPolling(mpesaRequestId, slowMpesaDepositCheck, onOutcome);
}
