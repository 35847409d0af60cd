import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stkStatusQueries } from '../../db/schema/index.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { AttemptRow } from '../payments/payments.service.ts';
import type { ProviderOutcome } from '../payments/provider.ts';
import type { InitiatorClient } from '../payments/providers/mpesa/initiator-client.ts';
import { parameter, type DarajaResult } from './daraja-results.ts';

export const STK_STATUS_JOB = 'payments.stk-status';
export type RecordStatusAnswer = (attemptId: string, outcome: ProviderOutcome, dedupeKey: string, payload: unknown) => Promise<unknown>;

/**
 * The STK reconciliation's next step (decision 0039): an M-Pesa prompt whose STK query kept saying nothing is asked
 * about once by transaction status — by its receipt when a callback told one, else by its CheckoutRequestID. The
 * result comes to the same result URL as the refunds'; it is trusted only for the ConversationID the shop got back,
 * stored before it is acknowledged, and applied through the payment core as a status answer (a job).
 */
export function createStkStatus(deps: { db: Db; outbox: Outbox; initiator: InitiatorClient }) {
  const { db, outbox, initiator } = deps;
  let record: RecordStatusAnswer | null = null;

  return {
    /** The payment core's door for the answers (it is made after this module). */
    answersGoTo(recordAnswer: RecordStatusAnswer): void {
      record = recordAnswer;
    },

    async escalate(attempt: AttemptRow, now: Date): Promise<void> {
      if (attempt.provider !== 'mpesa' || !attempt.providerRef) return;
      const [asked] = await db.select().from(stkStatusQueries).where(eq(stkStatusQueries.attemptId, attempt.id));
      if (asked) return;
      const accepted = await initiator.transactionStatus(attempt.receipt ? { receipt: attempt.receipt } : { conversationId: attempt.providerRef });
      await db.insert(stkStatusQueries).values({ conversationId: accepted.conversationId, attemptId: attempt.id, createdAt: now }).onConflictDoNothing();
    },

    /** Stores a result about one of these queries (false: not one of ours). */
    async store(result: DarajaResult, body: unknown): Promise<boolean> {
      const conversation = String(result.ConversationID ?? '');
      return db.transaction(async (tx) => {
        const [query] = await tx.select().from(stkStatusQueries).where(eq(stkStatusQueries.conversationId, conversation)).for('update');
        if (!query) return false;
        if (query.result === null) {
          await tx.update(stkStatusQueries).set({ result: body as object, answeredAt: new Date() }).where(eq(stkStatusQueries.conversationId, conversation));
          await outbox.enqueueWithin(tx, STK_STATUS_JOB, conversation, { conversationId: conversation });
        }
        return true;
      });
    },

    /** The job: what the stored answer says, recorded for the attempt (a completed payment with its receipt, or a failure). */
    async apply(conversationId: string): Promise<void> {
      const [query] = await db.select().from(stkStatusQueries).where(eq(stkStatusQueries.conversationId, conversationId));
      const result = (query?.result as { Result?: DarajaResult } | null)?.Result;
      if (!query || !result || !record) {
        if (!record) throw new Error('The payment core has not been attached to the STK status answers');
        return;
      }
      const status = parameter(result, 'TransactionStatus');
      if (String(result.ResultCode) !== '0' || !status) return;
      const amount = Number(parameter(result, 'Amount'));
      const outcome: ProviderOutcome = status === 'Completed'
        ? { state: 'paid', code: '0', message: 'Confirmed by M-Pesa transaction status', receipt: parameter(result, 'ReceiptNo'), ...(Number.isFinite(amount) ? { amountCents: Math.round(amount * 100) } : {}) }
        : { state: 'failed', code: 'STATUS', message: parameter(result, 'ReasonType') ?? 'M-Pesa says the payment failed' };
      await record(query.attemptId, outcome, `mpesa-status:${conversationId}`, result);
    },
  };
}

export type StkStatus = ReturnType<typeof createStkStatus>;
