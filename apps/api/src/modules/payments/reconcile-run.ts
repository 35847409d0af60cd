import { forEachLimited, settleWithin } from '../../lib/bounded.ts';
import type { PaymentState } from './payment-state.ts';
import type { AttemptRow } from './payments.repo.ts';

export type PaymentTimings = {
  /** A screen's status poll asks the provider once the attempt has waited this long… */
  queryAfterMs: number;
  /** …and not more often than this. */
  queryEveryMs: number;
  /** The reconciliation job gives up on an attempt (expired, stock back) after this long without an outcome. */
  expireAfterMs: number;
  /**
   * An attempt without the provider's reference (its initiation got no answer, or is still waiting for one) is not
   * expired before this either: 2 × the provider time-out (decision 0027).
   */
  initiateGraceMs: number;
};

export const defaultTimings: PaymentTimings = { queryAfterMs: 20_000, queryEveryMs: 10_000, expireAfterMs: 5 * 60_000, initiateGraceMs: 30_000 };

/** How one reconciliation run asks the providers: a few at a time, each for a while, the whole run for a while. */
export type ReconcileLimits = {
  /** Status queries in flight at once. */
  concurrency: number;
  /** A run stops starting queries after this long; attempts it did not reach wait for the next run. */
  budgetMs: number;
  /** One status query's own time-out: an attempt whose query hangs is decided without its answer. */
  queryTimeoutMs: number;
};

export const defaultReconcileLimits: ReconcileLimits = { concurrency: 4, budgetMs: 20_000, queryTimeoutMs: 10_000 };

/** An attempt whose status query still says nothing after this many asks is checked another way (`escalate`). */
export const ESCALATE_AFTER_QUERIES = 3;

type Logger = { warn(object: unknown, message: string): void };

/**
 * One reconciliation run of the payment core (`payments.reconcile`, decision 0027): every pending attempt older than
 * the query delay is asked about (where its provider has a status call and we know its reference), a few at a time,
 * each query with its own time-out, the run within its budget (attempts not reached wait for the next run). Those
 * still without an outcome after the expiry delay are expired (stock back) even when their query hung or failed. An
 * attempt whose initiation got no answer expires the same way, after the initiation grace at the earliest.
 */
export async function reconcileRun(
  deps: {
    pendingSince(providerIds: string[], before: Date, limit: number): Promise<AttemptRow[]>;
    providerIds: string[];
    timings: PaymentTimings;
    limits: ReconcileLimits;
    log: Logger;
    /** Asks the attempt's provider and records the answer; the attempt's state after. */
    query(attempt: AttemptRow, now: Date): Promise<PaymentState>;
    /** Expires the attempt through the state machine; true when this call did. */
    expire(attemptId: string): Promise<boolean>;
    /**
     * Asks about the attempt another way once its own query kept saying nothing (M-Pesa: transaction status by the
     * receipt or the CheckoutRequestID, decision 0039); its answer comes later. Providers without one: absent.
     */
    escalate?(attempt: AttemptRow, now: Date): Promise<void>;
  },
  now: Date, batch: number,
): Promise<{ checked: number; expired: number; left?: number }> {
  const { timings, limits } = deps;
  const startedAt = Date.now();
  // Every provider's attempts: those with a status call are asked first; the rest (KCB) can only run out of time.
  const stale = await deps.pendingSince(deps.providerIds, new Date(now.getTime() - timings.queryAfterMs), batch);
  let checked = 0;
  let expired = 0;
  await forEachLimited(stale, limits.concurrency, async (attempt) => {
    const budgetLeft = limits.budgetMs - (Date.now() - startedAt);
    if (budgetLeft <= 0) return;
    checked += 1;
    const onError = (error: unknown) => deps.log.warn({ err: error, attemptId: attempt.id }, 'Payment reconciliation query failed');
    const state = await settleWithin(deps.query(attempt, now), Math.min(limits.queryTimeoutMs, budgetLeft), attempt.state, onError);
    if (state === 'pending' && deps.escalate && attempt.providerRef && attempt.queryCount + 1 >= ESCALATE_AFTER_QUERIES) {
      await deps.escalate(attempt, now).catch(onError);
    }
    const expiresAfter = attempt.providerRef ? timings.expireAfterMs : Math.max(timings.expireAfterMs, timings.initiateGraceMs);
    if (state !== 'pending' || now.getTime() - attempt.createdAt.getTime() < expiresAfter) return;
    if (await deps.expire(attempt.id)) expired += 1;
  });
  const left = stale.length - checked;
  return { checked, expired, ...(left > 0 ? { left } : {}) };
}
