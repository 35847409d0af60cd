import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomerListQuery } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { orders, priceOffers, products, sessions, users } from '../../../db/schema/index.ts';
import { pointsBalanceOf } from '../../loyalty/points-ledger.ts';
import { qualified } from '../../../lib/qualified-column.ts';
import { customerSearch } from './customer-search.ts';

export type CustomerFilters = Omit<AdminCustomerListQuery, 'cursor' | 'limit'>;

/**
 * The orders the account placed for itself, whatever became of them; a cashier's walk-in sales (the account is then
 * the cashier's, the customer named on the order) are not the cashier's orders.
 */
const ordersPlaced = sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${qualified(orders.userId)} = ${qualified(users.id)} AND ${qualified(orders.customerName)} IS NULL)`;

/** A user row with its points and the number of orders they placed, counted in the same statement (no query per row). */
const customerColumns = {
  id: users.id, name: users.name, email: users.email, phone: users.phone, role: users.role, status: users.status,
  points: pointsBalanceOf(users.id), createdAt: users.createdAt, ordersCount: ordersPlaced.mapWith(Number),
};
export type CustomerRecord = { id: string; name: string; email: string; phone: string; role: 'customer' | 'cashier' | 'admin'; status: 'unverified' | 'active' | 'suspended'; points: number; createdAt: Date; ordersCount: number };

/** The back office's reads and writes of accounts (users); orders, waitlist and sessions only to count or show them. */
export function createCustomersRepo(db: Db) {
  return {
    /** One page, newest account first by the keyset (created_at, id); one row more than `limit` tells a next page exists. */
    async page(filters: CustomerFilters, after: string | undefined, limit: number): Promise<CustomerRecord[]> {
      const conditions: SQL[] = [];
      if (filters.role) conditions.push(eq(users.role, filters.role));
      if (filters.status) conditions.push(eq(users.status, filters.status));
      const search = filters.q ? customerSearch(filters.q) : undefined;
      if (search) conditions.push(search);
      if (after) {
        conditions.push(sql`(${users.createdAt}, ${users.id}) < (SELECT previous.created_at, previous.id FROM ${users} AS previous WHERE previous.id = ${after})`);
      }
      return db.select(customerColumns).from(users).where(and(...conditions)).orderBy(desc(users.createdAt), desc(users.id)).limit(limit + 1);
    },

    async find(userId: string): Promise<CustomerRecord | undefined> {
      const [row] = await db.select(customerColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** Locks the account's row until the transaction ends: its status and role change one at a time. */
    async lock(userId: string) {
      const [row] = await db.select({ id: users.id, role: users.role, status: users.status }).from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    /** Locks every admin's row (in id order, so two demotions queue instead of deadlocking) and answers their ids. */
    async lockAdmins(): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('update');
      return rows.map((row) => row.id);
    },

    async update(userId: string, changes: Partial<Pick<CustomerRecord, 'role' | 'status'>>): Promise<void> {
      await db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async liveSessions(userId: string, now = new Date()): Promise<number> {
      const [row] = await db.select({ total: count() }).from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row?.total ?? 0;
    },

    /** The customer's price offers, newest first, with the product's name (read only: the offers module decides them). */
    async offers(userId: string, limit = 20) {
      return db.select({
        id: priceOffers.id, productId: priceOffers.productId, productName: products.name, weight: priceOffers.weight,
        quantity: priceOffers.quantity, priceCents: priceOffers.offeredPriceCents, status: priceOffers.status, createdAt: priceOffers.createdAt,
      }).from(priceOffers).innerJoin(products, eq(products.id, priceOffers.productId))
        .where(eq(priceOffers.userId, userId)).orderBy(desc(priceOffers.createdAt)).limit(limit);
    },
  };
}

export type CustomersRepo = ReturnType<typeof createCustomersRepo>;
