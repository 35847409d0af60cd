import {
  ORDER_PAGE_SIZE, centsToShillings, formatTotal,
  type Language, type OrderDetailResponse, type OrderSummary, type OrderView,
} from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import type { SQLWrapper } from 'drizzle-orm';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { OrderTexts } from '../notifications/sms/order-texts.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService, StockLine } from '../catalog/catalog.service.ts';
import type { CouponsService } from '../coupons/coupons.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PaymentState } from '../payments/payment-state.ts';
import type { AttemptRow } from '../payments/payments.service.ts';
import { createOrderEvents, type DeliveredListener, type PaidListener, type TakenBackListener } from './order-events.ts';
import { createOrderExpiry } from './order-expiry.ts';
import { createPaymentProgress } from './payment-progress.ts';
import { createOrderMail, type OrderMailDeps } from './order-mail.ts';
import { createOrderNewsMail, type OrderMailNews } from './order-news-mail.ts';
import { orderTimeline } from './order-timeline.ts';
import { methodName } from './order-view.ts';
import { toOrderView } from './order-view.ts';
import { createOrdersRepo, type OrderItemRow, type OrderRow, type OrdersRepo } from './orders.repo.ts';

/** A page of order history: the orders and the cursor of the next page (null: this was the last). */
export type OrderPage = { orders: OrderView[]; nextCursor: string | null };
export type PageRequest = { cursor?: string | undefined; limit?: number | undefined };

/** An order's lines as stock lines (product, weight key, quantity, and the names a shortfall message uses). */
export function stockLinesOf(items: Pick<OrderItemRow, 'productId' | 'weight' | 'quantity' | 'name' | 'weightLabel'>[]): StockLine[] {
  // One line per product and weight (an offer's units and the rest at the list price are two order lines).
  const lines = new Map<string, StockLine>();
  for (const item of items) {
    const key = `${item.productId}:${item.weight}`;
    const line = lines.get(key);
    if (line) line.quantity += item.quantity;
    else lines.set(key, { productId: item.productId, weightKey: item.weight, quantity: item.quantity, name: item.name, weightLabel: item.weightLabel });
  }
  return [...lines.values()];
}

/**
 * Orders as customers see them, and what a settled payment means for its order: paid → the cart loses what was
 * bought; failed, expired or cancelled → the stock, coupon use and accepted offer prices are given back, once.
 */
/** Why an order e-mail goes out: placed (an offline or coupon-paid order), paid, or its deposit in. */
export type OrderMailCause = 'placed' | 'paid' | 'deposit';
const ORDER_MAIL_JOB = 'order.mail';

export function createOrdersService(deps: {
  repo: OrdersRepo;
  payments: PaymentsService;
  catalog: CatalogService;
  cart: CartService;
  coupons: CouponsService;
  offers: OffersService;
  mail: OrderMailDeps;
  outbox: Outbox;
  /** The order SMS (decision 0042), enqueued where the e-mail is. */
  texts: Pick<OrderTexts, 'newsWithin'>;
}) {
  const { repo, payments, catalog, cart, coupons, offers, outbox } = deps;
  const events = createOrderEvents();
  const { announcePaid } = events;
  /** Where the customer's own delivery runs its transaction once someone listens (set by `onDelivered`). */
  let deliveryDb: Db | undefined;

  /** The customer's one-statement delivery; with listeners, that same UPDATE and theirs in one transaction. */
  async function markDeliveredHeard(userId: string, orderRef: string, now: Date): Promise<OrderRow | undefined> {
    if (!deliveryDb) return repo.markDelivered(userId, orderRef, now);
    return deliveryDb.transaction(async (tx) => {
      const delivered = await createOrdersRepo(tx).markDelivered(userId, orderRef, now);
      if (delivered) await events.announceDelivered(tx, delivered, now);
      return delivered;
    });
  }

  /** The orders as their pages show them, their texts in `language` (the back office's and the mails' English unless told). */
  async function views(rows: OrderRow[], language: Language = 'en'): Promise<OrderView[]> {
    const ids = rows.map((row) => row.id);
    const [items, attempts] = await Promise.all([repo.itemsOf(ids), payments.allFor(ids)]);
    return rows.map((row) => {
      const own = attempts.filter((attempt) => attempt.orderId === row.id);
      return toOrderView(row, items.filter((item) => item.orderId === row.id), own, language);
    });
  }
  const sendConfirmation = createOrderMail(deps.mail, views);
  outbox.handle(ORDER_MAIL_JOB, async (payload, job) => {
    const order = await repo.findById(String(payload.orderId));
    if (order) await sendConfirmation(order, `${job.kind}:${job.key}`);
  });

  const { newsMailWithin } = createOrderNewsMail(deps.mail, outbox, (orderId) => repo.findById(orderId));

  /** The order e-mail, as a job in the caller's transaction: sent once per order and cause, after the commit. */
  async function mailWithin(tx: Db, order: OrderRow, cause: OrderMailCause): Promise<void> {
    await outbox.enqueueWithin(tx, ORDER_MAIL_JOB, `${cause}:${order.orderRef}`, { orderId: order.id });
    await deps.texts.newsWithin(tx, order, cause);
  }

  async function onTransition(tx: Db, attempt: AttemptRow, to: PaymentState, now: Date) {
    if (to === 'paid') return onPaid(tx, attempt, now);
    if (to !== 'failed' && to !== 'expired' && to !== 'cancelled') return;
    // A payment towards a balance that did not go through leaves its order as it was: the deposit still holds it.
    if (attempt.purpose === 'balance') return;
    const txRepo = createOrdersRepo(tx);
    const order = await txRepo.settle(attempt.orderId, 'failed', now);
    if (!order) return;
    // A cash-on-delivery or paybill order that was never paid is over: cancelled, so it no longer waits for anyone.
    if (order.offlineExpiresAt) await txRepo.cancelUnpaid(order.id, now);
    await flagPartsToHandBack(tx, order, attempt, to, now);
    return giveBackWithin(tx, order);
  }

  /** An order that will not be paid gives back its stock, coupon use and offer prices, once (the waitlist hears of a restock). */
  async function giveBackWithin(tx: Db, order: OrderRow): Promise<void> {
    const txRepo = createOrdersRepo(tx);
    if (!(await txRepo.releaseHold(order.id))) return;
    const restocked = await catalog.returnStock(tx, stockLinesOf(await txRepo.itemsOf([order.id])));
    await catalog.announceRestockedWithin(tx, restocked);
    await coupons.releaseFor(tx, order.orderRef);
    await offers.releaseUsedBy(tx, order.orderRef);
  }

  /**
   * An order paid in parts (a hybrid's mobile and cash, a deposit and its balance payments) is paid once its paid
   * attempts cover it; a deposit alone secures it (the cart lets go, the stock stays held). More than the total is
   * never kept quietly: the payment that went over is raised for a person to hand the excess back.
   */
  async function onPaid(tx: Db, attempt: AttemptRow, now: Date) {
    const txRepo = createOrdersRepo(tx);
    const before = await txRepo.findById(attempt.orderId);
    if (!before) return;
    const paid = await payments.paidCentsWithin(tx, attempt.orderId);
    if (paid > before.amountCents) await flagOverpayment(tx, before, attempt, paid, now);
    if (paid < before.amountCents) {
      if (attempt.purpose !== 'deposit') return;
      const secured = await txRepo.secureDeposit(before.id, now);
      if (secured) await cartLeavesWithin(tx, before, secured, 'deposit');
      return;
    }
    const order = await txRepo.settle(attempt.orderId, 'paid', now);
    if (!order) return;
    await announcePaid(tx, order, now);
    await cartLeavesWithin(tx, before, order, 'paid');
  }

  /**
   * Once an order is paid or its deposit is in, in that transaction: what it bought leaves the cart (an online order
   * kept it there), and the e-mail is enqueued.
   */
  async function cartLeavesWithin(tx: Db, before: OrderRow, order: OrderRow, cause: OrderMailCause): Promise<void> {
    if (before.awaitsOnlinePayment) await cart.removeOrdered(order.userId, stockLinesOf(await createOrdersRepo(tx).itemsOf([order.id])), tx);
    await mailWithin(tx, order, cause);
  }

  async function flagOverpayment(tx: Db, order: OrderRow, attempt: AttemptRow, paidCents: number, now: Date): Promise<void> {
    const excess = centsToShillings(paidCents - order.amountCents);
    const reason = `Order ${order.orderRef} is now paid Ksh ${formatTotal(centsToShillings(paidCents))} of Ksh ${formatTotal(centsToShillings(order.amountCents))}: `
      + `hand back Ksh ${formatTotal(excess)} of this ${methodName(attempt.provider)} payment, then record the refund.`;
    await payments.flagWithin(tx, attempt.id, { key: `over-paid:${attempt.id}`, reason, now });
  }
  payments.onTransition(onTransition);

  /** Money already taken for an order that did not complete (a hybrid's cash part): a person hands it back. */
  async function flagPartsToHandBack(tx: Db, order: OrderRow, failed: AttemptRow, to: PaymentState, now: Date): Promise<void> {
    await flagPaidPartsWithin(tx, order, `was not paid in full (its ${methodName(failed.provider)} payment ${to})`, now, failed.id);
  }

  /** Each paid part of an order that will not complete, raised once for a person to hand back ("Order … {why}: hand back …"). */
  async function flagPaidPartsWithin(tx: Db, order: OrderRow, why: string, now: Date, exceptId?: string): Promise<void> {
    const taken = (await payments.attemptsWithin(tx, order.id)).filter((part) => part.id !== exceptId && part.state === 'paid');
    for (const part of taken) {
      const reason = `Order ${order.orderRef} ${why}: `
        + `hand back the ${methodName(part.provider)} part of Ksh ${formatTotal(centsToShillings(part.amountCents))}, then record the refund.`;
      await payments.flagWithin(tx, part.id, { key: `hand-back:${part.id}`, reason, now });
    }
  }

  /**
   * Marks an order that was never paid Cancelled and failed, inside the caller's transaction, and gives its stock,
   * coupon use and offer prices back once, whether or not a payment attempt ended it (an order may have none).
   */
  async function cancelUnpaidWithin(tx: Db, orderId: string, now: Date): Promise<void> {
    const txRepo = createOrdersRepo(tx);
    await txRepo.settle(orderId, 'failed', now);
    await txRepo.cancelUnpaid(orderId, now);
    const order = await txRepo.findById(orderId);
    if (order && order.paymentStatus !== 'paid') await giveBackWithin(tx, order);
  }

  async function viewOf(order: OrderRow, language: Language = 'en'): Promise<OrderView> {
    const [view] = await views([order], language);
    if (!view) throw notFound('Order not found');
    return view;
  }

  async function page(userId: string, request: PageRequest, language: Language = 'en'): Promise<OrderPage> {
    if (request.cursor !== undefined && !isUuid(request.cursor)) throw badRequest('Invalid cursor');
    const limit = request.limit ?? ORDER_PAGE_SIZE;
    const rows = await repo.pageForUser(userId, request.cursor, limit);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return { orders: await views(shown, language), nextCursor: rows.length > limit && last ? last.id : null };
  }

  return {
    views,
    mailWithin,
    /** Texts the order's customer some news of it, in the caller's transaction (once per order and news). */
    textWithin: deps.texts.newsWithin,

    /** Tells the customer their order is on its way or ready for collection, by e-mail and SMS, in the caller's transaction (once each). */
    async tellWithin(tx: Db, order: OrderRow, news: OrderMailNews): Promise<void> {
      await newsMailWithin(tx, order, news);
      await deps.texts.newsWithin(tx, order, news);
    },

    view: viewOf,

    /** One page of the customer's orders, newest first (keyset paging: a page costs the same however many exist). */
    page,

    /** The first page of the customer's orders. */
    async forCustomer(userId: string): Promise<OrderView[]> {
      return (await page(userId, {})).orders;
    },

    summary: (userId: string): Promise<OrderSummary> => repo.summaryForUser(userId),

    /** The customer's own order with its payment timeline, in their language; anyone else's is not found. */
    async detail(userId: string, orderRef: string, language: Language = 'en'): Promise<Omit<OrderDetailResponse, 'success'>> {
      const owned = await repo.findOwned(userId, orderRef);
      if (!owned) throw notFound('Order not found');
      // The history first, then the order and its payment: a payment settling in between then shows in both,
      // never as a "paid" step beside a card still without its receipt.
      const history = await payments.historyOf(owned.id);
      const order = (await repo.findOwned(userId, orderRef)) ?? owned;
      return { order: await viewOf(order, language), timeline: orderTimeline(order, history, language) };
    },

    /**
     * The owner marks a paid order delivered, once: the update itself checks it is paid and still on its way, so two
     * parallel calls deliver it once. When nothing changed, the order as it stands says why. The order answered is in `language`.
     */
    async deliver(userId: string, orderRef: string, now = new Date(), language: Language = 'en'): Promise<OrderView> {
      const delivered = await markDeliveredHeard(userId, orderRef, now);
      if (delivered) return viewOf(delivered, language);
      const order = await repo.findOwned(userId, orderRef);
      if (!order) throw notFound('Order not found');
      if (order.status === 'delivered') throw new AppError('CONFLICT', 'This order is already marked as delivered.');
      if (order.status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled.');
      throw new AppError('BUSINESS_RULE', 'This order can be marked as delivered once it is paid.');
    },

    /**
     * The back office marks a paid order delivered inside the caller's transaction (no owner check: staff only).
     * Answers the row when this call delivered it; otherwise refuses with why (409 delivered/cancelled, 422 unpaid).
     */
    async deliverByStaff(tx: Db, orderId: string, now: Date): Promise<OrderRow> {
      const txRepo = createOrdersRepo(tx);
      const delivered = await txRepo.markDeliveredById(orderId, now);
      if (delivered) {
        await events.announceDelivered(tx, delivered, now);
        return delivered;
      }
      const order = await txRepo.findById(orderId);
      if (!order) throw notFound('Order not found');
      if (order.status === 'delivered') throw new AppError('CONFLICT', 'This order is already marked as delivered.');
      if (order.status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled.');
      throw new AppError('BUSINESS_RULE', 'This order can be marked as delivered once it is paid.');
    },

    /** What else happens when an order becomes paid (e.g. loyalty points), inside that transaction. */
    onPaid(listener: PaidListener): void {
      events.onPaid(listener);
    },

    /** An order placed already paid (cash at the counter): its paid listeners, inside the placement's transaction. */
    paidAtPlacementWithin: announcePaid,

    /**
     * Hears every delivery (the customer's and the back office's) inside its transaction, so what it writes commits
     * with the delivery or not at all. `db` is where the customer's delivery then opens that transaction.
     */
    onDelivered(db: Db, listener: DeliveredListener): void {
      deliveryDb = db;
      events.onDelivered(listener);
    },

    /** What else happens when the shop takes a delivered order back with a refund (its points), inside that transaction. */
    onTakenBack(listener: TakenBackListener): void {
      events.onTakenBack(listener);
    },

    /** The order by its ORD-… id, for staff (no owner check). */
    findByRef: (orderRef: string) => repo.findByRef(orderRef),

    /** The order locked inside the caller's transaction (a back-office action decides on it). */
    lockWithin: (tx: Db, orderId: string) => createOrdersRepo(tx).lockById(orderId),

    /**
     * A payment that arrived after its order gave up (expired: stock back) is accepted by a person (back office),
     * inside the caller's transaction: the order takes its stock again under the stock rows' own check (or refuses
     * with the shortfall, 422) and becomes paid. Undefined when it is already paid or cancelled. The coupon use and
     * offer prices given back at expiry stay given back. A deposit order's late balance payment leaves it open.
     */
    async reinstatePaidWithin(tx: Db, orderId: string, now: Date): Promise<OrderRow | undefined> {
      const txRepo = createOrdersRepo(tx);
      const order = await txRepo.lockById(orderId);
      if (!order || order.paymentStatus === 'paid' || order.status === 'cancelled') return undefined;
      // A deposit order is paid only once its payments cover it: late money towards its balance counts (the order
      // stays open, its stock still held); late money that covers less than an order that gave up cannot revive it.
      if ((await payments.paidCentsWithin(tx, orderId)) < order.amountCents) {
        if (order.paymentStatus === 'pending' && order.stockHeld) return order;
        throw new AppError('BUSINESS_RULE', 'This payment covers only part of the order, which was given up.');
      }
      if (!order.stockHeld) await catalog.takeStock(tx, stockLinesOf(await txRepo.itemsOf([orderId])));
      const paid = await txRepo.markPaidByHand(orderId, now);
      if (paid) await announcePaid(tx, paid, now);
      return paid;
    },

    cancelUnpaidWithin,

    /**
     * The shop calls off a deposit order whose deposit is in (back office), inside the caller's transaction and after
     * its waiting payments were called off: no payment event will end it, so it ends here. Failed and Cancelled, each
     * paid part raised for a person to hand back, its stock, coupon use and offer prices given back once. Answers
     * false when the order was no longer open (paid or cancelled meanwhile).
     */
    async cancelWithPaidPartsWithin(tx: Db, orderId: string, why: string, now: Date): Promise<boolean> {
      const txRepo = createOrdersRepo(tx);
      const order = await txRepo.settle(orderId, 'failed', now);
      if (!order || order.status !== 'placed') return false;
      await txRepo.cancelUnpaid(order.id, now);
      await flagPaidPartsWithin(tx, order, why, now);
      await giveBackWithin(tx, order);
      return true;
    },

    count: (userId: string) => repo.countForUser(userId),

    /** Where a customer's payment request or hybrid stands, for the progress screens' polls (payment-progress.ts). */
    ...createPaymentProgress({ repo, payments }),

    /** The order this customer must finish (or let expire) before another online payment. */
    async pending(userId: string): Promise<OrderView | null> {
      const order = await repo.awaitingPayment(userId);
      return order ? (await views([order]))[0] ?? null : null;
    },

    /** The reconciliation job's sweeps: offline orders past their expiry, orders left with no payment (order-expiry.ts). */
    ...createOrderExpiry({ repo, payments, cancelUnpaidWithin }),

    /** Units held by the customer's unpaid orders, a query for the cart's own (so waiting for M-Pesa does not empty it). */
    heldUnits: (userId: string): SQLWrapper => repo.heldByUser(userId),

    /**
     * A delivered order the shop took back (an approved cancellation), inside the caller's transaction: Cancelled,
     * its items back in stock once (the waitlist hears of it after the commit).
     */
    async cancelTakenBack(tx: Db, orderId: string, now: Date): Promise<void> {
      const txRepo = createOrdersRepo(tx);
      const takenBack = await txRepo.cancelTakenBack(orderId, now);
      if (takenBack) await events.announceTakenBack(tx, takenBack, now);
      if (!(await txRepo.releaseHold(orderId))) return;
      await catalog.announceRestockedWithin(tx, await catalog.returnStock(tx, stockLinesOf(await txRepo.itemsOf([orderId]))));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
