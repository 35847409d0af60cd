import type { Db } from '../../db/client.ts';
import type { RefundNews } from './refund-news.ts';
import { createRefundsRepo, type RefundRow, type RefundState } from './refunds.repo.ts';

export const PAYOUT_JOB = 'refunds.payout';
export const RESULT_JOB = 'refunds.result';
export const CONFIRM_JOB = 'refunds.confirm';
export const SENT_MAIL_JOB = 'refunds.sent-mail';

/** Moves a refund to `state` with what the provider said, appends the event, and tells the customer once it is sent. */
export async function moveRefund(
  tx: Db, news: RefundNews, refund: RefundRow,
  change: { state: RefundState; source: string; dedupeKey: string; note?: string | null; payload?: unknown; actorId?: string | null; fields?: Partial<RefundRow>; now: Date },
): Promise<void> {
  const repo = createRefundsRepo(tx);
  const settled = change.state === 'succeeded' || change.state === 'failed';
  await repo.update(refund.id, { ...change.fields, state: change.state, ...(settled ? { settledAt: change.now } : {}) }, change.now);
  await repo.event({
    refundId: refund.id, source: change.source, dedupeKey: change.dedupeKey, state: change.state, note: change.note ?? null,
    payload: change.payload ?? null, actorId: change.actorId ?? null, createdAt: change.now,
  });
  if (change.state === 'succeeded') await news.sentWithin(tx, { ...refund, ...change.fields });
}
