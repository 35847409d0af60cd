import {
  EARLY_CANCEL_MESSAGES, centsToShillings, earlyCancelState, type EarlyCancelQuote, type EarlyCancelState, type Language,
} from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { refundMailWords } from '../../lib/mail/refund-mail-words.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { methodNameIn } from '../orders/order-view.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { AttemptRow, PaymentsService } from '../payments/payments.service.ts';
import type { RefundsService } from '../refunds/refunds.module.ts';
import { refundRequestOf } from './refund-request.ts';
import { createAfterSaleRepo, type AfterSaleOrder } from './after-sale.repo.ts';
import { ORDER_NOT_FOUND } from './cancellation.service.ts';
import type { EarlyCancelNotices, RefundedPart } from './early-cancel-notices.ts';
import { refundLine } from './refund-destination.ts';

const statusLabel = { placed: 'Pending', delivered: 'Delivered', cancelled: 'Cancelled' } as const;
const attemptStatus = (state: AttemptRow['state']) => (state === 'paid' ? 'paid' : state === 'pending' ? 'pending' : 'failed');

/** The order row and its payments in the shape the shared rule reads (the screen applies it to the order view). */
function stateOf(order: AfterSaleOrder, attempts: AttemptRow[]): EarlyCancelState {
  return earlyCancelState({
    status: statusLabel[order.status],
    dispatchedDate: order.dispatchedAt?.toISOString() ?? null,
    paymentStatus: order.paymentStatus,
    deposits: attempts.filter((attempt) => attempt.purpose !== 'full')
      .map((attempt) => ({ purpose: attempt.purpose === 'deposit' ? 'deposit' as const : 'balance' as const, status: attemptStatus(attempt.state) })),
  });
}

/** Dispatched or already cancelled: 409 (the order moved on); unpaid: 422 (nothing to refund). */
const refusal = (state: Exclude<EarlyCancelState, 'available'>) =>
  new AppError(state === 'unpaid' ? 'BUSINESS_RULE' : 'CONFLICT', EARLY_CANCEL_MESSAGES[state]);

const NOTE = 'Refunded: cancelled by the customer before dispatch';

/** The quote as the customer's dialog shows it: each part's way of paying and where it goes back, in their language. */
const shownTo = (quote: EarlyCancelQuote, paid: AttemptRow[], language: Language): EarlyCancelQuote => ({
  ...quote, refunds: paid.map((part) => ({ ...refundLine(part, refundMailWords[language]), method: methodNameIn(part.provider, language) })),
});

/**
 * The customer cancels a paid (or deposit-secured) order before the shop sends it (decision 0036). Everything happens
 * in one transaction holding the order's row lock, so two taps, or a tap and the shop's dispatch, cannot both win:
 * a refund record of every paid part, the order Cancelled with its stock back once and its points withdrawn (the
 * orders module's taken-back path, as for an approved return), each paid attempt moved `paid → refunded` through the
 * payment core, a balance payment still on its way called off, and the owner and the customer told (outbox jobs).
 * The amount is counted here from the paid attempts, never taken from the screen.
 */
export function createEarlyCancelService(deps: {
  db: Db; orders: OrdersService; payments: PaymentsService; notices: EarlyCancelNotices; refunds: Pick<RefundsService, 'requestRefundWithin' | 'viewWithin'>;
}) {
  const { db, orders, payments, notices, refunds } = deps;

  /** The customer's own cancellable order, locked, and what cancelling it refunds; refuses with why otherwise. */
  async function lockCancellable(tx: Db, userId: string, orderRef: string) {
    const order = await createAfterSaleRepo(tx).lockOrder(orderRef);
    if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
    const attempts = await payments.attemptsWithin(tx, order.id);
    const state = stateOf(order, attempts);
    if (state !== 'available') throw refusal(state);
    const paid = attempts.filter((attempt) => attempt.state === 'paid' && attempt.amountCents > 0);
    const quote: EarlyCancelQuote = {
      orderId: order.orderRef,
      amount: centsToShillings(paid.reduce((sum, part) => sum + part.amountCents, 0)),
      refunds: paid.map((part) => refundLine(part)),
    };
    return { order, attempts, paid, quote };
  }

  return {
    /** What cancelling would refund, and where to (the confirm dialog's text, in the customer's language). */
    quote: (userId: string, orderRef: string, language: Language = 'en'): Promise<EarlyCancelQuote> =>
      db.transaction(async (tx) => {
        const { quote, paid } = await lockCancellable(tx, userId, orderRef);
        return shownTo(quote, paid, language);
      }),

    /** Cancels the order and answers what it refunds, in the customer's language (the notices write their own). */
    async cancel(userId: string, orderRef: string, language: Language = 'en', now = new Date()): Promise<EarlyCancelQuote> {
      return db.transaction(async (tx) => {
        const { order, attempts, paid, quote } = await lockCancellable(tx, userId, orderRef);
        // A balance payment still on the customer's phone is called off: a late one is flagged, never applied.
        for (const waiting of attempts.filter((attempt) => attempt.state === 'pending' && attempt.purpose === 'balance')) {
          await payments.settleByHandWithin(tx, waiting.id, { to: 'cancelled', actorId: userId, note: 'Called off: the order was cancelled before dispatch', now });
        }
        const refunded: RefundedPart[] = [];
        for (const part of paid) {
          const request = refundRequestOf(part, { source: 'early-cancel', reason: 'Cancelled by the customer before dispatch', requestedBy: userId, now });
          const refund = await refunds.viewWithin(tx, (await refunds.requestRefundWithin(tx, request)).refundId);
          if (refund) refunded.push({ attempt: part, refund });
        }
        await orders.cancelTakenBack(tx, order.id, now);
        for (const part of paid) await payments.refundWithin(tx, part.id, { actorId: userId, note: NOTE, now });
        await notices(tx, order, refunded, quote, now);
        return shownTo(quote, paid, language);
      });
    },
  };
}

export type EarlyCancelService = ReturnType<typeof createEarlyCancelService>;
