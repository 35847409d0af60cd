import {
  ADMIN_PAGE_SIZE, OFFER_HOURS_DEFAULT, centsToShillings, stockKey,
  type AdminAcceptOfferBody, type AdminOfferListQuery, type AdminOfferRow, type AdminWaitlistQuery, type AdminWaitlistRow,
} from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import type { OffersService } from '../../offers/offers.service.ts';
import type { AdminOfferRecord, OffersAdminRepo } from './offers-admin.repo.ts';

const weightLabel = (weights: string[], key: string) => weights.find((weight) => stockKey(weight) === key) ?? key;

function toRow({ offer, customer, product }: AdminOfferRecord, now: Date): AdminOfferRow {
  const spent = offer.status === 'accepted' && (offer.usedAt ? 'used' : offer.expiresAt && offer.expiresAt <= now ? 'expired' : null);
  return {
    id: offer.id, status: offer.status, state: spent || offer.status, customer, phone: offer.phone,
    product: { id: product.id, name: product.name }, weight: weightLabel(product.weights, offer.weight), quantity: offer.quantity,
    listPrice: centsToShillings(product.priceCents), offeredPrice: centsToShillings(offer.offeredPriceCents),
    createdAt: offer.createdAt.toISOString(), decidedAt: offer.decidedAt?.toISOString() ?? null, expiresAt: offer.expiresAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an offer: enough to tell who offered what on which item. */
const audited = (row: AdminOfferRow) => ({
  status: row.status, customerId: row.customer.id, productId: row.product.id, weight: row.weight, quantity: row.quantity,
  offeredPrice: row.offeredPrice, listPrice: row.listPrice, expiresAt: row.expiresAt,
});

/** Offset pages: the cursor is the next row's offset. */
function page<T>(rows: T[], offset: number, limit: number) {
  return { rows: rows.slice(0, limit), nextCursor: rows.length > limit ? String(offset + limit) : null };
}

/**
 * /admin/offers and /admin/waitlist. Deciding reuses the offers module's conditional update (only a pending offer
 * changes; two admins at once: one wins, the other gets 409) inside the transaction that writes the audit row.
 */
export function createOffersAdminService(deps: { db: Db; repo: OffersAdminRepo; offers: OffersService }) {
  const { db, repo, offers } = deps;

  async function current(offerId: string, now = new Date()): Promise<AdminOfferRow> {
    const found = await repo.offer(offerId);
    if (!found) throw notFound('Offer not found');
    return toRow(found, now);
  }

  async function decide(actor: { id: string }, offerId: string, decision: { status: 'accepted' | 'rejected'; hours?: number; reason: string }) {
    const now = new Date();
    const before = await current(offerId, now);
    await db.transaction(async (tx) => {
      await offers.decide(offerId, decision.status, now, { tx, expiresInHours: decision.hours });
      const after = { ...audited(before), status: decision.status, expiresAt: decision.status === 'accepted' ? new Date(now.getTime() + (decision.hours ?? OFFER_HOURS_DEFAULT) * 3600_000).toISOString() : null };
      await record(tx, { actor, action: `offer.${decision.status === 'accepted' ? 'accept' : 'reject'}`, entity: 'offer', entityId: offerId, before: audited(before), after, reason: decision.reason, now });
    });
    return current(offerId);
  }

  return {
    async listOffers(query: AdminOfferListQuery) {
      const { cursor, limit = ADMIN_PAGE_SIZE, ...filters } = query;
      const offset = Number(cursor ?? 0);
      const now = new Date();
      const { rows, nextCursor } = page(await repo.pageOffers(filters, offset, limit), offset, limit);
      return { offers: rows.map((row) => toRow(row, now)), nextCursor };
    },

    accept: (actor: { id: string }, offerId: string, body: AdminAcceptOfferBody) =>
      decide(actor, offerId, { status: 'accepted', hours: body.expiresInHours ?? OFFER_HOURS_DEFAULT, reason: body.reason || 'Offer accepted' }),

    reject: (actor: { id: string }, offerId: string, reason: string) => decide(actor, offerId, { status: 'rejected', reason }),

    async listWaitlist(query: AdminWaitlistQuery): Promise<{ entries: AdminWaitlistRow[]; nextCursor: string | null }> {
      const { cursor, limit = ADMIN_PAGE_SIZE, ...filters } = query;
      const offset = Number(cursor ?? 0);
      const { rows, nextCursor } = page(await repo.pageWaitlist(filters, offset, limit), offset, limit);
      return {
        entries: rows.map(({ entry, customer, product, stock }) => ({
          id: entry.id, status: entry.status, customer, phone: entry.phone, product: { id: product.id, name: product.name },
          weight: weightLabel(product.weights, entry.weight), quantity: entry.quantity, stock: stock ?? 0,
          joinedAt: entry.createdAt.toISOString(), notifiedAt: entry.notifiedAt?.toISOString() ?? null,
        })),
        nextCursor,
      };
    },
  };
}

export type OffersAdminService = ReturnType<typeof createOffersAdminService>;
