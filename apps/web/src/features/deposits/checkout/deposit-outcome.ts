import type { DepositStatusResponse } from '@mitumba/contracts/plain';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';

export type DepositOutcome =
  | { kind: 'paid'; receipt: string; orderId: string; amount: number; balance: number }
  | { kind: 'failed'; message: string; orderId: string };

/**
 * M-Pesa and Lipia deposits (spec 2 §4): paid is success; failed gives the server's reason or 'Payment failed or was
 * canceled'; anything else waits.
 */
export function depositOutcomeOf(answer: DepositStatusResponse): DepositOutcome | null {
  if (answer.status === 'paid') {
    return { kind: 'paid', receipt: answer.receipt ?? answer.transactionId ?? '', orderId: answer.orderId, amount: answer.amount, balance: answer.balance };
  }
  if (answer.status === 'failed') {
    return { kind: 'failed', message: answer.paymentError?.message || MOBILE_MONEY_MESSAGES.failedOrCanceled, orderId: answer.orderId };
  }
  return null;
}

/** What /deposit-success is told of a paid deposit (spec 2 §2: depositAmount, balance, receipt, orderId). */
export function depositSuccessState(paid: Extract<DepositOutcome, { kind: 'paid' }>, session: { orderId: string; amount: number }) {
  return { depositAmount: paid.amount || session.amount, balance: paid.balance, receipt: paid.receipt, orderId: paid.orderId || session.orderId };
}
