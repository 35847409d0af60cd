import { useState } from 'react';
import type { PaystackStatusResponse } from '@mitumba/contracts/plain';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { useCountdown } from '@/lib/use-countdown';
import { fetchPaystackStatus } from './api/get-paystack-status';
import { PAYSTACK_POLL_MS } from './card-timings';
import { useStatusPolling } from './use-status-polling';

export type PaystackOutcome =
  | { kind: 'success'; orderId: string; amount: number; paymentStatus: string }
  | { kind: 'failed'; message: string };

/** A decided status answer as an outcome (pending: none yet). Paystack's own words for a failure when it gave them. */
export function paystackOutcomeOf(answer: PaystackStatusResponse): PaystackOutcome | null {
  if (answer.status === 'success') {
    return { kind: 'success', orderId: answer.order.orderId, amount: answer.order.amount, paymentStatus: answer.order.paymentStatus };
  }
  if (answer.status === 'failed') return { kind: 'failed', message: answer.paymentDetails.message || MOBILE_MONEY_MESSAGES.failedOrCanceled };
  return null;
}

/**
 * Watches a Paystack payment: a status check every 5 s and the countdown to `deadline`. Still pending when the
 * countdown reaches 0, the payment counts as failed (timed out); a failed check is said and checking goes on.
 */
export function usePaystackPayment(reference: string | null, deadline: number) {
  const [decided, setDecided] = useState<PaystackOutcome | null>(null);
  const secondsLeft = useCountdown(deadline);
  const timedOut = decided === null && reference !== null && secondsLeft === 0;
  const { checkFailed } = useStatusPolling<PaystackStatusResponse, PaystackOutcome>({
    requestId: timedOut ? null : reference,
    everyMs: PAYSTACK_POLL_MS,
    check: fetchPaystackStatus,
    decide: paystackOutcomeOf,
    onOutcome: setDecided,
  });
  const outcome: PaystackOutcome | null = timedOut ? { kind: 'failed', message: MOBILE_MONEY_MESSAGES.timedOut } : decided;
  return { outcome, secondsLeft, checkFailed };
}
