import { createHash } from 'node:crypto';
import type { PaymentsRepo, AttemptRow } from './payments.repo.ts';
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

/**
 * Provider notifications for the payment core (DESIGN §5): found by the attempt's secret address or the provider's
 * verified reference, read (and verified) by the provider, and recorded through the core's one state machine
 * (`record`). Nothing is trusted before the provider's `parseCallback` accepts it; an unsigned "paid" waits for the
 * status API; a provider without one is credited only on a full match.
 */
export function createCallbackIntake(deps: {
  repo: PaymentsRepo;
  providers: ReadonlyMap<string, PaymentProvider>;
  providerOf: (id: string) => PaymentProvider;
  /** The core's `record` for a callback event (source 'callback'). */
  record: (attemptId: string, outcome: ProviderOutcome, dedupeKey: string, payload: unknown) => Promise<{ state: PaymentState; applied: boolean }>;
  log: Logger;
}) {
  const { repo, providers, providerOf, log } = deps;

  const inFlight = new Set<Promise<void>>();
  function inBackground(attemptId: string, work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => log.error({ err: error, attemptId }, 'Payment callback processing failed'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

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
      // Nothing of an unconfirmed callback (receipt, amount, phone) becomes the payment's: the status API confirms
      // after the provider is answered, and until then the callback lives in the event log only. Should this
      // process stop first, the reconciliation job's query settles it and takes the receipt from that event.
      inBackground(attempt.id, () => confirmPaid(attempt, parsed, body));
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

  return {
    /**
     * A provider's notification, reaching us at the URL carrying this attempt's secret. Anything not matching a
     * well-formed callback for that attempt is logged and acknowledged (so the provider stops), never applied.
     * Unsigned callbacks saying "paid" are confirmed with the provider's status API first (reference §6.9).
     */
    async callback(token: string, notification: ProviderNotification): Promise<CallbackAcknowledgement | undefined> {
      const attempt = /^[0-9a-f]{64}$/.test(token) ? await repo.findByTokenHash(sha256(token)) : undefined;
      await handleCallback(attempt, notification, () => 'No attempt has this callback address');
      return attempt ? providers.get(attempt.provider)?.acknowledgement : undefined;
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
      await handleCallback(attempt, notification, () => reason);
      return provider?.acknowledgement;
    },

    /** Waits for callback work still running (at shutdown, before the database closes). */
    drain: async () => {
      await Promise.all([...inFlight]);
    },

  };
}
