import { offerRange } from '@mitumba/contracts';
import { asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { priceOffers, products, users } from '../schema/index.ts';

const ACCEPTED_HOURS = 48;

/**
 * Until the back office decides offers, the demo customer has a few already decided ones to see on clearance items:
 * one accepted (it lowers her cart price for 48 h), one rejected, one still pending review.
 */
export async function seedDemoOffers(db: Db, customerEmail: string, now = new Date()): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, customerEmail));
  const clearance = await db.select({ id: products.id, priceCents: products.priceCents, weights: products.weights })
    .from(products).where(ilike(products.banner, '%clearance%')).orderBy(asc(products.code)).limit(3);
  if (!customer || clearance.length === 0) return;
  const statuses = ['accepted', 'rejected', 'pending'] as const;
  await db.insert(priceOffers).values(clearance.map((product, index) => {
    const price = product.priceCents / 100;
    const offer = Math.max(offerRange(price).min, price - 500);
    const status = statuses[index] ?? 'pending';
    return {
      userId: customer.id, productId: product.id, weight: (product.weights[0] ?? '').toLowerCase(), quantity: 1,
      offeredPriceCents: offer * 100, status,
      decidedAt: status === 'pending' ? null : now,
      expiresAt: status === 'accepted' ? new Date(now.getTime() + ACCEPTED_HOURS * 3600_000) : null,
    };
  }));
}
