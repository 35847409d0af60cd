import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

export function createCouponsRepo(db: Db) {
  return {
    async findByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`).limit(1);
      return row;
    },

    async uses(couponId: string, userId: string): Promise<{ total: number; byUser: number }> {
      const [total] = await db.select({ value: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
      const [byUser] = await db.select({ value: count() }).from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
      return { total: total?.value ?? 0, byUser: byUser?.value ?? 0 };
    },

    /** The coupon row locked for the rest of the transaction, so two orders cannot both take its last use. */
    async lockByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`).limit(1).for('update');
      return row;
    },

    async redeem(couponId: string, userId: string, orderRef: string): Promise<void> {
      await db.insert(couponRedemptions).values({ couponId, userId, orderRef });
    },

    async releaseFor(orderRef: string): Promise<void> {
      await db.delete(couponRedemptions).where(eq(couponRedemptions.orderRef, orderRef));
    },

    /** A single-use fixed coupon bound to one customer (made from their points), inside the caller's transaction. */
    async insertPersonal(input: { code: string; userId: string; valueCents: number; now: Date }): Promise<CouponRow> {
      const [row] = await db.insert(coupons).values({
        code: input.code, kind: 'fixed', value: input.valueCents, maxUses: 1, perUserLimit: 1, userId: input.userId, startsAt: input.now, createdAt: input.now,
      }).returning();
      if (!row) throw new Error('Coupon insert returned nothing');
      return row;
    },

    /** Coupons a customer could use now: public or their own, started, not expired, with a use left for them. */
    async availableTo(userId: string, now: Date): Promise<CouponRow[]> {
      const usesOf = (byUser: boolean) => sql`(SELECT count(*) FROM ${couponRedemptions} WHERE ${couponRedemptions.couponId} = ${coupons.id}${byUser ? sql` AND ${couponRedemptions.userId} = ${userId}` : sql``})`;
      return db.select().from(coupons)
        .where(and(
          or(isNull(coupons.userId), eq(coupons.userId, userId)),
          lte(coupons.startsAt, now),
          or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
          or(isNull(coupons.maxUses), sql`${usesOf(false)} < ${coupons.maxUses}`),
          sql`${usesOf(true)} < ${coupons.perUserLimit}`,
        ))
        // The customer's own first (a coupon made from their points), then the shop's, by code.
        .orderBy(sql`${coupons.userId} IS NULL`, asc(coupons.code));
    },
  };
}

export type CouponsRepo = ReturnType<typeof createCouponsRepo>;
