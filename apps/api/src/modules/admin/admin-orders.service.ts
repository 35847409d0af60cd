import {
  ADMIN_PAGE_SIZE, centsToShillings, type AdminAttemptPurpose, type AdminOrderCustomer, type AdminOrderDetailResponse, type AdminOrderListQuery, type AdminOrderRow,
  type AdminPaymentAttempt, type AdminSmsMessage, type OrderView,
} from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { record } from '../../lib/audit.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CancellationService } from '../after-sale/cancellation.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { AdminRepo, OrderFilters } from './admin.repo.ts';
import type { CouriersRepo } from './couriers/couriers.repo.ts';
import { createOrderHandover, type CollectionInput, type DispatchInput } from './handover/order-handover.ts';

export type Admin = Pick<AuthUser, 'id'>;
type OrderRow = NonNullable<Awaited<ReturnType<OrdersService['findByRef']>>>;
type Attempt = Awaited<ReturnType<PaymentsService['allFor']>>[number];
const ORDER_NOT_FOUND = 'Order not found';
/** Orders whose money a person may confirm: Sidian paybill, cash on delivery, and deposit orders (their bank transfers). */
const CONFIRMABLE_METHODS = ['sidian', 'cod', 'deposit'];
/** The attempts a person confirms: a paybill transfer (an order's, a deposit's or one towards a balance) or COD cash. */
const HAND_CONFIRMED_PROVIDERS = ['sidian', 'cod'];

/** What the audit log keeps of an order before and after an action. */
const snapshot = (order: OrderRow) => ({
  status: order.status, paymentStatus: order.paymentStatus,
  dispatchedAt: order.dispatchedAt?.toISOString() ?? null, deliveredAt: order.deliveredAt?.toISOString() ?? null,
  courier: order.courierName, trackingNumber: order.trackingNumber,
  readyForCollectionAt: order.readyForCollectionAt?.toISOString() ?? null, collectionPlace: order.collectionPlace, collectBy: order.collectBy,
});
/** Orders a CSV export reads per query: a page at a time, never every order at once. */
const EXPORT_PAGE = 500;

function refuseUnconfirmable(order: OrderRow): void {
  if (!CONFIRMABLE_METHODS.includes(order.paymentMethod)) {
    throw new AppError('BUSINESS_RULE', 'Only a Sidian paybill, cash-on-delivery or deposit bank payment is confirmed by hand.');
  }
  if (order.paymentStatus === 'paid') throw new AppError('CONFLICT', 'This order is already paid.');
  if (order.paymentStatus !== 'pending' || order.status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled: its payment can no longer be confirmed.');
}

/** The payment a person confirms on this order: the latest one still waiting for a paybill transfer or COD cash. */
const handConfirmable = (attempts: Attempt[]) => attempts.findLast((attempt) => attempt.state === 'pending' && HAND_CONFIRMED_PROVIDERS.includes(attempt.provider));

/** What the payment timeline says a person saw arrive. */
function confirmationNote(attempt: Attempt, input: { reference: string; reason?: string | undefined }): string {
  const what = attempt.provider === 'cod' ? 'Cash received on delivery'
    : attempt.purpose === 'deposit' ? 'Deposit paybill transfer received'
      : attempt.purpose === 'balance' ? 'Paybill transfer towards the balance received' : 'Paybill transfer received';
  return `${what} (${input.reference})${input.reason ? `: ${input.reason}` : ''}`;
}

/** A deposit order whose deposit is in: the customer has paid part of it (no single payment can call it off). */
const depositIn = (attempts: Attempt[]) => attempts.some((attempt) => attempt.purpose === 'deposit' && attempt.state === 'paid');

function refuseUncancellable(order: OrderRow): void {
  if (order.status === 'cancelled') throw new AppError('CONFLICT', 'This order is already cancelled.');
  if (order.paymentStatus === 'paid') throw new AppError('BUSINESS_RULE', 'A paid order is cancelled through a cancellation request (with a refund).');
}

/**
 * The back office's orders: every customer's orders filtered and searched, one order's whole payment story, and the
 * actions a person takes on an order. Each action and its audit row commit in one transaction.
 */
export function createAdminOrdersService(deps: {
  db: Db; repo: AdminRepo; orders: OrdersService; payments: PaymentsService; cancellations: CancellationService;
  smsOfOrder: (orderId: string) => Promise<AdminSmsMessage[]>; couriers: CouriersRepo;
}) {
  const { db, repo, orders, payments, cancellations } = deps;
  const handover = createOrderHandover({ repo, couriers: deps.couriers, orders });

  async function customersOf(rows: OrderRow[]): Promise<Map<string, AdminOrderCustomer>> {
    const found = await repo.usersByIds(rows.map((row) => row.userId));
    return new Map(found.map((user) => [user.id, user]));
  }
  const unknownCustomer = (id: string): AdminOrderCustomer => ({ id, name: '', email: '', phone: '' });

  /** A page of orders as the list shows them: each with its customer and their unread messages (a fixed number of queries per page). */
  async function rowsOf(shown: OrderRow[]): Promise<AdminOrderRow[]> {
    const [views, customers, unread] = await Promise.all([orders.views(shown), customersOf(shown), repo.unreadMessagesOf(shown.map((row) => row.userId))]);
    return views.map((view, index) => {
      const row = shown[index];
      const userId = row?.userId ?? '';
      return { order: view, customer: customers.get(userId) ?? unknownCustomer(userId), unreadMessages: row?.customerName ? 0 : (unread.get(userId) ?? 0) };
    });
  }

  async function findOrder(orderRef: string): Promise<OrderRow> {
    const order = await orders.findByRef(orderRef);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** Runs `change` and writes its audit row in one transaction (what follows it, e.g. e-mail, is enqueued in it). */
  async function audited(
    admin: Admin, order: OrderRow, action: string, reason: string | undefined, change: (tx: Db, now: Date) => Promise<void>,
  ): Promise<OrderView> {
    const now = new Date();
    await db.transaction(async (tx) => {
      await change(tx, now);
      const after = await orders.lockWithin(tx, order.id);
      await record(tx, { actor: admin, action, entity: 'order', entityId: order.orderRef, before: snapshot(order), after: after ? snapshot(after) : null, reason: reason ?? null, now });
    });
    return orders.view(await findOrder(order.orderRef));
  }

  /** Calls off each of the order's waiting payments through the payment core; true when one of them moved. */
  async function cancelWaitingWithin(tx: Db, admin: Admin, order: OrderRow, reason: string, now: Date): Promise<boolean> {
    let moved = false;
    // Each waiting attempt first (the payment core locks it, then the order): the same lock order as a provider's callback.
    for (const attempt of (await payments.attemptsWithin(tx, order.id)).filter((part) => part.state === 'pending')) {
      const settled = await payments.settleByHandWithin(tx, attempt.id, { to: 'cancelled', actorId: admin.id, note: `Cancelled by the shop: ${reason}`, now });
      moved ||= settled.applied;
    }
    return moved;
  }

  /**
   * A deposit order with its deposit in: every payment still waiting is called off through the payment core (a
   * balance payment's end leaves its order alone), then the order is cancelled with each paid part raised for a
   * person to hand back and its stock, coupon and offers given back once. Of two clicks at once, one cancels (409).
   */
  async function cancelPartPaid(admin: Admin, order: OrderRow, reason: string): Promise<OrderView> {
    return audited(admin, order, 'order.cancel', reason, async (tx, now) => {
      await cancelWaitingWithin(tx, admin, order, reason, now);
      const current = await orders.lockWithin(tx, order.id);
      if (!current) throw notFound(ORDER_NOT_FOUND);
      refuseUncancellable(current);
      const cancelled = await orders.cancelWithPaidPartsWithin(tx, order.id, `was cancelled by the shop with part of it paid (${reason})`, now);
      if (!cancelled) throw new AppError('CONFLICT', 'This order changed meanwhile: please reload and try again.');
    });
  }

  return {
    async list(query: AdminOrderListQuery): Promise<{ orders: AdminOrderRow[]; nextCursor: string | null }> {
      const { cursor, limit = ADMIN_PAGE_SIZE, ...filters } = query;
      if (cursor !== undefined && !isUuid(cursor)) throw badRequest('Invalid cursor');
      const rows = await repo.pageOrders(filters, cursor, limit);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        orders: await rowsOf(shown),
        nextCursor: rows.length > limit && last ? last.id : null,
      };
    },

    async detail(orderRef: string): Promise<Omit<AdminOrderDetailResponse, 'success'>> {
      const order = await findOrder(orderRef);
      const [view, customers, history, request, messages] = await Promise.all([
        orders.view(order), customersOf([order]), payments.historyOf(order.id), cancellations.requestOf(order.orderRef), deps.smsOfOrder(order.id),
      ]);
      const attempts: AdminPaymentAttempt[] = history.attempts.map((attempt) => ({
        id: attempt.id, provider: attempt.provider, purpose: attempt.purpose as AdminAttemptPurpose, providerRef: attempt.providerRef, state: attempt.state, amount: centsToShillings(attempt.amountCents),
        phone: attempt.phone, receipt: attempt.receipt, resultCode: attempt.resultCode, resultMessage: attempt.resultMessage,
        createdAt: attempt.createdAt.toISOString(), settledAt: attempt.settledAt?.toISOString() ?? null,
        events: history.events.filter((event) => event.attemptId === attempt.id).map((event) => ({
          id: event.id, at: event.createdAt.toISOString(), source: event.source, state: event.state, decision: event.decision, note: event.note, actorId: event.actorId,
        })),
      }));
      const cancellation = request ? {
        id: request.id, reason: request.reason, details: request.details, status: request.status, decidedBy: request.decidedBy,
        decidedAt: request.decidedAt?.toISOString() ?? null, note: request.note, createdAt: request.createdAt.toISOString(),
      } : null;
      return { order: view, customer: customers.get(order.userId) ?? unknownCustomer(order.userId), attempts, cancellation, messages };
    },

    /**
     * A Sidian transfer or COD cash arrived: the pending attempt becomes paid through the payment core, once. On a
     * deposit order that is its bank deposit (which secures the order) or a bank payment towards its balance (the
     * last shillings make it paid).
     */
    async confirmPayment(admin: Admin, orderRef: string, input: { reference: string; reason?: string | undefined }): Promise<OrderView> {
      const order = await findOrder(orderRef);
      refuseUnconfirmable(order);
      const attempts = await payments.allFor([order.id]);
      if (attempts.length === 0) throw notFound('This order has no payment to confirm.');
      const attempt = handConfirmable(attempts);
      if (!attempt) throw new AppError('CONFLICT', 'No bank or cash payment of this order is waiting to be confirmed.');
      return audited(admin, order, 'order.confirm-payment', input.reason, async (tx, now) => {
        const note = confirmationNote(attempt, input);
        const settled = await payments.settleByHandWithin(tx, attempt.id, { to: 'paid', actorId: admin.id, note, reference: input.reference, now });
        if (!settled.applied) {
          refuseUnconfirmable((await orders.lockWithin(tx, order.id)) ?? order);
          throw new AppError('CONFLICT', 'This payment could not be confirmed. Please reload and try again.');
        }
      });
    },

    /** Every order matching the list's filters, newest first, a page at a time (the CSV export streams them). */
    async *exportPages(filters: OrderFilters): AsyncGenerator<AdminOrderRow[]> {
      let after: string | undefined;
      for (;;) {
        const rows = await repo.pageOrders(filters, after, EXPORT_PAGE);
        const shown = rows.slice(0, EXPORT_PAGE);
        if (shown.length === 0) return;
        yield await rowsOf(shown);
        if (rows.length <= EXPORT_PAGE) return;
        after = shown.at(-1)?.id;
      }
    },

    /** A paid order left the shop with a courier and its tracking number: once, and never after delivery or cancellation. */
    async dispatch(admin: Admin, orderRef: string, input: DispatchInput & { reason?: string | undefined }): Promise<OrderView> {
      const order = await findOrder(orderRef);
      return audited(admin, order, 'order.dispatch', input.reason, (tx, now) => handover.dispatchWithin(tx, order, input, now));
    },

    /** A paid order waits to be picked up at `place` until `collectBy`: once (see canBeReadyForCollection). */
    async readyForCollection(admin: Admin, orderRef: string, input: CollectionInput & { reason?: string | undefined }): Promise<OrderView> {
      const order = await findOrder(orderRef);
      return audited(admin, order, 'order.ready-for-collection', input.reason, (tx, now) => handover.readyWithin(tx, order, input, now));
    },

    /** A paid order reached its customer. */
    async deliver(admin: Admin, orderRef: string, reason?: string): Promise<OrderView> {
      const order = await findOrder(orderRef);
      return audited(admin, order, 'order.deliver', reason, async (tx, now) => {
        await orders.deliverByStaff(tx, order.id, now);
      });
    },

    /**
     * An unpaid order called off: its waiting attempts are cancelled through the payment core, and the order is
     * cancelled with its stock, coupon and offers back once, even when no attempt was ever written for it. A deposit
     * order whose deposit is in is called off as a whole (see cancelPartPaid).
     */
    async cancel(admin: Admin, orderRef: string, reason: string): Promise<OrderView> {
      const order = await findOrder(orderRef);
      refuseUncancellable(order);
      if (depositIn(await payments.allFor([order.id]))) return cancelPartPaid(admin, order, reason);
      return audited(admin, order, 'order.cancel', reason, async (tx, now) => {
        const moved = await cancelWaitingWithin(tx, admin, order, reason, now);
        const current = await orders.lockWithin(tx, order.id);
        if (!current) throw notFound(ORDER_NOT_FOUND);
        // Cancelling an attempt may itself cancel an offline order; otherwise the order must still be cancellable.
        if (!moved) {
          refuseUncancellable(current);
          // A deposit paid in the meantime: cancelling now would keep its money and stock quietly.
          if (depositIn(await payments.attemptsWithin(tx, order.id))) throw new AppError('CONFLICT', 'This order\'s deposit has just been paid: please reload and try again.');
        }
        await orders.cancelUnpaidWithin(tx, order.id, now);
      });
    },

    /** The shop's decision on a customer's cancellation request (approve: refund record, stock back; reject). */
    async decideCancellation(admin: Admin, orderRef: string, input: { approve: boolean; reason: string }): Promise<OrderView> {
      const order = await findOrder(orderRef);
      await cancellations.decide({ orderRef }, { approve: input.approve, by: admin.id, note: input.reason }, new Date(), async (tx, before, after) => {
        const current = await orders.lockWithin(tx, order.id);
        await orders.textWithin(tx, current ?? order, input.approve ? 'cancellation-approved' : 'cancellation-declined');
        await record(tx, {
          actor: admin, action: input.approve ? 'cancellation.approve' : 'cancellation.reject', entity: 'order', entityId: order.orderRef,
          before: { ...snapshot(order), cancellationRequest: before.status }, after: { ...(current ? snapshot(current) : {}), cancellationRequest: after.status },
          reason: input.reason,
        });
      });
      return orders.view(await findOrder(orderRef));
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
