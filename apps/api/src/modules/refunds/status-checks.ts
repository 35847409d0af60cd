import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { InitiatorClient } from '../payments/providers/mpesa/initiator-client.ts';
import type { CardRefunder } from './card-refunds.ts';
import type { RefundNews } from './refund-news.ts';
import { moveRefund, PAYOUT_JOB } from './refund-transition.ts';
import { createRefundsRepo, type RefundRow } from './refunds.repo.ts';

/** An open refund is asked about once it has waited this long without word from its provider. */
export const STATUS_AFTER_MS = 60_000;
const BATCH = 50;
/** Payouts whose retry carries the first try's idempotency key (B2C's OriginatorConversationID, Stripe's Idempotency-Key). */
const resendable = (refund: RefundRow) => refund.method === 'b2c' || (refund.method === 'card' && refund.provider === 'stripe');

type Logger = { warn(object: unknown, message: string): void };

/**
 * Asking what became of a payout: M-Pesa's transaction-status call by the payout's ConversationID (its answer comes
 * to the result URL like the others; `status_ref` ties it to the refund), a card provider's refund read back. The
 * sweep (on pg-boss, once across instances, with the payments reconciliation) asks about every open refund that waited
 * too long; a payout whose try got no answer at all is sent again when its key makes that safe, and otherwise handed
 * to a person (a second Reversal or Paystack/Razorpay refund could not tell a repeat from a new one).
 */
export function createStatusChecks(deps: { db: Db; outbox: Outbox; news: RefundNews; initiator: InitiatorClient; cards: CardRefunder; log: Logger }) {
  const { db, outbox, news, initiator, cards } = deps;

  async function askMpesa(refund: RefundRow, now: Date): Promise<void> {
    const accepted = await initiator.transactionStatus({ conversationId: refund.providerRef ?? '' });
    await db.transaction(async (tx) => {
      const repo = createRefundsRepo(tx);
      await repo.update(refund.id, { statusRef: accepted.conversationId }, now);
      await repo.event({ refundId: refund.id, source: 'shop', dedupeKey: `status:${accepted.conversationId}`, state: refund.state, note: 'Asked M-Pesa for the transaction status', createdAt: now });
    });
  }

  async function readCard(refund: RefundRow, now: Date): Promise<void> {
    const answer = await cards.status(refund.provider, refund.providerRef ?? '');
    await db.transaction(async (tx) => {
      const repo = createRefundsRepo(tx);
      const current = await repo.lock(refund.id);
      if (!current || (current.state !== 'sent' && current.state !== 'unknown')) return;
      if (answer.state === 'sent') return repo.update(refund.id, {}, now);
      await moveRefund(tx, news, current, {
        state: answer.state, source: refund.provider, dedupeKey: `read:${refund.id}:${answer.state}`, note: answer.message, now,
        fields: answer.state === 'succeeded' ? { payoutReceipt: refund.providerRef } : { resultMessage: answer.message },
      });
    });
  }

  async function unanswered(refund: RefundRow, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const current = await createRefundsRepo(tx).lock(refund.id);
      if (!current || current.state !== 'unknown' || current.providerRef) return;
      if (!resendable(current)) {
        await moveRefund(tx, news, current, { state: 'manual', source: 'shop', dedupeKey: `unanswered:${current.id}`, note: 'No answer from the provider: check its statement before giving it back', now });
        return;
      }
      await moveRefund(tx, news, current, { state: 'requested', source: 'shop', dedupeKey: `again:${current.id}:${current.tries}`, note: 'No answer to the payout: sending it again with the same key', now });
      await outbox.enqueueWithin(tx, PAYOUT_JOB, `${current.id}:${current.tries}`, { refundId: current.id });
    });
  }

  return {
    /** The `refunds.confirm` job: a success told only by M-Pesa's result callback is confirmed by transaction status. */
    async confirm(refundId: string): Promise<void> {
      const refund = await createRefundsRepo(db).find(refundId);
      if (refund?.state === 'confirming') await askMpesa(refund, new Date());
    },
    async sweep(now = new Date()): Promise<{ asked: number; resent: number }> {
      const stale = await createRefundsRepo(db).stale(new Date(now.getTime() - STATUS_AFTER_MS), BATCH);
      let asked = 0;
      let resent = 0;
      for (const refund of stale) {
        if (refund.state === 'requested' || refund.method === 'hand-back') continue;
        try {
          if (!refund.providerRef) {
            if (refund.state === 'unknown') await unanswered(refund, now);
            resent += 1;
            continue;
          }
          await (refund.method === 'card' ? readCard(refund, now) : askMpesa(refund, now));
          asked += 1;
        } catch (error) {
          deps.log.warn({ err: error, refundId: refund.id }, 'Refund status check failed; the next sweep tries again');
        }
      }
      return { asked, resent };
    },
  };
}
