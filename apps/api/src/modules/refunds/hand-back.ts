import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RefundNews } from './refund-news.ts';
import { moveRefund } from './refund-transition.ts';
import { createRefundsRepo, type RefundRow } from './refunds.repo.ts';

/**
 * A person records that the money went back by hand (cash, the Sidian paybill, an aggregator's or card provider's
 * dashboard, or a payout that failed and was sent another way): who, when and a note, under the refund's row lock, once.
 */
export function createHandBack(deps: { db: Db; news: RefundNews }) {
  return async function handBack(refundId: string, input: { by: string; note: string; now?: Date }): Promise<RefundRow> {
    if (!isUuid(refundId)) throw notFound('No such refund');
    const now = input.now ?? new Date();
    const note = input.note.trim();
    if (note === '') throw new AppError('VALIDATION', 'Say how the money went back (e.g. "Cash handed to the customer at the counter").');
    return deps.db.transaction(async (tx) => {
      const repo = createRefundsRepo(tx);
      const refund = await repo.lock(refundId);
      if (!refund) throw notFound('No such refund');
      if (refund.state === 'succeeded') throw new AppError('CONFLICT', 'This refund was already given back.');
      if (refund.state !== 'manual' && refund.state !== 'failed') throw new AppError('CONFLICT', 'This refund is still being paid out by the provider.');
      await moveRefund(tx, deps.news, refund, {
        state: 'succeeded', source: 'person', dedupeKey: `hand-back:${refund.id}`, note, actorId: input.by, now,
        fields: { method: 'hand-back', handedBackBy: input.by, handedBackAt: now, handBackNote: note },
      });
      return (await repo.find(refund.id)) as RefundRow;
    });
  };
}
