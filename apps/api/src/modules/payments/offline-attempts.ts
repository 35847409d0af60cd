import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { sha256 } from './payment-callbacks.ts';
import { createPaymentsRepo } from './payments.repo.ts';

/** What a payment is for (payment_attempts.purpose): the order, a deposit placed with it, or towards its balance. */
export type AttemptPurpose = 'full' | 'deposit' | 'balance';

/**
 * Money taken or promised face to face (cash with the cashier's code, cash on delivery, a paybill transfer to
 * confirm): recorded as an attempt inside the order's own transaction, so the order and its payment agree.
 */
export async function recordOfflineWithin(tx: Db, input: {
  orderId: string; provider: string; amountCents: number; state: 'paid' | 'pending'; reference: string; note: string; now: Date; payload?: object;
  purpose?: AttemptPurpose;
}) {
  const txRepo = createPaymentsRepo(tx);
  const attempt = await txRepo.insertAttempt({
    orderId: input.orderId, provider: input.provider, amountCents: input.amountCents, providerRef: input.reference, state: input.state,
    purpose: input.purpose ?? 'full',
    callbackTokenHash: sha256(randomBytes(32).toString('hex')), createdAt: input.now, updatedAt: input.now,
    ...(input.state === 'paid' ? { settledAt: input.now } : {}),
  });
  await txRepo.appendEvent({
    attemptId: attempt.id, provider: input.provider, source: 'initiate', dedupeKey: `offline:${attempt.id}`, state: input.state,
    decision: 'applied', note: input.note, payload: input.payload ?? null, createdAt: input.now,
  });
  return attempt;
}

/**
 * Raises money already taken for a person, inside the caller's transaction (e.g. the cash part of a hybrid whose
 * mobile part failed: it must be handed back). Once per key: an event on the attempt's timeline and a flag.
 */
export async function flagAttemptWithin(tx: Db, attemptId: string, input: { key: string; reason: string; now: Date }): Promise<void> {
  const txRepo = createPaymentsRepo(tx);
  const attempt = await txRepo.findById(attemptId);
  if (!attempt) return;
  const eventId = await txRepo.appendEvent({
    attemptId, provider: attempt.provider, source: 'manual', dedupeKey: input.key, state: attempt.state, decision: 'flag', note: input.reason, createdAt: input.now,
  });
  if (eventId) await txRepo.flag(attemptId, eventId, input.reason);
}
