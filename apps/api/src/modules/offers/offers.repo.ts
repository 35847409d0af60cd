import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { priceOffers } from '../../db/schema/index.ts';

export type OfferRow = typeof priceOffers.$inferSelect;

export function createOffersRepo(db: Db) {
  return {
    async insert(offer: typeof priceOffers.$inferInsert): Promise<OfferRow | undefined> {
      // The partial unique index allows one pending offer per customer, product and weight.
      const [row] = await db.insert(priceOffers).values(offer).onConflictDoNothing().returning();
      return row;
    },

    async forProduct(userId: string, productId: string): Promise<OfferRow[]> {
      return db.select().from(priceOffers)
        .where(and(eq(priceOffers.userId, userId), eq(priceOffers.productId, productId)))
        .orderBy(desc(priceOffers.createdAt));
    },

    /**
     * The customer's newest accepted, unused and unexpired offer per product and weight, with the units it covers (at
     * least 1): a query the cart also runs inside its own statement (decision 0049), columns in this order: product id,
     * weight, quantity, price in cents.
     */
    liveAccepted(userId: string, now: Date) {
      return db.selectDistinctOn([priceOffers.productId, priceOffers.weight], {
        productId: priceOffers.productId, weight: priceOffers.weight,
        quantity: sql<number>`greatest(${priceOffers.quantity}, 1)`.as('quantity'), priceCents: priceOffers.offeredPriceCents,
      }).from(priceOffers)
        .where(and(eq(priceOffers.userId, userId), eq(priceOffers.status, 'accepted'), isNull(priceOffers.usedAt), gt(priceOffers.expiresAt, now)))
        .orderBy(priceOffers.productId, priceOffers.weight, desc(priceOffers.decidedAt));
    },

    async decide(offerId: string, status: 'accepted' | 'rejected', decidedAt: Date, expiresAt: Date | null): Promise<OfferRow | undefined> {
      const [row] = await db.update(priceOffers).set({ status, decidedAt, expiresAt })
        .where(and(eq(priceOffers.id, offerId), eq(priceOffers.status, 'pending'))).returning();
      return row;
    },

    /** Marks the newest live accepted offer for this product and weight used by an order; false when none is left. */
    async use(userId: string, productId: string, weight: string, orderRef: string, now: Date): Promise<boolean> {
      const live = db.select({ id: priceOffers.id }).from(priceOffers)
        .where(and(
          eq(priceOffers.userId, userId), eq(priceOffers.productId, productId), eq(priceOffers.weight, weight),
          eq(priceOffers.status, 'accepted'), isNull(priceOffers.usedAt), gt(priceOffers.expiresAt, now),
        ))
        .orderBy(desc(priceOffers.decidedAt)).limit(1).for('update');
      const rows = await db.update(priceOffers).set({ usedAt: now, usedOrderRef: orderRef })
        .where(sql`${priceOffers.id} = (${live})`).returning({ id: priceOffers.id });
      return rows.length === 1;
    },

    async releaseUsedBy(orderRef: string): Promise<void> {
      await db.update(priceOffers).set({ usedAt: null, usedOrderRef: null }).where(eq(priceOffers.usedOrderRef, orderRef));
    },
  };
}

export type OffersRepo = ReturnType<typeof createOffersRepo>;
