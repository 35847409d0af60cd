import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCouponListQuery } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { couponRedemptions, coupons, orders, users } from '../../../db/schema/index.ts';

const person = { id: users.id, name: users.name, email: users.email, phone: users.phone };
const usesOf = sql<number>`(SELECT count(*)::int FROM ${couponRedemptions} WHERE ${couponRedemptions.couponId} = ${coupons.id})`.mapWith(Number);
/** Usable now or later: not expired and uses left (the checkout checks the same at placement, under the coupon's row lock). */
const live = (now: Date) => and(
  or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
  or(isNull(coupons.maxUses), sql`${usesOf} < ${coupons.maxUses}`),
);

export type NewAdminCoupon = typeof coupons.$inferInsert;

/** The back office's reads and writes of coupons, with the bound customer and the count of uses beside each. */
export function createAdminCouponsRepo(db: Db) {
  const rows = (from: Db = db) => from.select({ coupon: coupons, customer: person, uses: usesOf })
    .from(coupons).leftJoin(users, eq(users.id, coupons.userId));

  return {
    /** One page, newest first (offset paging; one row more than `limit` tells whether a next page exists). */
    async page(filters: Omit<AdminCouponListQuery, 'cursor' | 'limit'>, offset: number, limit: number, now: Date) {
      const conditions: (SQL | undefined)[] = [];
      if (filters.status === 'active') conditions.push(live(now));
      if (filters.status === 'ended') conditions.push(sql`NOT (${live(now)})`);
      if (filters.q) conditions.push(sql`upper(${coupons.code}) LIKE ${`%${filters.q.toUpperCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`);
      return rows().where(and(...conditions)).orderBy(desc(coupons.createdAt), desc(coupons.id)).offset(offset).limit(limit + 1);
    },

    async byId(couponId: string, from: Db = db) {
      const [row] = await rows(from).where(eq(coupons.id, couponId));
      return row;
    },

    async customerExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    async insert(tx: Db, coupon: NewAdminCoupon): Promise<string> {
      const [row] = await tx.insert(coupons).values(coupon).returning({ id: coupons.id });
      if (!row) throw new Error('Coupon insert returned no row');
      return row.id;
    },

    /**
     * Ends a coupon in one conditional statement (answers when it ended, or null when it had already ended): only one
     * still unexpired changes, so two admins end it once. Both the
     * end and the test read the database's clock as the statement runs: with each request's own clock, a request that
     * read its time first but updates second would find the other's end still "in the future" and end it again.
     */
    async end(tx: Db, couponId: string): Promise<Date | null> {
      const [changed] = await tx.update(coupons).set({ expiresAt: sql`clock_timestamp()` })
        .where(and(eq(coupons.id, couponId), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`clock_timestamp()`))))
        .returning({ endedAt: coupons.expiresAt });
      return changed?.endedAt ?? null;
    },

    /** The orders that used a coupon, newest first; an order's fields are null if it no longer exists. */
    async uses(couponId: string) {
      return db.select({
        orderRef: couponRedemptions.orderRef, usedAt: couponRedemptions.createdAt, customer: person,
        amountCents: orders.amountCents, couponDiscountCents: orders.couponDiscountCents, paymentStatus: orders.paymentStatus,
      })
        .from(couponRedemptions).innerJoin(users, eq(users.id, couponRedemptions.userId))
        .leftJoin(orders, eq(orders.orderRef, couponRedemptions.orderRef))
        .where(eq(couponRedemptions.couponId, couponId))
        .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id));
    },
  };
}

export type AdminCouponsRepo = ReturnType<typeof createAdminCouponsRepo>;
export type AdminCouponRecord = NonNullable<Awaited<ReturnType<AdminCouponsRepo['byId']>>>;
