import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { sha256 } from '../payments/payment-callbacks.ts';
import type { RefundNews } from './refund-news.ts';
import { CONFIRM_JOB, moveRefund, RESULT_JOB } from './refund-transition.ts';
import { createRefundsRepo, type RefundRow } from './refunds.repo.ts';

type Parameter = { Key?: unknown; Value?: unknown };
export type DarajaResult = {
  ResultType?: number; ResultCode?: number | string; ResultDesc?: string; OriginatorConversationID?: string; ConversationID?: string;
  TransactionID?: string; ResultParameters?: { ResultParameter?: Parameter[] | Parameter };
};

const QUEUE_TIMEOUT_CODES = new Set(['1037', 'SVC0403']);

/** A result parameter's value by its key (Daraja sends one object or a list). */
export function parameter(result: DarajaResult, key: string): string | undefined {
  const list = result.ResultParameters?.ResultParameter;
  const found = (Array.isArray(list) ? list : list ? [list] : []).find((item) => item.Key === key);
  return found?.Value === undefined || found.Value === null ? undefined : String(found.Value);
}

/**
 * Daraja's result callbacks for the shop's B2C, Reversal and transaction-status requests, through the inbox
 * (decision 0025): a result about a request the shop made (its ConversationID or OriginatorConversationID) is stored
 * as a refund event with a job to apply it, in one transaction, before Daraja is answered; anything else is not
 * trusted and not stored. Applying: a payout's success is only `confirming` until the status call confirms it
 * (reference §2); its failure is `failed` with Daraja's words; a queue time-out is `unknown`.
 */
export function createDarajaResults(deps: { db: Db; outbox: Outbox; news: RefundNews; /** Results about something else the shop asked (the STK status checks). */ other?: (result: DarajaResult, body: unknown) => Promise<boolean> }) {
  const { db, outbox, news } = deps;

  async function store(body: unknown, via: 'result' | 'timeout'): Promise<boolean> {
    const result = (body as { Result?: DarajaResult } | null)?.Result;
    if (!result || typeof result !== 'object') return false;
    const conversation = String(result.ConversationID ?? '');
    const originator = String(result.OriginatorConversationID ?? '');
    if (!conversation && !originator) return false;
    const stored = await db.transaction(async (tx) => {
      const repo = createRefundsRepo(tx);
      const refund = await repo.byConversation(conversation, originator);
      if (!refund) return false;
      const eventId = await repo.event({
        refundId: refund.id, source: `mpesa-${via}`, dedupeKey: `daraja:${sha256(JSON.stringify(body))}`, payload: body as object, createdAt: new Date(),
      });
      if (eventId) await outbox.enqueueWithin(tx, RESULT_JOB, eventId, { eventId });
      return true;
    });
    return stored || (deps.other ? deps.other(result, body) : false);
  }

  async function applyStatus(tx: Db, refund: RefundRow, result: DarajaResult, key: string, now: Date) {
    const code = String(result.ResultCode ?? '');
    const status = parameter(result, 'TransactionStatus');
    if (code === '0' && status === 'Completed') {
      const receipt = parameter(result, 'ReceiptNo') || refund.payoutReceipt;
      return moveRefund(tx, news, refund, { state: 'succeeded', source: 'mpesa-status', dedupeKey: key, note: `Confirmed by transaction status: ${receipt}`, fields: { payoutReceipt: receipt }, now });
    }
    const words = code === '0' ? (parameter(result, 'ReasonType') ?? 'Failed') : String(result.ResultDesc ?? code);
    // Not found: the payout never ran (a time-out in Daraja's queue); the owner sees it failed and why.
    return moveRefund(tx, news, refund, { state: 'failed', source: 'mpesa-status', dedupeKey: key, note: words, fields: { resultCode: code, resultMessage: words }, now });
  }

  async function applyPayout(tx: Db, refund: RefundRow, result: DarajaResult, key: string, now: Date) {
    const code = String(result.ResultCode ?? '');
    const words = String(result.ResultDesc ?? code);
    if (code === '0') {
      const receipt = parameter(result, 'TransactionReceipt') ?? (result.TransactionID || null);
      await moveRefund(tx, news, refund, { state: 'confirming', source: 'mpesa-result', dedupeKey: key, note: `M-Pesa says sent (${receipt}); confirming`, fields: { payoutReceipt: receipt, resultCode: code, resultMessage: words }, now });
      await outbox.enqueueWithin(tx, CONFIRM_JOB, `${refund.id}:${key}`, { refundId: refund.id });
      return;
    }
    const timedOut = result.ResultType === 1 || QUEUE_TIMEOUT_CODES.has(code);
    await moveRefund(tx, news, refund, {
      state: timedOut ? 'unknown' : 'failed', source: 'mpesa-result', dedupeKey: key, note: words, fields: { resultCode: code, resultMessage: words }, now,
    });
  }

  /** The `refunds.result` job: applies one stored result (a repeat, or one for a refund already settled, changes nothing). */
  async function apply(eventId: string, now = new Date()): Promise<void> {
    await db.transaction(async (tx) => {
      const repo = createRefundsRepo(tx);
      const event = await repo.eventById(eventId);
      const result = (event?.payload as { Result?: DarajaResult } | null)?.Result;
      if (!event || !result) return;
      const refund = await repo.lock(event.refundId);
      if (!refund || refund.state === 'succeeded' || refund.state === 'failed') return;
      const key = `applied:${eventId}`;
      if (refund.statusRef && result.ConversationID === refund.statusRef) return applyStatus(tx, refund, result, key, now);
      if (refund.state === 'confirming') return;
      return applyPayout(tx, refund, result, key, now);
    });
  }

  return { store, apply };
}
