import { normalisePhone } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { ProviderRefusal } from '../payments/provider.ts';
import type { InitiatorAccepted, InitiatorClient } from '../payments/providers/mpesa/initiator-client.ts';
import { moveRefund } from './refund-transition.ts';
import { createRefundsRepo, type RefundRow } from './refunds.repo.ts';

/**
 * One payout try of a refund (the `refunds.payout` job): claimed in its own transaction (`requested` → `unknown`,
 * tries counted) so a second run of the job does not send again, then the provider is called outside any
 * transaction, then its answer recorded: accepted → `sent` (the result comes to the result URL), refused → `failed`
 * with the provider's words, no answer → stays `unknown` for the sweep to ask about (decision 0027). B2C carries the
 * refund's own OriginatorConversationID, the same on every try: a retry never pays twice.
 */
export function createPayoutRunner(deps: { db: Db; outbox: Outbox; initiator: InitiatorClient }) {
  const { db, outbox, initiator } = deps;

  async function claim(refundId: string, now: Date): Promise<RefundRow | null> {
    return db.transaction(async (tx) => {
      const refund = await createRefundsRepo(tx).lock(refundId);
      if (!refund || refund.state !== 'requested') return null;
      const tries = refund.tries + 1;
      await moveRefund(tx, outbox, refund, {
        state: 'unknown', source: 'shop', dedupeKey: `try:${refund.id}:${tries}`, note: `Payout try ${tries} (${refund.method})`, fields: { tries }, now,
      });
      return { ...refund, tries };
    });
  }

  function call(refund: RefundRow): Promise<InitiatorAccepted> {
    const amount = refund.amountCents / 100;
    const remarks = `Refund ${refund.id.slice(0, 8)}`;
    if (refund.method === 'reversal') return initiator.reversal({ receipt: refund.paidReceipt ?? '', amount, remarks });
    const msisdn = normalisePhone(refund.phone ?? '')?.slice(1) ?? '';
    return initiator.b2c({ originatorConversationId: refund.idempotencyKey, amount, msisdn, remarks });
  }

  return async function runPayout(refundId: string, now = new Date()): Promise<void> {
    const refund = await claim(refundId, now);
    if (!refund) return;
    let outcome: { accepted: InitiatorAccepted } | { refused: ProviderRefusal } | { noAnswer: unknown };
    try {
      outcome = { accepted: await call(refund) };
    } catch (error) {
      outcome = error instanceof ProviderRefusal ? { refused: error } : { noAnswer: error };
    }
    await db.transaction(async (tx) => {
      const current = await createRefundsRepo(tx).lock(refund.id);
      if (!current || current.state !== 'unknown') return;
      const key = `answer:${refund.id}:${refund.tries}`;
      if ('accepted' in outcome) {
        await moveRefund(tx, outbox, current, {
          state: 'sent', source: 'mpesa', dedupeKey: key, note: 'Accepted by M-Pesa', payload: outcome.accepted,
          fields: { providerRef: outcome.accepted.conversationId }, now: new Date(),
        });
      } else if ('refused' in outcome) {
        await moveRefund(tx, outbox, current, {
          state: 'failed', source: 'mpesa', dedupeKey: key, note: outcome.refused.message,
          fields: { resultCode: outcome.refused.code, resultMessage: outcome.refused.message }, now: new Date(),
        });
      } else {
        const note = outcome.noAnswer instanceof Error ? outcome.noAnswer.message : String(outcome.noAnswer);
        await createRefundsRepo(tx).event({ refundId: refund.id, source: 'mpesa', dedupeKey: key, state: 'unknown', note: note.slice(0, 500), createdAt: new Date() });
      }
    });
  };
}
