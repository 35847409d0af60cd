import { useState } from 'react';
import { mpesaFailureMessage, type DepositStatusResponse, type PaymentStatus } from '@mitumba/contracts/plain';
import { DEPOSIT_SCREEN_TIMEOUT_MS, DEPOSIT_STATUS_POLL_MS, type DepositScreenMethod } from '@mitumba/contracts/deposits';
import { MOBILE_MONEY_MESSAGES } from '@mitumba/contracts/mobile-money';
import { fetchLipiaDepositStatus, fetchMpesaDepositStatus, fetchTinypesaDepositStatus } from '../api/get-deposit-status';
import { useStatusPolling } from '@/features/payments';
import type { DepositResult } from './order-deposit-session';

/** One answer of any of the three status calls, in the screen's terms. */
interface DepositAnswer {
  status: PaymentStatus;
  receipt: string;
  amount: number;
  balance: number;
  /** Why it failed, when it did. */
  failure: string;
}

/** M-Pesa and Lipia: failed is 'Payment failed or was canceled' unless the provider said why (spec 2 §4, §8). */
function fromDepositStatus(answer: DepositStatusResponse): DepositAnswer {
  const error = answer.paymentError;
  return {
    status: answer.status, receipt: answer.receipt ?? answer.transactionId ?? '', amount: answer.amount, balance: answer.balance,
    failure: error ? mpesaFailureMessage(error.code, error.message) : MOBILE_MONEY_MESSAGES.failedOrCanceled,
  };
}

const checks: Record<DepositScreenMethod, (requestId: string, signal: AbortSignal) => Promise<DepositAnswer>> = {
  mpesa: async (requestId, signal) => fromDepositStatus(await fetchMpesaDepositStatus(requestId, signal)),
  lipia: async (requestId, signal) => fromDepositStatus(await fetchLipiaDepositStatus(requestId, signal)),
  // TinyPesa: the server's message, else 'Payment failed' (spec 2 §4).
  tinypesa: async (requestId, signal) => {
    const answer = await fetchTinypesaDepositStatus(requestId, signal);
    return {
      status: answer.paymentStatus, receipt: answer.mpesaReceipt ?? '', amount: answer.amount, balance: answer.balance,
      failure: answer.message || MOBILE_MONEY_MESSAGES.paymentFailed,
    };
  },
};

function decide(answer: DepositAnswer): DepositResult | null {
  if (answer.status === 'paid') return { kind: 'paid', receipt: answer.receipt, amount: answer.amount, balance: answer.balance };
  if (answer.status === 'failed') return { kind: 'failed', message: answer.failure, timedOut: false };
  return null;
}

/** The 10-minute time-out, in checks (spec 2 §9: every 5 s for 600 000 ms). */
const CHECKS_BEFORE_TIMEOUT = DEPOSIT_SCREEN_TIMEOUT_MS / DEPOSIT_STATUS_POLL_MS;

const TIMED_OUT: DepositResult = { kind: 'failed', message: MOBILE_MONEY_MESSAGES.timedOut, timedOut: true };

/** Spec 2 §4 Deposit screen: initiating (nothing heard yet), pending, error (a check failed: polling goes on). */
export type DepositWatchPhase = 'initiating' | 'pending' | 'error';

/**
 * Asks the method's status call every 5 s (spec 2 §9) until the payment is paid or failed, or 10 minutes have gone
 * by (failed, timed out). A null request id (no session, or already decided) polls nothing.
 */
export function useOrderDepositStatus(
  requestId: string | null, method: DepositScreenMethod, onResult: (result: DepositResult) => void,
): DepositWatchPhase {
  const [answered, setAnswered] = useState(false);
  const { checkFailed } = useStatusPolling<DepositAnswer, DepositResult>({
    requestId,
    everyMs: DEPOSIT_STATUS_POLL_MS,
    limit: CHECKS_BEFORE_TIMEOUT,
    check: checks[method],
    decide,
    onAnswer: () => setAnswered(true),
    onOutcome: onResult,
    onGiveUp: () => onResult(TIMED_OUT),
  });
  if (checkFailed) return 'error';
  return answered ? 'pending' : 'initiating';
}
