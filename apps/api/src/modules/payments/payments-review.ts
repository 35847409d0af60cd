import type { Db } from '../../db/client.ts';
import type { PaymentState } from './payment-state.ts';
import { createPaymentsRepo, type AttemptRow, type ReviewWindow } from './payments.repo.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * The payment core's part for the back office's "payments needing a person": which attempts are stuck, the flags,
 * row locks inside the deciding transaction, and a person's decisions and notes written to the attempt's timeline.
 */
export function createPaymentsReview(deps: { db: Db; providers: ReadonlyMap<string, PaymentProvider>; queryAfterMs: number }) {
  const { providers } = deps;
  const repo = createPaymentsRepo(deps.db);
  return {
    /**
     * What counts as stuck at `now` (the back office's review list): an attempt with an online provider, still
     * pending after the prompt window, i.e. once the reconciliation job starts asking about it (`queryAfterMs`). A
     * provider without a status call (KCB) is listed too: only its callback or a person can settle it.
     */
    reviewWindow(now: Date): ReviewWindow {
      const online = [...providers.keys()];
      return { onlineProviders: online, before: new Date(now.getTime() - deps.queryAfterMs) };
    },
    reviewPage: (window: ReviewWindow, after: { since: Date; id: string } | undefined, limit: number) => repo.reviewPage(window, after, limit),
    reviewCount: (window: ReviewWindow) => repo.reviewCount(window),
    /** Whether the provider of this id can be asked where a payment stands. */
    canQuery: (providerId: string) => providers.get(providerId)?.capabilities.statusQuery ?? false,

    /**
     * Whether the provider itself confirms that the money of a flagged attempt arrived, in full (issue 25): nothing a
     * provider has not confirmed is applied to an order or refunded. Refuses (422) with why when it does not, or when
     * the provider cannot be asked. (Two people pressing at once both ask; the decision's transaction takes one.)
     */
    async requireConfirmedPaid(attemptId: string): Promise<void> {
      const attempt = await repo.findById(attemptId);
      if (!attempt) throw notFound('No such payment');
      const provider = providers.get(attempt.provider);
      if (!provider?.capabilities.statusQuery || !attempt.providerRef) {
        throw new AppError('BUSINESS_RULE', 'This payment cannot be confirmed with its provider, so it is not applied or refunded: close the flag instead.');
      }
      const answer = await provider.queryStatus(attempt.providerRef).catch(() => {
        throw new AppError('UNAVAILABLE', 'The payment provider did not answer: please try again in a minute.');
      });
      if (answer.state !== 'paid') {
        throw new AppError('BUSINESS_RULE', `The provider says this payment is ${answer.state}: no money arrived, so nothing is applied or refunded. Close the flag instead.`);
      }
      if (answer.amountCents !== undefined && answer.amountCents !== attempt.amountCents) {
        throw new AppError('BUSINESS_RULE', `The provider confirms ${answer.amountCents / 100} KES where ${attempt.amountCents / 100} KES was asked: settle it by hand with the customer.`);
      }
    },

    /** The attempt locked inside the caller's transaction (the back office decides on it). */
    lockWithin: (tx: Db, attemptId: string) => createPaymentsRepo(tx).lock(attemptId),
    lockFlagWithin: (tx: Db, flagId: string) => createPaymentsRepo(tx).lockFlag(flagId),
    resolveFlagsWithin: (tx: Db, target: { attemptId: string } | { flagId: string }, now: Date) => createPaymentsRepo(tx).resolveFlags(target, now),
    openFlagsOfWithin: (tx: Db, attemptId: string) => createPaymentsRepo(tx).openFlagsOf(attemptId),
    otherPaidWithin: (tx: Db, attempt: Pick<AttemptRow, 'id' | 'orderId'>) => createPaymentsRepo(tx).otherPaid(attempt),

    /**
     * A person's decision on money the machine flagged, outside its edges (e.g. paid after expiry): the attempt becomes
     * `to` with a manual event carrying who and why, once per attempt (the event's key). No listener runs: the caller
     * settles the order in the same transaction. False when the attempt is not in one of `from` or it was done already.
     */
    async overrideWithin(tx: Db, attemptId: string, input: {
      to: 'paid' | 'refunded'; from: readonly PaymentState[]; actorId: string; note: string; reference?: string; now: Date;
    }): Promise<boolean> {
      const txRepo = createPaymentsRepo(tx);
      const attempt = await txRepo.lock(attemptId);
      if (!attempt || !input.from.includes(attempt.state)) return false;
      const eventId = await txRepo.appendEvent({
        attemptId, provider: attempt.provider, source: 'manual', dedupeKey: `${input.to === 'paid' ? 'attach' : 'refund'}:${attemptId}`, state: input.to,
        decision: 'applied', note: input.note, payload: input.reference ? { reference: input.reference } : null, actorId: input.actorId, createdAt: input.now,
      });
      if (eventId === null) return false;
      await txRepo.setState(attemptId, input.to, { code: input.to === 'paid' ? 'ATTACHED' : 'REFUNDED', message: input.note }, input.now);
      return true;
    },

    /** A person's note on an attempt's timeline (e.g. a flag closed), once per key; false for a repeat. */
    async noteByHandWithin(tx: Db, input: { attemptId: string | null; provider: string; key: string; note: string; actorId: string; now: Date }): Promise<boolean> {
      const eventId = await createPaymentsRepo(tx).appendEvent({
        attemptId: input.attemptId, provider: input.provider, source: 'manual', dedupeKey: input.key, decision: 'noted', note: input.note,
        actorId: input.actorId, createdAt: input.now,
      });
      return eventId !== null;
    },
  };
}
