import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { InitiatorClient } from '../payments/providers/mpesa/initiator-client.ts';
import { moveRefund, PAYOUT_JOB } from './refund-transition.ts';
import { createRefundsRepo, type RefundRow } from './refunds.repo.ts';

/** An open refund is asked about once it has waited this long without word from M-Pesa. */
export const STATUS_AFTER_MS = 60_000;
const BATCH = 50;

type Logger = { warn(object: unknown, message: string): void };

/**
 * Asking M-Pesa what became of a payout (reference §2): the transaction-status call by the payout's ConversationID,
 * whose answer comes to the result URL like the others (`status_ref` ties it to the refund). The sweep (on pg-boss,
 * once across instances, with the payments reconciliation) asks about every open refund that waited too long, and
 * sends again a payout whose first try got no answer at all, with the same idempotency key.
 */
export function createStatusChecks(deps: { db: Db; outbox: Outbox; initiator: InitiatorClient; log: Logger }) {
  const { db, outbox, initiator } = deps;

  async function askStatus(refund: RefundRow, now = new Date()): Promise<void> {
    if (!refund.providerRef) return;
    const accepted = await initiator.transactionStatus({ conversationId: refund.providerRef });
    await db.transaction(async (tx) => {
      const repo = createRefundsRepo(tx);
      await repo.update(refund.id, { statusRef: accepted.conversationId }, now);
      await repo.event({ refundId: refund.id, source: 'shop', dedupeKey: `status:${accepted.conversationId}`, state: refund.state, note: 'Asked M-Pesa for the transaction status', createdAt: now });
    });
  }

  async function sendAgain(refund: RefundRow, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const current = await createRefundsRepo(tx).lock(refund.id);
      if (!current || current.state !== 'unknown' || current.providerRef) return;
      await moveRefund(tx, outbox, current, { state: 'requested', source: 'shop', dedupeKey: `again:${current.id}:${current.tries}`, note: 'No answer to the payout: sending it again with the same key', now });
      await outbox.enqueueWithin(tx, PAYOUT_JOB, `${current.id}:${current.tries}`, { refundId: current.id });
    });
  }

  return {
    /** The `refunds.confirm` job: a success told only by the result callback is confirmed by transaction status. */
    async confirm(refundId: string): Promise<void> {
      const refund = await createRefundsRepo(db).find(refundId);
      if (refund?.state === 'confirming') await askStatus(refund);
    },
    async sweep(now = new Date()): Promise<{ asked: number; resent: number }> {
      const stale = await createRefundsRepo(db).stale(new Date(now.getTime() - STATUS_AFTER_MS), BATCH);
      let asked = 0;
      let resent = 0;
      for (const refund of stale) {
        if (refund.state === 'requested' || refund.method === 'hand-back') continue;
        try {
          if (refund.providerRef) {
            await askStatus(refund, now);
            asked += 1;
          } else if (refund.state === 'unknown') {
            await sendAgain(refund, now);
            resent += 1;
          }
        } catch (error) {
          deps.log.warn({ err: error, refundId: refund.id }, 'Refund status check failed; the next sweep tries again');
        }
      }
      return { asked, resent };
    },
  };
}
