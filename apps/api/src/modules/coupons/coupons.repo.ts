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

    /** Coupons a customer could use now: public or their own, started and not expired. */
    async availableTo(userId: string, now: Date): Promise<CouponRow[]> {
      return db.select().from(coupons)
        .where(and(
          or(isNull(coupons.userId), eq(coupons.userId, userId)),
          lte(coupons.startsAt, now),
          or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        ))
        .orderBy(asc(coupons.code));
    },
  };
}

export type CouponsRepo = ReturnType<typeof createCouponsRepo>;
