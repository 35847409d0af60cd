import { useRef, useState } from 'react';
import { type PesafluxStatusResponse } from '@mitumba/contracts/plain';
import { PESAFLUX_COUNTDOWN_S, PESAFLUX_POLL_MS } from '@mitumba/contracts/mobile-money';
import { isApiError } from '@/lib/api-client';
import { fetchPesafluxDepositStatus, fetchPesafluxStatus } from './api/get-pesaflux-status';
import { useStatusPolling } from './use-status-polling';

export type PesafluxOutcome =
  | { kind: 'success'; receipt: string; amount: number | null; paidAt: Date }
  /** PesaFlux does not know the request (any more): expired or called off. */
  | { kind: 'expired' }
  /** Declined on the phone, or the countdown ran out while still pending. */
  | { kind: 'failed' }
  /** The status call itself could not be answered. */
  | { kind: 'error' };

const SECONDS_PER_CHECK = PESAFLUX_POLL_MS / 1_000;
/** The countdown drops 10 s per check, so 2:00 is 12 checks. */
export const PESAFLUX_CHECKS = PESAFLUX_COUNTDOWN_S / SECONDS_PER_CHECK;

function outcomeOf(answer: PesafluxStatusResponse): PesafluxOutcome | null {
  switch (answer.status) {
    case 'success':
      return { kind: 'success', receipt: answer.paymentDetails.mpesaReceipt ?? '', amount: answer.order?.amount ?? null, paidAt: new Date() };
    case 'not_found':
      return { kind: 'expired' };
    case 'failed':
      return { kind: 'failed' };
    default:
      return null;
  }
}

/** A refused request (4xx) will not answer better next time; a lost connection or a 5xx might. */
const isLasting = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * Watches a PesaFlux payment: a check every 10 s, the countdown from 2:00 dropping 10 s per check, and one outcome.
 * When the 12th check still finds it pending the payment counts as timed out ('failed'), or as 'error' when that
 * last check could not be made at all. A deposit (or balance payment) is checked at the deposit's status call.
 */
export function usePesafluxPayment(pesaFluxRequestId: string | null, isDeposit = false) {
  const [outcome, setOutcome] = useState<PesafluxOutcome | null>(null);
  const lastCheckFailed = useRef(false);
  const { polls, checkFailed } = useStatusPolling<PesafluxStatusResponse, PesafluxOutcome>({
    requestId: pesaFluxRequestId,
    everyMs: PESAFLUX_POLL_MS,
    limit: PESAFLUX_CHECKS,
    check: isDeposit ? fetchPesafluxDepositStatus : fetchPesafluxStatus,
    decide: outcomeOf,
    onAnswer: () => {
      lastCheckFailed.current = false;
    },
    onError: (error) => {
      lastCheckFailed.current = true;
      return isLasting(error) ? { kind: 'error' } : null;
    },
    onOutcome: setOutcome,
    onGiveUp: () => setOutcome({ kind: lastCheckFailed.current ? 'error' : 'failed' }),
  });
  const secondsLeft = Math.max(0, PESAFLUX_COUNTDOWN_S - polls * SECONDS_PER_CHECK);
  return { outcome, secondsLeft, checkFailed };
}
