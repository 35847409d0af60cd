import type { Language } from '@mitumba/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { createDarajaClient } from '../payments/providers/mpesa/daraja-client.ts';
import { createInitiatorClient } from '../payments/providers/mpesa/initiator-client.ts';
import { createCardRefunder } from './card-refunds.ts';
import { createDarajaResults } from './daraja-results.ts';
import { createHandBack } from './hand-back.ts';
import { createPayBack, type PayBackPayments } from './pay-back.ts';
import { createPayoutRunner } from './payout-job.ts';
import { refundView } from './refund-lines.ts';
import { createRefundSentMail } from './refund-mail.ts';
import { createRefundNews, type RefundSentText } from './refund-news.ts';
import { CONFIRM_JOB, PAYOUT_JOB, RESULT_JOB, SENT_MAIL_JOB } from './refund-transition.ts';
import { createRefundsRepo, type RefundRow, type RefundState } from './refunds.repo.ts';
import { refundsRoutes } from './refunds.routes.ts';
import { createRefundRequests } from './request-refund.ts';
import { createStatusChecks } from './status-checks.ts';
import { createStkStatus, STK_STATUS_JOB, type RecordStatusAnswer } from './stk-status.ts';

type Logger = { warn(object: unknown, message: string): void };
const LIST_LIMIT = 200;

/** What the back office sees of a refund. */
function adminView(refund: RefundRow, orderRef: string | null) {
  return {
    ...refundView(refund), orderId: orderRef, source: refund.source, reason: refund.reason, phone: refund.phone, paidReceipt: refund.paidReceipt,
    resultMessage: refund.resultMessage, tries: refund.tries, handBackNote: refund.handBackNote,
    handedBackAt: refund.handedBackAt?.toISOString() ?? null, updatedAt: refund.updatedAt.toISOString(),
  };
}

/**
 * Refunds paid out by the providers that took the money (decision 0039): requests inside the deciding transaction,
 * payouts, Daraja's results and status checks as outbox jobs, a sweep for the periodic job, hand-backs by a person.
 */
export function createRefundsService(deps: { db: Db; outbox: Outbox; mailer: Mailer; config: Pick<Config, 'mpesa' | 'publicUrl' | 'providerTimeoutMs' | 'paystack' | 'stripe' | 'razorpay'>; log: Logger }) {
  const { db, outbox, config } = deps;
  const daraja = createDarajaClient({ ...config.mpesa, timeoutMs: config.providerTimeoutMs });
  const initiator = createInitiatorClient(daraja, { ...config.mpesa.initiator, shortCode: config.mpesa.shortCode }, {
    resultUrl: `${config.publicUrl}/api/refunds/daraja/result`, timeoutUrl: `${config.publicUrl}/api/refunds/daraja/timeout`,
  });
  const cards = createCardRefunder(config);
  const news = createRefundNews(outbox);
  const runPayout = createPayoutRunner({ db, news, initiator, cards });
  const stk = createStkStatus({ db, outbox, initiator });
  const results = createDarajaResults({ db, outbox, news, other: stk.store });
  const checks = createStatusChecks({ db, outbox, news, initiator, cards, log: deps.log });
  const handBack = createHandBack({ db, news });
  const sentMail = createRefundSentMail({ db, mailer: deps.mailer, publicUrl: config.publicUrl });
  outbox.handle(PAYOUT_JOB, async (payload) => runPayout(String(payload.refundId)));
  outbox.handle(RESULT_JOB, async (payload) => results.apply(String(payload.eventId)));
  outbox.handle(CONFIRM_JOB, async (payload) => checks.confirm(String(payload.refundId)));
  outbox.handle(SENT_MAIL_JOB, async (payload, job) => sentMail(String(payload.refundId), job.key));
  outbox.handle(STK_STATUS_JOB, async (payload) => stk.apply(String(payload.conversationId)));
  const repo = createRefundsRepo(db);
  // The payment core is made after this module (it calls `escalateStk`): attached once it exists.
  let payments: (PayBackPayments & { recordStatusAnswer: RecordStatusAnswer }) | null = null;
  const attached = () => {
    if (!payments) throw new Error('The payment core has not been attached to the refunds');
    return payments;
  };
  const requestRefundWithin = createRefundRequests(outbox);

  return {
    /** Records a refund in the caller's transaction and enqueues its payout there (request-refund.ts). */
    requestRefundWithin,
    results,
    /** The STK reconciliation's transaction-status step (stk-status.ts). */
    escalateStk: stk.escalate,
    /** Attaches the payment core: where STK status answers are recorded, and what "Pay back" moves. */
    usePayments(core: PayBackPayments & { recordStatusAnswer: RecordStatusAnswer }): void {
      payments = core;
      stk.answersGoTo(core.recordStatusAnswer);
    },
    /** Attaches the notifications' "refund sent" SMS: a refund of an order that reaches the customer texts them once. */
    useTexts: (refundSentWithin: RefundSentText): void => news.useText(refundSentWithin),
    /** "Pay back" on a payment taken twice (pay-back.ts). */
    payBack: createPayBack({ db, payments: attached, requestRefundWithin }),
    /** The periodic sweep: open refunds that waited too long are asked about, unanswered payouts sent again. */
    sweep: checks.sweep,
    handBack: async (id: string, input: { by: string; note: string; now?: Date }) => adminView(await handBack(id, input), null),
    list: async (state: RefundState | null) => (await repo.list(state, LIST_LIMIT)).map((row) => adminView(row.refund, row.orderRef)),
    /** The refunds of the customer's own order, in their language (none for anyone else's: its existence is not revealed). */
    async ofOwnOrder(orderRef: string, userId: string, language: Language = 'en') {
      const order = await repo.orderByRef(orderRef);
      return order && order.userId === userId ? (await repo.ofOrder(order.id)).map((row) => refundView(row, language)) : [];
    },
    /** An order's refunds for the back office; null when there is no such order. */
    async ofOrder(orderRef: string) {
      const order = await repo.orderByRef(orderRef);
      return order ? (await repo.ofOrder(order.id)).map((row) => adminView(row, orderRef)) : null;
    },
    /** One refund as the order pages show it, read inside the caller's transaction (null when there is none). */
    viewWithin: async (tx: Db, refundId: string) => {
      const row = await createRefundsRepo(tx).find(refundId);
      return row ? refundView(row) : null;
    },
    eventsOf: (refundId: string) => repo.eventsOf(refundId),
    find: (refundId: string) => repo.find(refundId),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;

export async function registerRefunds(app: FastifyInstance, deps: Parameters<typeof createRefundsService>[0]): Promise<RefundsService> {
  const refunds = createRefundsService(deps);
  await app.register(refundsRoutes(refunds));
  return refunds;
}
