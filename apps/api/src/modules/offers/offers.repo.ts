import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { priceOffers } from '../../db/schema/index.ts';

export type OfferRow = typeof priceOffers.$inferSelect;

export function createOffersRepo(db: Db) {
  /**
   * The customer's newest accepted, unused and unexpired offer per product and weight, with the units it covers (at
   * least 1): a query the cart runs inside its own statement (decision 0049), columns in this order: product id,
   * weight, quantity, price in cents. Plain SQL: it is built on every cart add and read, where a query builder's
   * rendering cost more than the statement.
   */
  const liveAcceptedQuery = (userId: string, now: Date): SQL =>
    sql`SELECT DISTINCT ON (product_id, weight) product_id, weight, greatest(quantity, 1), offered_price_cents
      FROM price_offers
      WHERE user_id = ${userId} AND status = 'accepted' AND used_at IS NULL AND expires_at > ${now}
      ORDER BY product_id, weight, decided_at DESC`;

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

    liveAcceptedQuery,

    /** Those offers, read on their own (an offer's price on the product page). */
    async liveAccepted(userId: string, now: Date): Promise<{ productId: string; weight: string; quantity: number; priceCents: number }[]> {
      const result = await db.execute(sql`SELECT * FROM (${liveAcceptedQuery(userId, now)}) AS live (product_id, weight, quantity, price_cents)`);
      return (result as unknown as { rows: { product_id: string; weight: string; quantity: number; price_cents: string | number }[] }).rows
        .map((row) => ({ productId: row.product_id, weight: row.weight, quantity: Number(row.quantity), priceCents: Number(row.price_cents) }));
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
