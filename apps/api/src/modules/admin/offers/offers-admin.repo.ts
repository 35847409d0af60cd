import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminOfferListQuery, AdminWaitlistQuery } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { priceOffers, products, productStock, users, waitlistEntries } from '../../../db/schema/index.ts';

const person = { id: users.id, name: users.name, email: users.email, phone: users.phone };

/** The back office's reads of offers and the waitlist, with the customer and product beside each row. */
export function createOffersAdminRepo(db: Db) {
  const offerRows = () => db.select({ offer: priceOffers, customer: person, product: { id: products.id, name: products.name, priceCents: products.priceCents, weights: products.weights } })
    .from(priceOffers).innerJoin(users, eq(users.id, priceOffers.userId)).innerJoin(products, eq(products.id, priceOffers.productId));

  return {
    /** One page (offset paging; one row more than `limit` tells whether a next page exists). */
    async pageOffers(filters: Omit<AdminOfferListQuery, 'cursor' | 'limit'>, offset: number, limit: number) {
      const conditions: SQL[] = [];
      if (filters.status) conditions.push(eq(priceOffers.status, filters.status));
      if (filters.productId) conditions.push(eq(priceOffers.productId, filters.productId));
      const order = filters.sort === 'product'
        ? [asc(products.name), asc(products.id), desc(priceOffers.createdAt), asc(priceOffers.id)]
        : [desc(priceOffers.createdAt), asc(priceOffers.id)];
      return offerRows().where(and(...conditions)).orderBy(...order).offset(offset).limit(limit + 1);
    },

    async offer(offerId: string) {
      const [row] = await offerRows().where(eq(priceOffers.id, offerId));
      return row;
    },

    /** Waiting customers grouped by product and weight, in join order, each with that weight's stock now. */
    async pageWaitlist(filters: Omit<AdminWaitlistQuery, 'cursor' | 'limit'>, offset: number, limit: number) {
      const conditions: SQL[] = [];
      if (filters.status) conditions.push(eq(waitlistEntries.status, filters.status));
      if (filters.productId) conditions.push(eq(waitlistEntries.productId, filters.productId));
      return db.select({ entry: waitlistEntries, customer: person, product: { id: products.id, name: products.name, weights: products.weights }, stock: productStock.quantity })
        .from(waitlistEntries).innerJoin(users, eq(users.id, waitlistEntries.userId)).innerJoin(products, eq(products.id, waitlistEntries.productId))
        .leftJoin(productStock, and(eq(productStock.productId, waitlistEntries.productId), eq(productStock.weight, waitlistEntries.weight)))
        .where(and(...conditions))
        .orderBy(asc(products.name), asc(products.id), asc(waitlistEntries.weight), asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
        .offset(offset).limit(limit + 1);
    },
  };
}

export type OffersAdminRepo = ReturnType<typeof createOffersAdminRepo>;
export type AdminOfferRecord = NonNullable<Awaited<ReturnType<OffersAdminRepo['offer']>>>;
