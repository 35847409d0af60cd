import { useEffect, useRef, useState } from 'react';
import { MPESA_POLL_LIMIT, MPESA_POLL_MS, mpesaFailureMessage, type MpesaStatusResponse } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { fetchMpesaStatus } from './api/get-mpesa-status';

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

/**
 * Asks for the payment's status every 3 s, at most 20 times (spec 2 §9), and reports its outcome once: paid, failed
 * (a 404 is a cancelled order) or still pending after the 20th ask. A status call that fails counts as an ask and
 * polling goes on; `checkFailed` says so until the next answer.
 */
export function useMpesaPolling(mpesaRequestId: string | null, onOutcome: (outcome: MpesaOutcome) => void): { checkFailed: boolean } {
  const [checkFailed, setCheckFailed] = useState(false);
  const report = useRef(onOutcome);
  useEffect(() => {
    report.current = onOutcome;
  });

  useEffect(() => {
    if (!mpesaRequestId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;

    const poll = async () => {
      polls += 1;
      let outcome: MpesaOutcome | null = null;
      try {
        outcome = outcomeOf(await fetchMpesaStatus(mpesaRequestId, controller.signal));
        setCheckFailed(false);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isApiError(error, 404)) outcome = { kind: 'failed', code: null, message: ORDER_CANCELLED_MESSAGE, orderId: '' };
        else setCheckFailed(true);
      }
      if (controller.signal.aborted) return;
      if (!outcome && polls >= MPESA_POLL_LIMIT) outcome = { kind: 'pending' };
      if (outcome) report.current(outcome);
      else timer = setTimeout(() => void poll(), MPESA_POLL_MS);
    };

    timer = setTimeout(() => void poll(), MPESA_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [mpesaRequestId]);

  return { checkFailed };
}
