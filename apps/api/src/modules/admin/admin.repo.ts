import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_ID_PATTERN, ORDER_REFERENCE_PATTERN, type AdminOrderListQuery } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { chatMessages, orders, users } from '../../db/schema/index.ts';
import { qualified } from '../../lib/qualified-column.ts';
type OrderRow = typeof orders.$inferSelect;

export type OrderFilters = Omit<AdminOrderListQuery, 'cursor' | 'limit'>;
const DAY_MS = 86_400_000;
/** Shop days are Nairobi days (UTC+3, no daylight saving). */
const nairobiMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+03:00`));
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** What the search box matches: an order id exactly, an e-mail or phone exactly, else a short reference or a name's beginning. */
function searchCondition(q: string): SQL | undefined {
  if (ORDER_ID_PATTERN.test(q)) return eq(orders.orderRef, q);
  if (q.includes('@')) {
    const email = q.toLowerCase();
    return or(sql`lower(${orders.address}->>'email') = ${email}`, sql`${orders.userId} IN (SELECT id FROM ${users} WHERE lower(${users.email}) = ${email})`);
  }
  const digits = q.replace(/[\s-]/g, '');
  if (/^\+?\d{6,15}$/.test(digits)) {
    const phone = digits.startsWith('0') ? `+254${digits.slice(1)}` : digits;
    return or(
      inArray(sql`${orders.address}->>'phone'`, [digits, phone]), eq(orders.contact, digits),
      sql`${orders.userId} IN (SELECT id FROM ${users} WHERE ${users.phone} = ${phone})`,
    );
  }
  const prefix = `${likeEscaped(q)}%`;
  // A short order reference as a customer quotes it ("ad8 44r"); a six-letter word may also be a name, so both are asked.
  const reference = q.replace(/\s/g, '').toUpperCase();
  return or(
    ...(ORDER_REFERENCE_PATTERN.test(reference) ? [eq(orders.reference, reference)] : []),
    ilike(sql`${orders.address}->>'firstName'`, prefix), ilike(sql`${orders.address}->>'lastName'`, prefix),
    ilike(sql`(${orders.address}->>'firstName') || ' ' || (${orders.address}->>'lastName')`, prefix),
    ilike(orders.customerName, prefix),
    sql`${orders.userId} IN (SELECT id FROM ${users} WHERE ${users.name} ILIKE ${prefix})`,
  );
}

/** The customer's messages the shop has not read (on chat_messages_unread_idx); a walk-in sale's account is the cashier's. */
const unreadFromCustomer = (customerId: SQL) => sql`${chatMessages} WHERE ${qualified(chatMessages.customerId)} = ${customerId}
  AND NOT ${qualified(chatMessages.fromShop)} AND ${qualified(chatMessages.readAt)} IS NULL`;

/** Orders waiting for the shop: an undecided cancellation request, or unread messages from their customer. */
const attentionCondition = {
  cancellation: eq(orders.cancellationStatus, 'pending'),
  messages: sql`${qualified(orders.customerName)} IS NULL AND EXISTS (SELECT 1 FROM ${unreadFromCustomer(qualified(orders.userId))})`,
};

/** The back office's reads: orders across every customer (filters, search, keyset pages); the audit log is in audit.repo.ts. */
export function createAdminRepo(db: Db) {
  return {
    /**
     * One page of orders, newest first by the keyset (created_at, id) — `after` is the last id of the page before.
     * Reads one row more than `limit` so the caller knows whether a next page exists.
     */
    async pageOrders(filters: OrderFilters, after: string | undefined, limit: number) {
      const conditions: SQL[] = [];
      if (filters.status) conditions.push(eq(orders.status, filters.status));
      if (filters.paymentStatus) conditions.push(eq(orders.paymentStatus, filters.paymentStatus));
      if (filters.method) conditions.push(eq(orders.paymentMethod, filters.method));
      if (filters.attention) conditions.push(attentionCondition[filters.attention]);
      if (filters.from) conditions.push(gte(orders.createdAt, nairobiMidnight(filters.from)));
      if (filters.to) conditions.push(lt(orders.createdAt, new Date(nairobiMidnight(filters.to).getTime() + DAY_MS)));
      const search = filters.q ? searchCondition(filters.q) : undefined;
      if (search) conditions.push(search);
      if (after) {
        conditions.push(sql`(${orders.createdAt}, ${orders.id}) < (SELECT previous.created_at, previous.id FROM ${orders} AS previous WHERE previous.id = ${after})`);
      }
      return db.select().from(orders).where(and(...conditions)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit + 1);
    },

    /**
     * Marks a paid, undelivered, uncancelled order dispatched: one conditional UPDATE, so two clicks cannot both
     * apply. Answers the row, or undefined when the order was not in that state (the caller says why).
     */
    async markDispatched(tx: Db, orderId: string, carrier: Pick<OrderRow, 'courierId' | 'courierName' | 'trackingNumber' | 'trackingUrl'>, now: Date) {
      const [row] = await tx.update(orders).set({ ...carrier, dispatchedAt: now, updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'placed'), eq(orders.paymentStatus, 'paid'), isNull(orders.dispatchedAt)))
        .returning();
      return row;
    },

    /** The caller holds the order's row lock and checked canBeReadyForCollection; once only all the same. */
    async markReadyForCollection(tx: Db, orderId: string, collection: { place: string; collectBy: string }, now: Date) {
      const [row] = await tx.update(orders).set({ readyForCollectionAt: now, collectionPlace: collection.place, collectBy: collection.collectBy, updatedAt: now })
        .where(and(eq(orders.id, orderId), isNull(orders.readyForCollectionAt)))
        .returning();
      return row;
    },

    /** Unread customer messages per customer, for one page of orders: one grouped count. */
    async unreadMessagesOf(customerIds: string[]): Promise<Map<string, number>> {
      if (customerIds.length === 0) return new Map();
      const rows = await db.select({ customerId: chatMessages.customerId, unread: sql<number>`count(*)::int`.mapWith(Number) }).from(chatMessages)
        .where(and(inArray(chatMessages.customerId, [...new Set(customerIds)]), eq(chatMessages.fromShop, false), isNull(chatMessages.readAt)))
        .groupBy(chatMessages.customerId);
      return new Map(rows.map((row) => [row.customerId, row.unread]));
    },

    async usersByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select({ id: users.id, name: users.name, email: users.email, phone: users.phone }).from(users).where(inArray(users.id, [...new Set(ids)]));
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
