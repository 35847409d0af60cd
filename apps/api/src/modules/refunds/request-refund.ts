import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { refundMethod } from './refund-method.ts';
import { PAYOUT_JOB } from './refund-transition.ts';
import { createRefundsRepo } from './refunds.repo.ts';

export type RefundSource = 'cancellation' | 'return' | 'early-cancel' | 'paid-twice' | 'unmatched';

export type RefundRequest = {
  orderId: string | null;
  source: RefundSource;
  /** The payment the money came in by (its whole amount, or part of it). */
  paymentAttemptId?: string;
  /** The item this refund is for, when not one payment (e.g. an unmatched receipt): one refund per key. */
  sourceKey?: string;
  provider: string;
  /** The receipt of the money that came in (M-Pesa's, or the provider's reference). */
  receipt?: string;
  phone?: string;
  /** When the money came in, and how much that payment was (a Reversal is only of a whole, recent receipt). */
  paidAt?: Date | null;
  paidCents?: number | null;
  amountCents: number;
  reason: string;
  requestedBy: string | null;
  cancellationRequestId?: string | null;
  now: Date;
};

/** Which item a refund settles: one refund per payment, else per source and receipt. */
export function sourceKeyOf(input: Pick<RefundRequest, 'source' | 'paymentAttemptId' | 'sourceKey' | 'receipt'>): string {
  if (input.sourceKey) return `${input.source}:${input.sourceKey}`;
  if (input.paymentAttemptId) return `attempt:${input.paymentAttemptId}`;
  if (input.receipt) return `${input.source}:${input.receipt}`;
  throw new Error('A refund needs the payment, the receipt or a source key it settles');
}

/**
 * Records a refund inside the caller's transaction and, when it is paid out by a provider, enqueues its payout job in
 * that same transaction (decision 0039): a rollback leaves neither, a crash after the commit loses neither. The same
 * source item asked twice (two owners approving at once, a retried request) is the one refund.
 */
export function createRefundRequests(outbox: Outbox) {
  return async function requestRefundWithin(tx: Db, input: RefundRequest): Promise<{ refundId: string; created: boolean }> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new Error('A refund is of a positive whole number of cents');
    const method = refundMethod({ ...input, paidCents: input.paidCents ?? null });
    const { row, created } = await createRefundsRepo(tx).insertOnce({
      orderId: input.orderId, cancellationRequestId: input.cancellationRequestId ?? null, source: input.source, sourceKey: sourceKeyOf(input),
      paymentAttemptId: input.paymentAttemptId ?? null, provider: input.provider, method, state: method === 'hand-back' ? 'manual' : 'requested',
      amountCents: input.amountCents, phone: input.phone ?? null, paidReceipt: input.receipt ?? null,
      // Daraja's OriginatorConversationID (and any provider's idempotency key): the same on every retry.
      idempotencyKey: crypto.randomUUID(), reason: input.reason, createdBy: input.requestedBy, createdAt: input.now, updatedAt: input.now,
    });
    if (!created) return { refundId: row.id, created };
    await createRefundsRepo(tx).event({
      refundId: row.id, source: 'shop', dedupeKey: `requested:${row.id}`, state: row.state, note: input.reason, actorId: input.requestedBy, createdAt: input.now,
    });
    if (method !== 'hand-back') await outbox.enqueueWithin(tx, PAYOUT_JOB, `${row.id}:0`, { refundId: row.id });
    return { refundId: row.id, created };
  };
}

export type RequestRefundWithin = ReturnType<typeof createRefundRequests>;
