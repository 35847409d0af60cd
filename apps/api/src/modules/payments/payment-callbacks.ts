import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { unauthenticated } from '../../lib/errors.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { createPaymentsRepo, type PaymentsRepo, type AttemptRow, type StoredCallback } from './payments.repo.ts';
import type { PaymentState } from './payment-state.ts';
import type { CallbackAcknowledgement, CallbackResult, PaymentProvider, ProviderNotification, ProviderOutcome } from './provider.ts';

type Logger = { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };

/** Hex SHA-256: how callback secrets and logged bodies are kept. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The body as JSON text, or null when it cannot be written back (nested deeper than the stack allows). */
function serialise(body: unknown): string | null {
  try {
    return JSON.stringify(body ?? null);
  } catch {
    return null;
  }
}

/** The job that reads a stored notification and records what it says. */
const CALLBACK_JOB = 'payments.callback';
/** Headers never kept with a stored notification: they say who called, not what the provider said. */
const UNKEPT_HEADERS = new Set(['authorization', 'cookie', 'forwarded', 'x-forwarded-for', 'x-real-ip']);

function keptHeaders(headers: ProviderNotification['headers']): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (UNKEPT_HEADERS.has(name.toLowerCase()) || value === undefined) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

/** A stored notification as the provider's check reads it: the exact bytes, their JSON and the kept headers. */
export function notificationOf(stored: Pick<StoredCallback, 'body' | 'headers'>): ProviderNotification {
  let body: unknown;
  try {
    body = JSON.parse(stored.body);
  } catch {
    body = null;
  }
  return { body, rawBody: Buffer.from(stored.body, 'utf8'), headers: stored.headers };
}

/**
 * Provider notifications for the payment core (DESIGN §5), through the callback inbox (decision 0025): a
 * notification that reaches an attempt (its secret address, or the provider's address with a verified reference) is
 * stored as it came and a job is enqueued, in one transaction, before the provider is answered; the job reads it (the
 * provider verifies it) and records it through the core's one state machine (`record`). Nothing is trusted before the
 * provider's `parseCallback` accepts it; an unsigned "paid" waits for the status API; a provider without one is
 * credited only on a full match.
 */
export function createCallbackIntake(deps: {
  db: Db;
  outbox: Outbox;
  repo: PaymentsRepo;
  providers: ReadonlyMap<string, PaymentProvider>;
  providerOf: (id: string) => PaymentProvider;
  /** The core's `record` for a callback event (source 'callback'). */
  record: (attemptId: string, outcome: ProviderOutcome, dedupeKey: string, payload: unknown) => Promise<{ state: PaymentState; applied: boolean }>;
  log: Logger;
}) {
  const { repo, providers, providerOf, outbox, log } = deps;

  /** An unsigned "paid" callback counts once the provider's status API agrees (reference §6.9 rule 4). */
  async function confirmPaid(attempt: AttemptRow, parsed: Extract<CallbackResult, { accepted: true }>, body: unknown): Promise<void> {
    const confirmation = await providerOf(attempt.provider).queryStatus(parsed.providerRef).catch(() => null);
    if (confirmation?.state === 'paid') {
      // The status API's own amount and phone, where it gives them, count over the callback's.
      const confirmed: ProviderOutcome = {
        ...parsed.outcome,
        ...(confirmation.amountCents !== undefined ? { amountCents: confirmation.amountCents } : {}),
        ...(confirmation.phone ? { phone: confirmation.phone } : {}),
        ...(confirmation.currency ? { currency: confirmation.currency } : {}),
        receipt: parsed.outcome.receipt ?? confirmation.receipt,
      };
      await deps.record(attempt.id, confirmed, parsed.dedupeKey, body);
      return;
    }
    const contradicted = confirmation !== null && confirmation.state !== 'pending';
    // Its own key (the body's hash): a forged "paid" must not take the dedupe key the real callback will carry.
    const eventId = await repo.appendEvent({
      attemptId: attempt.id, provider: attempt.provider, source: 'callback', dedupeKey: `unconfirmed:${parsed.dedupeKey}:${sha256(JSON.stringify(body ?? null))}`, state: 'paid',
      decision: contradicted ? 'flag' : 'unconfirmed', payload: body as object,
      note: contradicted ? `The status API says ${confirmation.state}` : 'Not confirmed by the status API yet: it is asked again',
    });
    if (eventId && contradicted) await repo.flag(attempt.id, eventId, `A paid callback the status API contradicts (${confirmation.state}).`);
  }

  /** The attempt with the reference its callback names; unchanged when another attempt has it (logged: a person looks). */
  async function adopt(attempt: AttemptRow, providerRef: string): Promise<AttemptRow> {
    try {
      return (await repo.adoptProviderRef(attempt.id, providerRef)) ?? attempt;
    } catch (error) {
      log.warn({ err: error, attemptId: attempt.id }, 'A callback named a provider reference another attempt has');
      return attempt;
    }
  }

  /**
   * Anything not matching a well-formed callback for `attempt` is logged and acknowledged (so the provider stops), never
   * applied. Unsigned callbacks saying "paid" are confirmed with the provider's status API first (reference §6.9); a
   * provider without one (KCB) is credited only when reference, amount and phone all match, anything else is flagged.
   */
  async function handleCallback(found: AttemptRow | undefined, notification: ProviderNotification, unknownReason: () => string): Promise<void> {
    const { body } = notification;
    const serialised = serialise(body);
    const bodyKey = sha256(serialised ?? 'unserialisable');
    // What identifies a body without keeping it: its hash and size.
    const summary = { sha256: bodyKey, bytes: serialised === null ? null : Buffer.byteLength(serialised) };
    if (!found) {
      // Anyone can post here: never keep the body itself.
      await repo.appendEvent({
        attemptId: null, provider: 'unknown', source: 'callback', dedupeKey: `unknown:${bodyKey}`, decision: 'rejected', note: unknownReason(), payload: summary,
      });
      return;
    }
    let attempt = found;
    if (serialised === null) {
      await repo.appendEvent({
        attemptId: attempt.id, provider: attempt.provider, source: 'callback', dedupeKey: `rejected:${bodyKey}`, decision: 'rejected',
        note: 'A body nested too deeply to read', payload: summary,
      });
      return;
    }
    const provider = providerOf(attempt.provider);
    const parsed = provider.parseCallback(notification);
    const checkable = provider.capabilities.statusQuery;
    // An initiation that got no answer left the attempt without the provider's reference (decision 0027): the
    // callback reaching its secret address names it, and the status call is asked by it from now on.
    if (parsed.accepted && !attempt.providerRef && attempt.state === 'pending') attempt = await adopt(attempt, parsed.providerRef);
    if (!parsed.accepted || (attempt.providerRef && parsed.providerRef !== attempt.providerRef)) {
      const note = parsed.accepted ? `Callback for ${parsed.providerRef} on the address of ${attempt.providerRef}` : parsed.reason;
      const eventId = await repo.appendEvent({
        attemptId: attempt.id, provider: attempt.provider, source: 'callback', dedupeKey: `rejected:${bodyKey}`, decision: checkable ? 'rejected' : 'flag', note, payload: body as object,
      });
      // With no status call to ask, a person must look at what came to this attempt's secret address.
      if (eventId && !checkable) await repo.flag(attempt.id, eventId, `A callback that does not match its payment request: ${note}`);
      return;
    }
    if (parsed.outcome.state === 'paid' && checkable) {
      // Nothing of an unconfirmed callback (receipt, amount, phone) becomes the payment's until the status API
      // confirms it; should it not yet, the reconciliation job's query settles it and takes the receipt from the inbox.
      await confirmPaid(attempt, parsed, body);
      return;
    }
    if (parsed.outcome.state === 'paid' && (parsed.outcome.amountCents === undefined || !parsed.outcome.phone)) {
      const eventId = await repo.appendEvent({
        attemptId: attempt.id, provider: attempt.provider, source: 'callback', dedupeKey: `incomplete:${bodyKey}`, state: 'paid', decision: 'flag',
        note: 'A paid callback without the amount or phone to check it against', payload: body as object,
      });
      if (eventId) await repo.flag(attempt.id, eventId, 'A paid callback without the amount or phone to check: not applied.');
      return;
    }
    await deps.record(attempt.id, parsed.outcome, parsed.dedupeKey, body);
  }

  /** Stores a notification for its attempt and enqueues its processing, in one transaction (the same body twice is one). */
  async function store(attempt: AttemptRow, route: 'token' | 'provider', notification: ProviderNotification): Promise<void> {
    const body = notification.rawBody.toString('utf8');
    await deps.db.transaction(async (tx) => {
      const id = await createPaymentsRepo(tx).storeCallback({
        attemptId: attempt.id, provider: attempt.provider, route, body, bodySha256: sha256(body), headers: keptHeaders(notification.headers),
      });
      if (id) await outbox.enqueueWithin(tx, CALLBACK_JOB, id, { callbackId: id });
    });
  }

  outbox.handle(CALLBACK_JOB, async (payload) => {
    const stored = await repo.findCallback(String(payload.callbackId));
    if (!stored || stored.processedAt) return;
    await handleCallback(await repo.findById(stored.attemptId), notificationOf(stored), () => 'The payment request is gone');
    await repo.markCallbackProcessed(stored.id);
  });

  return {
    /**
     * A provider's notification, reaching us at the URL carrying this attempt's secret: stored, then acknowledged.
     * Anything not matching a well-formed callback for that attempt is logged (so the provider stops), never applied.
     * Unsigned callbacks saying "paid" are confirmed with the provider's status API first (reference §6.9).
     */
    async callback(token: string, notification: ProviderNotification): Promise<CallbackAcknowledgement | undefined> {
      const attempt = /^[0-9a-f]{64}$/.test(token) ? await repo.findByTokenHash(sha256(token)) : undefined;
      if (!attempt) {
        await handleCallback(undefined, notification, () => 'No attempt has this callback address');
        return undefined;
      }
      await store(attempt, 'token', notification);
      return providers.get(attempt.provider)?.acknowledgement;
    },

    /**
     * A notification to a provider's one webhook address (TinyPesa posts every result to the URL set for its API key,
     * docs/decisions/0018; the card providers sign theirs): the attempt is the one the verified body names, and a
     * "paid" is confirmed with the status API. Unknown providers, bad signatures and bodies are logged without content.
     */
    async providerCallback(providerId: string, notification: ProviderNotification): Promise<CallbackAcknowledgement | undefined> {
      const provider = providers.get(providerId);
      const parsed = provider?.parseCallback(notification);
      const attempt = provider && parsed?.accepted ? await repo.findByProviderRef(provider.id, parsed.providerRef) : undefined;
      const reason = !provider ? 'No such provider' : parsed?.accepted ? 'No attempt has this provider reference' : (parsed?.reason ?? 'Not accepted');
      if (attempt) await store(attempt, 'provider', notification);
      else await handleCallback(undefined, notification, () => reason);
      // A bad or missing signature is refused (the provider's dashboard then shows the failures of a wrong secret);
      // a well-signed message the shop does not act on is acknowledged, so the provider stops sending it.
      if (parsed && !parsed.accepted && parsed.unauthenticated) throw unauthenticated('Invalid webhook signature');
      return provider?.acknowledgement;
    },

    /** Processes every stored notification now (tests wait on it; the worker does it by itself). */
    drain: () => outbox.drain(),

    /**
     * The receipt a stored "paid" notification of this attempt gives, newest first, checked again by its provider (a
     * status query says paid without one, Daraja §1.6).
     */
    async storedReceipt(attempt: AttemptRow): Promise<string | undefined> {
      const provider = providerOf(attempt.provider);
      for (const stored of await repo.callbacksOf(attempt.id)) {
        const parsed = provider.parseCallback(notificationOf(stored));
        if (!parsed.accepted || parsed.providerRef !== attempt.providerRef || parsed.outcome.state !== 'paid') continue;
        // A body that names another amount or phone is not this payment's (a forgery that guessed the address).
        const { amountCents, phone, receipt } = parsed.outcome;
        if ((amountCents !== undefined && amountCents !== attempt.amountCents) || (phone && attempt.phone && phone !== attempt.phone)) continue;
        if (receipt) return receipt;
      }
      return undefined;
    },

  };
}
