import {
  ADMIN_PAGE_SIZE, centsToShillings, type AdminPaymentActionResponse, type AdminPaymentReviewItem, type AdminPaymentsReviewQuery,
} from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/ids.ts';
import type { OrdersService } from '../../orders/orders.service.ts';
import type { PaymentState } from '../../payments/payment-state.ts';
import type { AttemptRow, PaymentsService } from '../../payments/payments.service.ts';
import type { ReviewRow } from '../../payments/payments.repo.ts';
import type { Admin } from '../admin-orders.service.ts';
import { actionsFor, attachableFrom, refundableFrom } from './review-actions.ts';

type OrderRow = NonNullable<Awaited<ReturnType<OrdersService['lockWithin']>>>;
type Result = Omit<AdminPaymentActionResponse, 'success'>;

const NO_PAYMENT = 'No such payment';

/** The keyset of the list: when the item began and its id. */
function parseCursor(cursor: string | undefined): { since: Date; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const [iso, id] = cursor.split('_');
  const since = new Date(iso ?? '');
  // Only times this list can have given out (a year the database holds, whatever the string said).
  const year = since.getUTCFullYear();
  if (!id || !isUuid(id) || Number.isNaN(since.getTime()) || year < 2000 || year > 9999) throw badRequest('Invalid cursor');
  return { since, id };
}

function reasonOf(row: ReviewRow, ageSeconds: number): string {
  if (row.kind === 'flag') return row.reason ?? 'Flagged for review';
  if (row.kind === 'paid-twice') return 'Paid a second time: the order was already paid by another payment. Refund one of them.';
  return `Still pending after ${Math.max(1, Math.round(ageSeconds / 60))} min: the customer's prompt is over and no answer came.`;
}

/** What the audit log keeps of a payment before and after an action. */
const snapshot = (state: PaymentState, order: Pick<OrderRow, 'paymentStatus'>, attemptId: string) => ({ attemptId, state, orderPaymentStatus: order.paymentStatus });

/**
 * Payments needing a person (/admin/payments): the list, and the four actions. Each action locks the attempt (then
 * its order, the payment core's lock order), re-checks what applies, and writes its payment event (with the admin)
 * and its audit row in the same transaction: of two admins pressing at once, one wins and the other gets 409.
 */
export function createPaymentsReviewService(deps: { db: Db; payments: PaymentsService; orders: OrdersService }) {
  const { db, payments, orders } = deps;

  async function lockAttemptAndOrder(tx: Db, attemptId: string): Promise<{ attempt: AttemptRow; order: OrderRow }> {
    const attempt = await payments.lockWithin(tx, attemptId);
    if (!attempt) throw notFound(NO_PAYMENT);
    const order = await orders.lockWithin(tx, attempt.orderId);
    if (!order) throw notFound('Order not found');
    return { attempt, order };
  }

  async function audit(tx: Db, admin: Admin, action: string, order: OrderRow, before: object, after: object, reason: string | undefined, now: Date) {
    await record(tx, { actor: admin, action, entity: 'order', entityId: order.orderRef, before, after, reason: reason ?? null, now });
  }

  async function orderStatusAfter(tx: Db, orderId: string, fallback: OrderRow): Promise<OrderRow['paymentStatus']> {
    return ((await orders.lockWithin(tx, orderId)) ?? fallback).paymentStatus;
  }

  return {
    async list(query: AdminPaymentsReviewQuery, now = new Date()): Promise<{ items: AdminPaymentReviewItem[]; nextCursor: string | null }> {
      const limit = query.limit ?? ADMIN_PAGE_SIZE;
      const rows = await payments.reviewPage(payments.reviewWindow(now), parseCursor(query.cursor), limit + 1);
      const shown = rows.slice(0, limit);
      const items = shown.map((row): AdminPaymentReviewItem => {
        const since = new Date(row.since);
        const ageSeconds = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000));
        return {
          id: row.item_id, kind: row.kind, attemptId: row.attempt_id, flagId: row.flag_id, orderId: row.order_ref, orderPaymentStatus: row.order_payment_status,
          customer: { id: row.user_id, name: row.user_name, email: row.user_email }, method: row.provider, state: row.state,
          amount: centsToShillings(Number(row.amount_cents)), orderAmount: centsToShillings(Number(row.order_amount_cents)),
          phone: row.phone, receipt: row.receipt, since: since.toISOString(), ageSeconds, reason: reasonOf(row, ageSeconds),
          actions: actionsFor({
            state: row.state, flagged: row.kind === 'flag', paidElsewhere: row.kind === 'paid-twice', canQuery: payments.canQuery(row.provider) && row.provider_ref !== null,
            orderPaymentStatus: row.order_payment_status, orderCancelled: row.order_status === 'cancelled',
          }),
        };
      });
      const last = shown.at(-1);
      return { items, nextCursor: rows.length > limit && last ? `${new Date(last.since).toISOString()}_${last.item_id}` : null };
    },

    /** How many items need a person (the dashboard's tile). */
    count: (now = new Date()) => payments.reviewCount(payments.reviewWindow(now)),

    /** Asks the provider again; the attempt settles if it says paid or failed. */
    async query(admin: Admin, attemptId: string, reason: string | undefined): Promise<Result> {
      const now = new Date();
      let orderPaymentStatus: OrderRow['paymentStatus'] = 'pending';
      const { state } = await payments.queryByHand(attemptId, { actorId: admin.id, now }, async (tx, result) => {
        const order = await orders.lockWithin(tx, result.attempt.orderId);
        if (!order) throw notFound('Order not found');
        orderPaymentStatus = order.paymentStatus;
        await audit(tx, admin, 'payment.query', order, { attemptId, state: result.attempt.state }, { ...snapshot(result.state, order, attemptId), answered: result.answered }, reason, now);
      });
      const message = state === 'pending' ? 'The provider still has no answer for this payment.' : `The provider says ${state}: the payment is now ${state}.`;
      return { message, state, orderPaymentStatus };
    },

    /** Flagged money that really arrived is applied to its order, if nobody else paid it (stock taken again when it went back). */
    async attach(admin: Admin, attemptId: string, reason: string | undefined): Promise<Result> {
      const now = new Date();
      // The provider must confirm the money first: a flag may come from a forged callback (issue 25).
      await payments.requireConfirmedPaid(attemptId);
      return db.transaction(async (tx) => {
        const { attempt, order } = await lockAttemptAndOrder(tx, attemptId);
        if (attempt.state === 'paid' || attempt.state === 'refunded') throw new AppError('CONFLICT', `This payment is already ${attempt.state}.`);
        if (order.paymentStatus === 'paid') throw new AppError('CONFLICT', 'This order is already paid by another payment: refund this one instead.');
        if (order.status === 'cancelled') throw new AppError('BUSINESS_RULE', 'This order was cancelled: refund this payment instead.');
        if ((await payments.openFlagsOfWithin(tx, attemptId)).length === 0) throw new AppError('BUSINESS_RULE', 'Only a flagged payment is applied by hand: ask the provider again instead.');
        const note = `Applied to ${order.orderRef} by hand${reason ? `: ${reason}` : ''}`;
        if (attempt.state === 'pending') {
          const settled = await payments.settleByHandWithin(tx, attemptId, { to: 'paid', actorId: admin.id, note, now });
          if (!settled.applied) throw new AppError('CONFLICT', 'This payment could not be applied. Please reload and try again.');
        } else {
          if (!(await payments.overrideWithin(tx, attemptId, { to: 'paid', from: attachableFrom, actorId: admin.id, note, now }))) {
            throw new AppError('CONFLICT', 'This payment was already decided. Please reload.');
          }
          const paid = await orders.reinstatePaidWithin(tx, order.id, now).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'BUSINESS_RULE') {
              throw new AppError('BUSINESS_RULE', `${error.message} Its stock went back when the payment expired: refund this payment instead.`);
            }
            throw error;
          });
          if (!paid) throw new AppError('CONFLICT', 'This order can no longer be paid. Please reload.');
          await orders.mailWithin(tx, paid, 'paid');
        }
        await payments.resolveFlagsWithin(tx, { attemptId }, now);
        const orderPaymentStatus = await orderStatusAfter(tx, order.id, order);
        await audit(tx, admin, 'payment.attach', order, snapshot(attempt.state, order, attemptId), { attemptId, state: 'paid', orderPaymentStatus }, reason, now);
        const message = orderPaymentStatus === 'paid' ? `Payment applied: ${order.orderRef} is paid.` : `Payment applied towards ${order.orderRef}: its balance is still open.`;
        return { message, state: 'paid' as const, orderPaymentStatus };
      });
    },

    /** Records money sent back (flagged money the order no longer takes, or a second payment) with its M-Pesa reference. */
    async refund(admin: Admin, attemptId: string, input: { reference: string; reason: string }): Promise<Result> {
      const now = new Date();
      // Flagged money that never became paid is refunded only once its provider confirms it arrived.
      const found = await payments.findAttempt(attemptId);
      if (found && found.state !== 'paid' && found.state !== 'refunded' && found.state !== 'pending') await payments.requireConfirmedPaid(attemptId);
      return db.transaction(async (tx) => {
        const { attempt, order } = await lockAttemptAndOrder(tx, attemptId);
        if (attempt.state === 'refunded') throw new AppError('CONFLICT', 'This payment is already refunded.');
        if (attempt.state === 'pending') throw new AppError('BUSINESS_RULE', 'This payment is still pending: ask the provider again first.');
        if (attempt.state === 'paid' && !(await payments.otherPaidWithin(tx, attempt))) {
          throw new AppError('BUSINESS_RULE', "This payment pays its order: refund it through the order's cancellation.");
        }
        if (attempt.state !== 'paid' && (await payments.openFlagsOfWithin(tx, attemptId)).length === 0) {
          throw new AppError('BUSINESS_RULE', 'No money arrived for this payment: there is nothing to refund.');
        }
        const note = `Refunded (${input.reference}): ${input.reason}`;
        const moved = await payments.overrideWithin(tx, attemptId, { to: 'refunded', from: refundableFrom, actorId: admin.id, note, reference: input.reference, now });
        if (!moved) throw new AppError('CONFLICT', 'This payment was already decided. Please reload.');
        await payments.resolveFlagsWithin(tx, { attemptId }, now);
        await audit(tx, admin, 'payment.refund', order, snapshot(attempt.state, order, attemptId), { ...snapshot('refunded', order, attemptId), reference: input.reference }, input.reason, now);
        return { message: 'Refund recorded.', state: 'refunded' as const, orderPaymentStatus: order.paymentStatus };
      });
    },

    /** Closes a flag with a reason (nothing else changes), noted on the payment's timeline. */
    async resolveFlag(admin: Admin, flagId: string, reason: string): Promise<Result> {
      const now = new Date();
      return db.transaction(async (tx) => {
        const flag = await payments.lockFlagWithin(tx, flagId);
        if (!flag?.attemptId) throw notFound('No such flag');
        if (flag.resolvedAt) throw new AppError('CONFLICT', 'This flag is already closed.');
        const { attempt, order } = await lockAttemptAndOrder(tx, flag.attemptId);
        await payments.resolveFlagsWithin(tx, { flagId }, now);
        await payments.noteByHandWithin(tx, { attemptId: attempt.id, provider: attempt.provider, key: `resolve:${flagId}`, note: `Flag closed: ${reason}`, actorId: admin.id, now });
        await audit(tx, admin, 'payment.flag-resolve', order, { ...snapshot(attempt.state, order, attempt.id), flag: flag.reason, open: true }, { open: false }, reason, now);
        return { message: 'Flag closed.', state: attempt.state, orderPaymentStatus: order.paymentStatus };
      });
    },
  };
}

export type PaymentsReviewService = ReturnType<typeof createPaymentsReviewService>;
