import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export function createOrdersRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    async insert(order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      if (!row) throw new Error('Order insert returned no row');
      if (items.length > 0) await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
      return row;
    },

    async findByRef(orderRef: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderRef, orderRef)).limit(1);
      return row;
    },

    /** An order by its short reference (paybill account field, the counter): the unique index orders_reference_idx. */
    async findByReference(reference: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.reference, reference.trim().toUpperCase())).limit(1);
      return row;
    },

    /**
     * Cash-on-delivery orders still waiting for their cash, oldest first; `search` matches the reference, the
     * delivery name or phone (case-insensitive, part of it).
     */
    async pendingCashOnDelivery(search: string | undefined, limit: number): Promise<OrderRow[]> {
      const conditions: SQL[] = [eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'pending'), ne(orders.status, 'cancelled')];
      const term = search?.trim();
      if (term) {
        const like = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        const digits = term.replace(/\D/g, '');
        const name = sql`concat_ws(' ', ${orders.address}->>'firstName', ${orders.address}->>'lastName', ${orders.customerName})`;
        const matches: SQL[] = [sql`${orders.reference} ILIKE ${like}`, sql`${name} ILIKE ${like}`];
        if (digits.length >= 3) matches.push(sql`regexp_replace(coalesce(${orders.address}->>'phone', ''), '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`);
        const any = or(...matches);
        if (any) conditions.push(any);
      }
      return db.select().from(orders).where(and(...conditions)).orderBy(asc(orders.createdAt)).limit(limit);
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    async itemsOf(orderIds: string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.orderId, orderItems.name);
    },

    /**
     * One page of a customer's orders, newest first, by the keyset (created_at, id): `after` is the id of the last
     * order of the page before (another customer's id, or an unknown one, matches nothing). Reads one row more than
     * `limit` so the caller knows whether a next page exists.
     */
    async pageForUser(userId: string, after: string | undefined, limit: number): Promise<OrderRow[]> {
      const conditions: SQL[] = [eq(orders.userId, userId)];
      if (after) {
        conditions.push(sql`(${orders.createdAt}, ${orders.id}) < (
          SELECT previous.created_at, previous.id FROM ${orders} AS previous WHERE previous.id = ${after} AND previous.user_id = ${userId})`);
      }
      return db.select().from(orders).where(and(...conditions)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit + 1);
    },

    /** The history's tiles in one query: every order, and the units of those not failed or cancelled. */
    async summaryForUser(userId: string): Promise<{ totalOrders: number; itemsPurchased: number }> {
      const [row] = await db.select({
        totalOrders: sql<number>`count(DISTINCT ${orders.id})::int`,
        itemsPurchased: sql<number>`coalesce(sum(${orderItems.quantity}) FILTER (WHERE ${orders.paymentStatus} <> 'failed' AND ${orders.status} <> 'cancelled'), 0)::int`,
      }).from(orders).leftJoin(orderItems, eq(orderItems.orderId, orders.id)).where(eq(orders.userId, userId));
      return { totalOrders: row?.totalOrders ?? 0, itemsPurchased: row?.itemsPurchased ?? 0 };
    },

    /** The customer's own order by its ORD-… reference; another customer's is not found. */
    async findOwned(userId: string, orderRef: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(and(eq(orders.orderRef, orderRef), eq(orders.userId, userId))).limit(1);
      return row;
    },

    /** Delivered in one conditional statement: only a paid order still on its way, so parallel calls deliver once. */
    async markDelivered(userId: string, orderRef: string, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db.update(orders).set({ status: 'delivered', deliveredAt: now, updatedAt: now })
        .where(and(eq(orders.orderRef, orderRef), eq(orders.userId, userId), eq(orders.status, 'placed'), eq(orders.paymentStatus, 'paid')))
        .returning();
      return row;
    },

    /** The back office's delivery: like `markDelivered` without the owner, by the order's id (same conditions). */
    async markDeliveredById(orderId: string, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db.update(orders).set({ status: 'delivered', deliveredAt: now, updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'placed'), eq(orders.paymentStatus, 'paid')))
        .returning();
      return row;
    },

    /** The order, locked until the transaction ends (a back-office action decides on it). */
    async lockById(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    /**
     * The customer's orders that were paid and kept (not cancelled): what makes a returning customer (issue 25). An
     * order declined, expired, unpaid or taken back does not.
     */
    async countForUser(userId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid'), ne(orders.status, 'cancelled')));
      return row?.value ?? 0;
    },

    async awaitingPayment(userId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'pending'), eq(orders.awaitsOnlinePayment, true), ne(orders.status, 'cancelled')))
        .limit(1);
      return row;
    },

    /** This customer's cash-on-delivery or paybill order still waiting for its money, if any. */
    async unpaidOffline(userId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders)
        .where(and(eq(orders.userId, userId), isNotNull(orders.offlineExpiresAt), eq(orders.paymentStatus, 'pending'), ne(orders.status, 'cancelled')))
        .limit(1);
      return row;
    },

    /** Unpaid offline orders whose time ran out, oldest first. */
    async overdueOffline(now: Date, limit: number): Promise<OrderRow[]> {
      return db.select().from(orders)
        .where(and(isNotNull(orders.offlineExpiresAt), lte(orders.offlineExpiresAt, now), eq(orders.paymentStatus, 'pending')))
        .orderBy(asc(orders.offlineExpiresAt)).limit(limit);
    },

    /** Orders still waiting for an online payment that were placed before `before`, oldest first (the orphan sweep's candidates). */
    async waitingOnlineSince(before: Date, limit: number): Promise<OrderRow[]> {
      return db.select().from(orders)
        .where(and(eq(orders.paymentStatus, 'pending'), eq(orders.awaitsOnlinePayment, true), ne(orders.status, 'cancelled'), lte(orders.createdAt, before)))
        .orderBy(asc(orders.createdAt)).limit(limit);
    },

    /** Ties a cash-on-delivery order to the cashier who took its cash (their drawer counts it), unless a code already did. */
    async tieToCashier(orderId: string, cashierId: string): Promise<void> {
      await db.update(orders).set({ securityCodeCashierId: cashierId })
        .where(and(eq(orders.id, orderId), sql`${orders.securityCodeCashierId} IS NULL`));
    },

    /** Cash and cash-on-delivery orders placed since `since`: all of them, or those tied to one cashier. */
    async cashOrdersSince(since: Date, cashierId: string | null, limit: number): Promise<OrderRow[]> {
      const conditions: SQL[] = [inArray(orders.paymentMethod, ['cash', 'cod']), gte(orders.createdAt, since)];
      const mine = cashierId ? or(eq(orders.securityCodeCashierId, cashierId), eq(orders.placedBy, cashierId)) : undefined;
      if (mine) conditions.push(mine);
      return db.select().from(orders).where(and(...conditions)).orderBy(desc(orders.createdAt)).limit(limit);
    },

    /**
     * Units held by this customer's orders that still wait for an online payment, per product and weight: a query the
     * cart runs inside its own statement (decision 0049), columns in this order: product id, weight, quantity. Plain
     * SQL: it is built on every cart add and read, where a query builder's rendering cost more than the statement.
     */
    heldByUser(userId: string): SQL {
      return sql`SELECT i.product_id, i.weight, sum(i.quantity)::int FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.user_id = ${userId} AND o.payment_status = 'pending' AND o.awaits_online_payment AND o.stock_held
        GROUP BY i.product_id, i.weight`;
    },

    /** Sets the payment status of a pending order; answers the row when it changed. */
    async settle(orderId: string, paymentStatus: 'paid' | 'failed', now: Date): Promise<OrderRow | undefined> {
      const [row] = await db.update(orders)
        .set({ paymentStatus, updatedAt: now, ...(paymentStatus === 'paid' ? { paidAt: now } : {}) })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
        .returning();
      return row;
    },

    /**
     * A deposit order whose deposit is in: it no longer waits for a payment to keep its stock (the stock stays held
     * while the balance is open), and the customer may shop again. Answers the row when it changed.
     */
    async secureDeposit(orderId: string, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db.update(orders).set({ awaitsOnlinePayment: false, offlineExpiresAt: null, updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), or(eq(orders.awaitsOnlinePayment, true), isNotNull(orders.offlineExpiresAt))))
        .returning();
      return row;
    },

    /** A payment accepted by a person after the order gave up on it: paid, its stock held again. Answers the row when it changed. */
    async markPaidByHand(orderId: string, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db.update(orders)
        .set({ paymentStatus: 'paid', paidAt: now, stockHeld: true, updatedAt: now })
        .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid'), ne(orders.status, 'cancelled')))
        .returning();
      return row;
    },

    /** Cancels an order that was never paid (an offline order that ran out of time). */
    async cancelUnpaid(orderId: string, now: Date): Promise<void> {
      await db.update(orders).set({ status: 'cancelled', updatedAt: now }).where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid')));
    },

    /** Marks the order's stock as given back; true only for the one caller that did it. */
    async releaseHold(orderId: string): Promise<boolean> {
      const rows = await db.update(orders).set({ stockHeld: false, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.stockHeld, true))).returning({ id: orders.id });
      return rows.length === 1;
    },

    /** Cancels a paid order the shop took back (an approved cancellation request). */
    /** Answers the order once it changed to cancelled (nothing when it already was). */
    async cancelTakenBack(orderId: string, now: Date): Promise<OrderRow | undefined> {
      // A deposit order still owing its balance will never be paid now: its payment is no longer pending.
      const [row] = await db.update(orders).set({
        status: 'cancelled', cancellationStatus: 'approved', updatedAt: now,
        paymentStatus: sql`CASE WHEN ${orders.paymentStatus} = 'pending' THEN 'failed' ELSE ${orders.paymentStatus} END`,
      })
        .where(and(eq(orders.id, orderId), ne(orders.status, 'cancelled'))).returning();
      return row;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
