import type { PaymentEventSource } from '@mitumba/contracts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { decideTransition, type PaymentState } from './payment-state.ts';
import { createCallbackIntake, sha256 } from './payment-callbacks.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { flagAttemptWithin, recordOfflineWithin, type AttemptPurpose } from './offline-attempts.ts';
import { createPaymentsReview } from './payments-review.ts';
import { createPaymentsRepo, type AttemptRow } from './payments.repo.ts';
import { defaultReconcileLimits, defaultTimings, reconcileRun, type PaymentTimings, type ReconcileLimits } from './reconcile-run.ts';
import { said, say, type Said } from '../../i18n/say.ts';
import { ProviderRefusal, type AttemptRequest, type NextAction, type PaymentProvider, type ProviderOutcome } from './provider.ts';

/**
 * Runs inside the transaction that moves an attempt (e.g. the order's payment status, its stock hold, its cart);
 * work for after the commit (e-mail, waitlist) is a job it enqueues in that transaction (decision 0025).
 */
export type TransitionListener = (tx: Db, attempt: AttemptRow, to: PaymentState, now: Date) => Promise<void>;

export { defaultReconcileLimits, defaultTimings, type PaymentTimings, type ReconcileLimits } from './reconcile-run.ts';

export type { AttemptPurpose };

type StartInput = {
  orderId: string; orderRef: string; provider: string; amountCents: number; phone?: string | undefined; email?: string | undefined;
  purpose?: AttemptPurpose;
};

type Source = PaymentEventSource;
/** A provider's outcome, or one only the shop records (a refund). */
type Outcome = Omit<ProviderOutcome, 'state'> & { state: PaymentState };

/** What else an event carries: the body or answer it came with, the person who recorded it, and when. */
type EventExtras = { payload?: unknown; actorId?: string; now?: Date };

/** A card payment's return page asks its provider at most this often per attempt, however often it is loaded. */
const REFRESH_GAP_MS = 3_000;
/** A person asking the provider again waits this long after anyone (a person, a screen's poll, the job) last asked. */
const MANUAL_QUERY_GAP_MS = 3_000;

/** The code of an initiation that got no answer: the attempt stays pending until something settles it (decision 0027). */
const UNKNOWN_CODE = 'UNKNOWN';

/**
 * A started attempt and what the customer does next. `unanswered`: the provider gave no answer, the attempt waits
 * pending, and `nextAction` tells the customer the shop is checking (decision 0027).
 */
/** What the customer is told of a prompt the provider gave no answer to, written in their language where answered (the 202). */
export const providerUnreached = (provider: string) => said('prompt.unreached', { provider });

export type Started = { attempt: AttemptRow; nextAction: NextAction; unanswered: boolean };

/** The code the payment screens show for a payment that ran out of time (spec 2 §8), whatever the provider. */
const TIMED_OUT_CODE = 'DS_TIMEOUT';
type Logger = { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * The payment core (DESIGN §5): attempts, their append-only event log and the one state machine. Callbacks,
 * status polls, the initiation itself and the reconciliation job all go through `record`, so a repeated event is a
 * no-op, an impossible or late one is flagged for a person, and side effects are written (or enqueued) once, with it.
 */
export function createPaymentsService(deps: {
  db: Db;
  providers: ReadonlyMap<string, PaymentProvider>;
  publicUrl: string;
  outbox: Outbox;
  timings?: PaymentTimings;
  reconcileLimits?: ReconcileLimits;
  log?: Logger;
  /** Another way to ask about an attempt whose status query keeps saying nothing (reconcile-run.ts). */
  escalate?: (attempt: AttemptRow, now: Date) => Promise<void>;
}) {
  const { db, providers, publicUrl } = deps;
  const repo = createPaymentsRepo(db);
  const timings = deps.timings ?? defaultTimings;
  const limits = deps.reconcileLimits ?? defaultReconcileLimits;
  const listeners: TransitionListener[] = [];
  const log: Logger = deps.log ?? { warn: () => {}, error: (object, message) => console.error(message, object) };

  function providerOf(id: string): PaymentProvider {
    const provider = providers.get(id);
    if (!provider) throw new AppError('BUSINESS_RULE', 'This payment method is not available.');
    return provider;
  }

  /** Money must match to the cent and in shillings, and a mobile payment must come from the phone it was asked of. */
  function mismatch(attempt: AttemptRow, outcome: Outcome): string | null {
    if (outcome.state !== 'paid') return null;
    if (outcome.currency && outcome.currency.toUpperCase() !== 'KES') return `Paid in ${outcome.currency} where KES was asked: not applied.`;
    if (outcome.amountCents !== undefined && outcome.amountCents !== attempt.amountCents) {
      return `Paid ${outcome.amountCents / 100} KES where ${attempt.amountCents / 100} KES was asked: not applied.`;
    }
    if (outcome.phone && attempt.phone && outcome.phone !== attempt.phone) {
      return `Paid from ${outcome.phone} where ${attempt.phone} was asked: not applied.`;
    }
    return null;
  }

  /**
   * Records one event for an attempt and moves it if the machine allows; answers the attempt's state after, and
   * whether this event was the one that moved it.
   */
  async function record(
    attemptId: string, outcome: ProviderOutcome, source: Source, dedupeKey: string, extras: EventExtras = {},
  ): Promise<{ state: PaymentState; applied: boolean }> {
    return db.transaction((tx) => recordWithin(tx, attemptId, outcome, source, dedupeKey, extras));
  }

  /** `record` inside the caller's transaction. */
  async function recordWithin(
    tx: Db, attemptId: string, outcome: Outcome, source: Source, dedupeKey: string, extras: EventExtras,
  ): Promise<{ state: PaymentState; applied: boolean }> {
    const now = extras.now ?? new Date();
    const txRepo = createPaymentsRepo(tx);
    const attempt = await txRepo.lock(attemptId);
    if (!attempt) throw new Error(`No payment attempt ${attemptId}`);
    const base = {
      attemptId, provider: attempt.provider, source, dedupeKey, state: outcome.state, payload: (extras.payload ?? null) as object,
      actorId: extras.actorId ?? null, createdAt: now,
    };
    const unchanged = { state: attempt.state, applied: false };
    if (outcome.state === 'pending') {
      await txRepo.appendEvent({ ...base, decision: 'noted', note: outcome.message });
      return unchanged;
    }
    const wrong = mismatch(attempt, outcome);
    // Running out of time is the shop's own conclusion, not news from a provider: moot once the attempt has settled
    // (a callback or a late query answer got in first), never a flag.
    const moot = source === 'expiry' && attempt.state !== 'pending';
    const decision = wrong ? { kind: 'flag' as const, reason: wrong } : moot ? { kind: 'ignore' as const } : decideTransition(attempt.state, outcome.state);
    const eventId = await txRepo.appendEvent({ ...base, decision: decision.kind, note: decision.kind === 'flag' ? decision.reason : outcome.message });
    if (eventId === null || decision.kind === 'ignore') return unchanged;
    if (decision.kind === 'flag') {
      await txRepo.flag(attemptId, eventId, decision.reason);
      log.warn({ attemptId, from: attempt.state, to: outcome.state, reason: decision.reason }, 'Payment event flagged for review');
      return unchanged;
    }
    await txRepo.setState(attemptId, decision.to, { code: outcome.code, message: outcome.message, receipt: outcome.receipt ?? attempt.receipt ?? undefined }, now);
    for (const listener of listeners) await listener(tx, { ...attempt, receipt: outcome.receipt ?? attempt.receipt }, decision.to, now);
    return { state: decision.to, applied: true };
  }

  /** What a person decided about an attempt (confirmed, called off, refunded), recorded inside the caller's transaction. */
  async function byHandWithin(
    tx: Db, attemptId: string, input: { to: 'paid' | 'cancelled' | 'refunded'; actorId: string; note: string; reference?: string; now: Date },
  ): Promise<{ applied: boolean }> {
    const byHand = { paid: { code: 'CONFIRMED', key: 'confirm' }, cancelled: { code: 'CANCELLED', key: 'cancel' }, refunded: { code: 'REFUNDED', key: 'refund' } }[input.to];
    const outcome: Outcome = { state: input.to, code: byHand.code, message: input.note, ...(input.reference ? { receipt: input.reference } : {}) };
    const extras = { actorId: input.actorId, now: input.now, ...(input.reference ? { payload: { reference: input.reference } } : {}) };
    const { applied } = await recordWithin(tx, attemptId, outcome, 'manual', `${byHand.key}:${attemptId}`, extras);
    return { applied };
  }

  /** Asks the provider where an attempt stands and records the answer. */
  async function query(attempt: AttemptRow, now: Date, noted = false): Promise<PaymentState> {
    if (!attempt.providerRef) return attempt.state;
    const provider = providerOf(attempt.provider);
    if (!provider.capabilities.statusQuery) return attempt.state;
    if (!noted) await repo.noteQueried(attempt.id, now);
    let outcome: ProviderOutcome;
    try {
      outcome = await provider.queryStatus(attempt.providerRef);
    } catch (error) {
      log.warn({ err: error, attemptId: attempt.id }, 'Payment status query failed');
      return attempt.state;
    }
    // The query carries no receipt (Daraja §1.6): once it confirms the payment, the receipt is the one the newest
    // stored "paid" notification told us (kept in the inbox only until now).
    const receipt = outcome.state === 'paid' && !outcome.receipt ? await callbacks.storedReceipt(attempt) : undefined;
    const withReceipt = receipt ? { ...outcome, receipt } : outcome;
    // Recorded when the answer is known (settled_at and the event's time), not when the caller started asking.
    return (await record(attempt.id, withReceipt, 'query', `query:${attempt.id}:${outcome.state}:${outcome.code}`, { payload: { outcome } })).state;
  }

  function newAttempt(input: StartInput) {
    const token = randomBytes(32).toString('hex');
    const values = {
      orderId: input.orderId, provider: input.provider, amountCents: input.amountCents, phone: input.phone || null,
      purpose: input.purpose ?? 'full', callbackTokenHash: sha256(token),
    };
    return { values, token };
  }

  /**
   * Asks the provider for a written attempt. Only its refusal fails the attempt through the machine (the hold goes
   * back once). No answer (a time-out, an outage page, a 5xx) is not a refusal: for a provider that prompts the
   * customer itself the attempt stays pending, its stock held, until its callback, a status query or expiry settles
   * it, and the customer is told the shop is checking (docs/decisions/0027).
   */
  async function initiate(provider: PaymentProvider, attempt: AttemptRow, token: string, input: StartInput): Promise<Started> {
    const request: AttemptRequest = {
      attemptId: attempt.id, orderRef: input.orderRef, amountCents: input.amountCents, phone: input.phone ?? '',
      callbackUrl: `${publicUrl}/api/payments/callbacks/${token}`, ...(input.email ? { email: input.email } : {}),
    };
    try {
      const initiated = await provider.initiate(request);
      await repo.setProviderRef(attempt.id, initiated.providerRef);
      await record(attempt.id, initiated.outcome, 'initiate', `initiate:${attempt.id}`, { payload: { providerRef: initiated.providerRef } });
      return { attempt: { ...attempt, providerRef: initiated.providerRef }, nextAction: initiated.nextAction, unanswered: false };
    } catch (error) {
      if (error instanceof ProviderRefusal) {
        await record(attempt.id, { state: 'failed', code: error.code, message: error.message }, 'initiate', `initiate:${attempt.id}`, { payload: { error: String(error) } });
        throw new AppError('BUSINESS_RULE', error.message, undefined, error.said);
      }
      // What the provider sent (an HTML page, a stack) goes to the log and the event, never to the customer.
      log.error({ err: error, attemptId: attempt.id, provider: provider.id }, 'Payment provider gave no answer to the initiation');
      if (!provider.capabilities.promptsCustomer) {
        const outcome: ProviderOutcome = { state: 'failed', code: 'UNREACHABLE', message: 'Payment initiation failed' };
        await record(attempt.id, outcome, 'initiate', `initiate:${attempt.id}`, { payload: { error: String(error).slice(0, 1000) } });
        throw new AppError('UNAVAILABLE', 'Payment initiation failed');
      }
      return unanswered(provider, attempt, request, error);
    }
  }

  /** An initiation without an answer: pending and unknown, found later by its callback address or our own reference. */
  async function unanswered(provider: PaymentProvider, attempt: AttemptRow, request: AttemptRequest, error: unknown): Promise<Started> {
    const reference = provider.referenceOf?.(request);
    if (reference) await repo.setProviderRef(attempt.id, reference);
    const outcome: ProviderOutcome = { state: 'pending', code: UNKNOWN_CODE, message: 'No answer from the provider: waiting for its callback, a status query or expiry' };
    await record(attempt.id, outcome, 'initiate', `initiate:${attempt.id}`, {
      payload: { code: UNKNOWN_CODE, error: String(error).slice(0, 1000), ...(reference ? { providerRef: reference } : {}) },
    });
    // The record's English: the placement answers the shopper in their language (promptAnswer, from `providerUnreached`).
    const customerMessage = say('en', 'prompt.unreached', { provider: provider.id });
    return { attempt: { ...attempt, providerRef: reference ?? null }, nextAction: { kind: 'wait-for-phone', customerMessage }, unanswered: true };
  }

  const callbacks = createCallbackIntake({ db, outbox: deps.outbox, repo, providers, providerOf, log, record: (attemptId, outcome, dedupeKey, payload) => record(attemptId, outcome, 'callback', dedupeKey, { payload }) });

  return {
    /** Registered by the orders module: what a settled attempt means for its order. */
    onTransition(listener: TransitionListener): void {
      listeners.push(listener);
    },

    has: (providerId: string) => providers.has(providerId),

    /** Provider notifications (payment-callbacks.ts): at an attempt's secret address, at a provider's own, and the drain at shutdown. */
    ...callbacks,

    /**
     * Starts collecting `amountCents` for an order. The provider's request id is stored before answering; a refusal
     * (busy phone, bad number) fails the attempt through the machine, so the order's hold is released once; no answer
     * leaves it pending (`unanswered`, decision 0027).
     */
    async start(input: StartInput): Promise<Started> {
      const provider = providerOf(input.provider);
      const { values, token } = newAttempt(input);
      return initiate(provider, await repo.insertAttempt(values), token, input);
    },

    /**
     * `start` in two steps: the attempt is written inside the caller's transaction (which decided, under its lock,
     * that this money may be asked for: e.g. a balance payment), and `send` asks the provider once that has committed.
     */
    async reserveWithin(tx: Db, input: StartInput): Promise<{ attempt: AttemptRow; send: () => Promise<Started> }> {
      const provider = providerOf(input.provider);
      const { values, token } = newAttempt(input);
      const attempt = await createPaymentsRepo(tx).insertAttempt(values);
      return { attempt, send: () => initiate(provider, attempt, token, input) };
    },

    /**
     * Asks the provider now where a pending attempt stands (a card payment's return page: the customer is back from
     * the provider's page, so there is no reason to wait), and answers our record after.
     */
    async refresh(attemptId: string, now = new Date()): Promise<AttemptRow | undefined> {
      // One question per attempt every few seconds, whoever asks (one statement decides): a page reloaded in a loop
      // cannot spend the shop's provider quota (issue 25). The claim takes only a pending attempt, so nothing read
      // before it can go stale: a callback that settles the attempt a moment earlier is in the answer.
      const claimed = await repo.claimQuery(attemptId, now, REFRESH_GAP_MS);
      if (claimed) await query(claimed, now, true);
      return repo.findById(attemptId);
    },

    /**
     * For a repeated submit: the "we are checking" words when this attempt is still pending after an initiation that
     * got no answer (its `initiate` event says UNKNOWN), else undefined.
     */
    async checkingMessage(attempt: AttemptRow): Promise<Said | undefined> {
      if (attempt.state !== 'pending') return undefined;
      const initiation = (await repo.eventsOf(attempt.id)).find((event) => event.source === 'initiate');
      const code = (initiation?.payload as { code?: unknown } | null | undefined)?.code;
      return code === UNKNOWN_CODE ? providerUnreached(attempt.provider) : undefined;
    },

    /** The attempt a provider knows by this reference (a card provider's return carries it). */
    findByProviderRef: (provider: string, providerRef: string) => repo.findByProviderRef(provider, providerRef),

    /** An answer about an attempt that came another way than its own status call (M-Pesa's transaction status). */
    recordStatusAnswer: (attemptId: string, outcome: ProviderOutcome, dedupeKey: string, payload: unknown) =>
      record(attemptId, outcome, 'query', dedupeKey, { payload }),

    /** For a screen's poll: our record, refreshed from the provider when the attempt has waited a while. */
    async status(attemptId: string, now = new Date()): Promise<AttemptRow | undefined> {
      const attempt = await repo.findById(attemptId);
      if (!attempt || attempt.state !== 'pending') return attempt;
      const waited = now.getTime() - attempt.createdAt.getTime();
      if (waited < timings.queryAfterMs || !(await repo.claimQuery(attemptId, now, timings.queryEveryMs))) return attempt;
      await query(attempt, now, true);
      return repo.findById(attemptId);
    },

    /**
     * The safety net (reconcile-run.ts): stale attempts asked about a few at a time within a budget, those past the
     * expiry delay expired (stock back) even when their query hung. A payment that arrives later is flagged for a person.
     */
    reconcile: (now = new Date(), batch = 100) => reconcileRun({
      pendingSince: repo.pendingSince, providerIds: [...providers.keys()], timings, limits, log, query, escalate: deps.escalate,
      expire: async (attemptId) => (await record(attemptId, { state: 'expired', code: TIMED_OUT_CODE, message: 'Payment timed out' }, 'expiry', `expiry:${attemptId}`)).applied,
    }, now, batch),

    /**
     * An outcome recorded inside the caller's transaction, through the one machine: money that matched an order by
     * itself (a paybill payment, c2b/) is written as an attempt and moved to paid here, under its order's lock.
     */
    recordWithin: (tx: Db, attemptId: string, outcome: Outcome, source: Source, dedupeKey: string, extras: EventExtras = {}) =>
      recordWithin(tx, attemptId, outcome, source, dedupeKey, extras),

    /** Cash, cash on delivery or a paybill transfer, recorded inside the order's transaction (offline-attempts.ts). */
    recordOffline: recordOfflineWithin,

    /**
     * Money a person took in (cash on delivery, a paybill transfer): the attempt becomes paid through the state
     * machine, with who confirmed it in the event. One confirmation per attempt: true only for the call that applied it.
     */
    async confirmByHand(attemptId: string, input: { actorId: string; note: string; now?: Date }): Promise<boolean> {
      const outcome: ProviderOutcome = { state: 'paid', code: 'CONFIRMED', message: input.note };
      const { applied } = await record(attemptId, outcome, 'manual', `confirm:${attemptId}`, { actorId: input.actorId, now: input.now ?? new Date() });
      return applied;
    },

    /**
     * `confirmByHand` inside the caller's transaction (the back office writes its audit row in it), or, with
     * `cancel`, a person calling off an unpaid attempt (the order gives its stock, coupon and offers back once).
     * `applied` only for the call that moved it.
     */
    async settleByHandWithin(tx: Db, attemptId: string, input: { to: 'paid' | 'cancelled'; actorId: string; note: string; reference?: string; now: Date }) {
      return byHandWithin(tx, attemptId, input);
    },

    /**
     * Money the shop gives back for a paid attempt (an approved cancellation), inside the caller's transaction so the
     * order, its refund record and the attempt agree. `applied` only for the call that moved it.
     */
    async refundWithin(tx: Db, attemptId: string, input: { actorId: string; note: string; now: Date }) {
      return byHandWithin(tx, attemptId, { ...input, to: 'refunded' });
    },

    /** An offline attempt nobody confirmed in time: expired through the machine (the order gives its stock back). */
    async expireUnconfirmed(attemptId: string, now: Date): Promise<boolean> {
      const outcome: ProviderOutcome = { state: 'expired', code: 'OFFLINE_EXPIRED', message: 'Not paid in time: the order was cancelled and its items returned to stock' };
      return (await record(attemptId, outcome, 'expiry', `expiry:${attemptId}`, { now })).applied;
    },

    latestFor: (orderIds: string[]) => repo.latestFor(orderIds),
    /** Every attempt of these orders, oldest first (an order paid in parts, e.g. a hybrid's mobile and cash). */
    allFor: (orderIds: string[]) => repo.allFor(orderIds),
    /** What an order's paid attempts come to (cents), read inside the caller's transaction. */
    paidCentsWithin: (tx: Db, orderId: string) => createPaymentsRepo(tx).paidCents(orderId),
    /** Every attempt of an order, inside the caller's transaction. */
    attemptsWithin: (tx: Db, orderId: string) => createPaymentsRepo(tx).allFor([orderId]),

    /** Raises money already taken for a person to hand back, once per key (offline-attempts.ts). */
    flagWithin: flagAttemptWithin,
    /** An order's attempts and their events, oldest first (the order page's timeline). */
    historyOf: (orderId: string) => repo.historyOf(orderId),
    findAttempt: (attemptId: string) => repo.findById(attemptId),
    /** For tests and the back office: what happened to an attempt, and what needs a person. */
    eventsOf: (attemptId: string) => repo.eventsOf(attemptId),
    openFlags: () => repo.openFlags(),

    // What the back office's review list reads and decides with (payments-review.ts).
    ...createPaymentsReview({ db, providers, queryAfterMs: timings.queryAfterMs }),

    /**
     * A person asks the provider again about a pending attempt (back office): the answer is recorded through the
     * machine with who asked, and `within` (the audit row) runs in the same transaction. Of two presses at once one
     * asks, the other is refused (409).
     */
    async queryByHand(
      attemptId: string, input: { actorId: string; now: Date },
      within: (tx: Db, result: { attempt: AttemptRow; answered: PaymentState; state: PaymentState }) => Promise<void>,
    ): Promise<{ state: PaymentState; attempt: AttemptRow }> {
      const found = await repo.findById(attemptId);
      if (!found) throw notFound('No such payment');
      if (found.state !== 'pending') throw new AppError('CONFLICT', `This payment is already ${found.state}.`);
      const provider = providerOf(found.provider);
      if (!found.providerRef || !provider.capabilities.statusQuery) throw new AppError('BUSINESS_RULE', 'This payment method cannot be asked again.');
      const claimed = await repo.claimQuery(attemptId, input.now, MANUAL_QUERY_GAP_MS);
      if (!claimed) throw new AppError('CONFLICT', 'This payment was asked about a moment ago: reload to see the answer.');
      let outcome: ProviderOutcome;
      try {
        outcome = await provider.queryStatus(found.providerRef);
      } catch (error) {
        log.warn({ err: error, attemptId }, 'Payment status query by hand failed');
        throw new AppError('UNAVAILABLE', 'The payment provider did not answer: please try again in a minute.');
      }
      const receipt = outcome.state === 'paid' && !outcome.receipt ? await callbacks.storedReceipt(found) : undefined;
      const withReceipt = receipt ? { ...outcome, receipt } : outcome;
      const state = await db.transaction(async (tx) => {
        const recorded = await recordWithin(tx, attemptId, withReceipt, 'query', `query-by-hand:${attemptId}:${input.now.getTime()}`, {
          actorId: input.actorId, now: input.now, payload: { outcome },
        });
        await within(tx, { attempt: found, answered: outcome.state, state: recorded.state });
        return recorded.state;
      });
      return { state, attempt: found };
    },

  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export type { AttemptRow };
