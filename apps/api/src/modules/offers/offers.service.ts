import { centsToShillings, isValidOffer, offerRange, shillingsToCents, stockKey, type Offer, type OfferPrice } from '@mitumba/contracts';
import { said } from '../../i18n/say.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { acceptedOffersByKey, offerKey, type AcceptedOffer } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createOffersRepo, type OfferRow, type OffersRepo } from './offers.repo.ts';

/** How long an accepted offer prices the customer's cart line. */
export const ACCEPTED_OFFER_HOURS = 48;

function toOffer(row: OfferRow, now = new Date()): Offer {
  const expired = row.status === 'accepted' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    _id: row.id, productId: row.productId, weight: row.weight, quantity: row.quantity,
    suggestedPrice: centsToShillings(row.offeredPriceCents), status: expired ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * Price offers on clearance items (spec 1 §4–5): within price − 2000 … price in steps of 100, one pending per
 * customer, product and weight. The back office accepts or rejects; an accepted offer prices that cart line for 48 h.
 */
export function createOffersService(deps: { repo: OffersRepo; catalog: CatalogService }) {
  const { repo, catalog } = deps;

  /** The newest live accepted offer per product and weight: its price and the units it covers (at least 1). */
  async function liveAcceptedPrices(userId: string, now = new Date()): Promise<Map<string, AcceptedOffer>> {
    return acceptedOffersByKey(await repo.liveAccepted(userId, now));
  }

  return {
    liveAcceptedPrices,
    /** The same read as a query for the cart's own statement (decision 0049). */
    acceptedOffers: (userId: string, now: Date): SQLWrapper => repo.liveAcceptedQuery(userId, now),

    async submit(userId: string, input: { productId: string; weight: string; quantity: number; suggestedPrice: number; phone?: string | undefined }) {
      const product = await catalog.getProduct(input.productId);
      if (!product.banner.toLowerCase().includes('clearance')) throw new AppError('BUSINESS_RULE', 'Offers are taken on clearance items only.');
      const weight = product.weights.find((candidate) => stockKey(candidate) === stockKey(input.weight));
      if (!weight) throw badRequest('Please select a weight');
      if (!isValidOffer(product.price, input.suggestedPrice)) {
        const { min, max } = offerRange(product.price);
        throw AppError.saying('VALIDATION', said('offer.range', { min, max }));
      }
      const row = await repo.insert({
        userId, productId: product._id, weight: stockKey(weight), quantity: input.quantity,
        offeredPriceCents: shillingsToCents(input.suggestedPrice), phone: input.phone ?? null,
      });
      if (!row) throw new AppError('CONFLICT', 'You already have an offer pending review for this item.');
      return toOffer(row);
    },

    async forProduct(userId: string, productId: string): Promise<Offer[]> {
      // Not a product id at all: no offers on it (never a database error).
      if (!isUuid(productId)) return [];
      return (await repo.forProduct(userId, productId)).map((row) => toOffer(row));
    },

    /** The price this customer pays for each weight now: an accepted offer's, else the list price. */
    async priceFor(userId: string, productId: string): Promise<OfferPrice> {
      const product = await catalog.getProduct(productId);
      const offers = await liveAcceptedPrices(userId);
      const prices = Object.fromEntries(product.weights.map((weight) => {
        return [stockKey(weight), offers.get(offerKey(productId, weight))?.price ?? product.price];
      }));
      const lowest = Math.min(product.price, ...Object.values(prices));
      return { _id: product._id, price: lowest, listPrice: product.price, offerApplied: lowest < product.price, prices };
    },

    /**
     * An order takes the accepted prices it was priced with, inside its placement transaction: each is used once.
     * Refused when one has just expired or been used by another order, so the customer sees the new total first.
     */
    async useAccepted(tx: Db, userId: string, orderRef: string, lines: { productId: string; weightKey: string }[], now = new Date()): Promise<void> {
      const txRepo = createOffersRepo(tx);
      for (const line of lines) {
        if (!(await txRepo.use(userId, line.productId, line.weightKey, orderRef, now))) {
          throw new AppError('CONFLICT', 'An accepted offer in your cart has expired or was already used. Please review your cart.');
        }
      }
    },

    /** Gives an order's accepted prices back when its payment fails (they still expire at their own time). */
    async releaseUsedBy(tx: Db, orderRef: string): Promise<void> {
      await createOffersRepo(tx).releaseUsedBy(orderRef);
    },

    /**
     * The back office's decision (/admin/offers; the demo seed uses it too): one conditional update of a pending
     * offer, so of two decisions at once exactly one wins. `tx` lets the caller write its audit row with it.
     */
    async decide(offerId: string, status: 'accepted' | 'rejected', now = new Date(), options: { tx?: Db; expiresInHours?: number } = {}): Promise<Offer> {
      const hours = options.expiresInHours ?? ACCEPTED_OFFER_HOURS;
      const expiresAt = status === 'accepted' ? new Date(now.getTime() + hours * 3600_000) : null;
      const row = await (options.tx ? createOffersRepo(options.tx) : repo).decide(offerId, status, now, expiresAt);
      if (!row) throw new AppError('CONFLICT', 'This offer has already been decided.');
      return toOffer(row);
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
