import { normalisePhone } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { ProviderRefusal } from '../payments/provider.ts';
import type { InitiatorClient } from '../payments/providers/mpesa/initiator-client.ts';
import { toProviderAmount } from '../payments/providers/provider-edge.ts';
import type { CardRefunder } from './card-refunds.ts';
import type { RefundNews } from './refund-news.ts';
import { moveRefund } from './refund-transition.ts';
import { createRefundsRepo, type RefundRow, type RefundState } from './refunds.repo.ts';

/** What the provider said to one payout try: its reference, the state it puts the refund in, and its words. */
type PayoutAnswer = { ref: string; state: Extract<RefundState, 'sent' | 'succeeded' | 'failed'>; message: string; payload: unknown };

/**
 * One payout try of a refund (the `refunds.payout` job): claimed in its own transaction (`requested` → `unknown`,
 * tries counted) so a second run of the job does not send again, then the provider is called outside any
 * transaction, then its answer recorded: accepted → `sent` (M-Pesa's result comes to the result URL; a card refund's
 * state is read back by the sweep), settled at once → `succeeded`/`failed`, refused → `failed` with the provider's
 * words, no answer → stays `unknown` for the sweep (decision 0027). B2C and Stripe carry the refund's own idempotency
 * key, the same on every try: a retry never pays twice.
 */
export function createPayoutRunner(deps: { db: Db; news: RefundNews; initiator: InitiatorClient; cards: CardRefunder }) {
  const { db, news, initiator, cards } = deps;

  async function claim(refundId: string, now: Date): Promise<RefundRow | null> {
    return db.transaction(async (tx) => {
      const refund = await createRefundsRepo(tx).lock(refundId);
      if (!refund || refund.state !== 'requested') return null;
      const tries = refund.tries + 1;
      await moveRefund(tx, news, refund, {
        state: 'unknown', source: 'shop', dedupeKey: `try:${refund.id}:${tries}`, note: `Payout try ${tries} (${refund.method})`, fields: { tries }, now,
      });
      return { ...refund, tries };
    });
  }

  async function call(refund: RefundRow): Promise<PayoutAnswer> {
    if (refund.method === 'card') {
      const answer = await cards.refund({ provider: refund.provider, paymentRef: refund.paidReceipt ?? '', amountCents: refund.amountCents, idempotencyKey: refund.idempotencyKey });
      return { ...answer, payload: answer };
    }
    const amount = toProviderAmount(refund.amountCents, 'shillings', 'M-Pesa refunds are whole shillings');
    const remarks = `Refund ${refund.id.slice(0, 8)}`;
    const accepted = refund.method === 'reversal'
      ? await initiator.reversal({ receipt: refund.paidReceipt ?? '', amount, remarks })
      : await initiator.b2c({ originatorConversationId: refund.idempotencyKey, amount, msisdn: normalisePhone(refund.phone ?? '')?.slice(1) ?? '', remarks });
    return { ref: accepted.conversationId, state: 'sent', message: 'Accepted by M-Pesa', payload: accepted };
  }

  return async function runPayout(refundId: string, now = new Date()): Promise<void> {
    const refund = await claim(refundId, now);
    if (!refund) return;
    let outcome: { answer: PayoutAnswer } | { refused: ProviderRefusal } | { noAnswer: unknown };
    try {
      outcome = { answer: await call(refund) };
    } catch (error) {
      outcome = error instanceof ProviderRefusal ? { refused: error } : { noAnswer: error };
    }
    await db.transaction(async (tx) => {
      const current = await createRefundsRepo(tx).lock(refund.id);
      if (!current || current.state !== 'unknown') return;
      const change = { source: refund.provider, dedupeKey: `answer:${refund.id}:${refund.tries}`, now: new Date() };
      if ('answer' in outcome) {
        const { ref, state, message, payload } = outcome.answer;
        await moveRefund(tx, news, current, {
          ...change, state, note: message, payload,
          fields: { providerRef: ref, ...(state === 'succeeded' ? { payoutReceipt: ref } : {}), ...(state === 'failed' ? { resultMessage: message } : {}) },
        });
      } else if ('refused' in outcome) {
        await moveRefund(tx, news, current, {
          ...change, state: 'failed', note: outcome.refused.message, fields: { resultCode: outcome.refused.code, resultMessage: outcome.refused.message },
        });
      } else {
        const note = outcome.noAnswer instanceof Error ? outcome.noAnswer.message : String(outcome.noAnswer);
        await createRefundsRepo(tx).event({ refundId: refund.id, source: refund.provider, dedupeKey: change.dedupeKey, state: 'unknown', note: note.slice(0, 500), createdAt: change.now });
      }
    });
  };
}
