import { isApiError } from '@/lib/api-client';
import { useStatusPolling } from './use-status-polling';

/** What an order's status check needs: how often, the call, and how an answer (or a 404) becomes an outcome. */
export interface OrderPaymentCheck<Answer, Outcome> {
  everyMs: number;
  check: (requestId: string, signal: AbortSignal) => Promise<Answer>;
  decide: (answer: Answer) => Outcome | null;
  /** The outcome of a 404: the order was cancelled (or deleted) meanwhile. */
  cancelled: Outcome;
  /** At most this many checks, after which the payment ends as `unanswered`. */
  limit?: { checks: number; unanswered: Outcome };
}

/**
 * Polls an order payment's status until it is decided (or `limit` checks went unanswered); a 404 ends it as
 * `cancelled`, any other failed check counts as a check, shows (`checkFailed`) and polling goes on. A null
 * `requestId` polls nothing.
 */
export function useOrderPaymentPolling<Answer, Outcome>(
  requestId: string | null,
  { everyMs, check, decide, cancelled, limit }: OrderPaymentCheck<Answer, Outcome>,
  onOutcome: (outcome: Outcome) => void,
): { checkFailed: boolean } {
  const { checkFailed } = useStatusPolling<Answer, Outcome>({
    requestId,
    everyMs,
    limit: limit?.checks,
    check,
    decide,
    onError: (error) => (isApiError(error, 404) ? cancelled : null),
    onOutcome,
    onGiveUp: limit ? () => onOutcome(limit.unanswered) : undefined,
  });
  return { checkFailed };
}
