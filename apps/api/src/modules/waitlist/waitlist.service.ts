import { stockKey, type WaitlistEntry } from '@mitumba/contracts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { accountLanguage } from '../../lib/mail/account-mail-words.ts';
import { waitlistMail } from '../../lib/mail/templates.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { createWaitlistRepo, type WaitlistRepo } from './waitlist.repo.ts';

/** Who to e-mail about a restock: looked up through the accounts side, never its tables. */
export type ContactLookup = (userId: string) => Promise<{ name: string; email: string; language?: string | null | undefined } | undefined>;

/** One waiting customer's restock e-mail: a job per entry, so each is sent (and retried) on its own. */
const NOTICE_JOB = 'waitlist.notice';

/**
 * The waitlist (spec 1 §4): only for a sold-out weight, one entry per customer, product and weight. When the weight
 * is restocked, each waiting customer gets an e-mail job, in the order they joined; an entry is marked notified once
 * its e-mail was accepted by the mail server, not before (decision 0025).
 */
export function createWaitlistService(deps: {
  repo: WaitlistRepo; catalog: CatalogService; mailer: Mailer; contact: ContactLookup; publicUrl: string; outbox: Outbox;
}) {
  const { repo, catalog, outbox } = deps;

  /** Sends one entry's notice if it still waits, then marks it notified (a retry after a crash may send it twice, never zero times). */
  outbox.handle(NOTICE_JOB, async (payload, job) => {
    const entry = await repo.findById(String(payload.entryId));
    if (!entry || entry.status !== 'pending') return;
    const [product] = (await catalog.getProductsByIds([entry.productId])).values();
    const contact = await deps.contact(entry.userId);
    if (contact && product) {
      await deps.mailer.send(waitlistMail(contact.email, contact.name, {
        name: product.name, weight: product.weights.find((candidate) => stockKey(candidate) === entry.weight) ?? entry.weight,
        url: `${deps.publicUrl}/product/${product._id}`,
      }, accountLanguage(contact)), { key: `${job.kind}:${job.key}` });
    }
    await repo.markNotified(entry.id, new Date());
  });

  async function productWeight(productId: string, requested: string) {
    const product = await catalog.getProduct(productId);
    const weight = product.weights.find((candidate) => stockKey(candidate) === stockKey(requested));
    if (!weight) throw badRequest('Please select a weight');
    return { product, weight, key: stockKey(weight) };
  }

  return {
    async isWaiting(userId: string, productId: string, weight: string): Promise<boolean> {
      if (!isUuid(productId)) return false;
      return Boolean(await repo.find(userId, productId, stockKey(weight)));
    },

    async join(userId: string, input: { productId: string; weight: string; quantity: number; phone?: string | undefined }): Promise<void> {
      const { product, key } = await productWeight(input.productId, input.weight);
      if ((product.stock[key] ?? 0) > 0) throw new AppError('BUSINESS_RULE', 'This item is in stock: add it to your cart instead.');
      const row = await repo.insert({ userId, productId: product._id, weight: key, quantity: input.quantity, phone: input.phone ?? null });
      if (!row) throw new AppError('CONFLICT', 'You are already on the waitlist for this item.');
    },

    async list(userId: string, statuses: ('pending' | 'notified')[]): Promise<WaitlistEntry[]> {
      const rows = await repo.forUser(userId, statuses);
      const products = await catalog.getProductsByIds([...new Set(rows.map((row) => row.productId))]);
      return rows.flatMap((row) => {
        const product = products.get(row.productId);
        if (!product) return [];
        return [{
          _id: row.id, product: { _id: product._id, name: product.name, price: product.price, stock: product.stock, image: product.image[0] ?? null },
          productDetails: { name: product.name }, quantity: row.quantity,
          weight: product.weights.find((weight) => stockKey(weight) === row.weight) ?? row.weight,
          status: row.status, createdAt: row.createdAt.toISOString(),
        }];
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.remove(userId, id))) throw notFound('Waitlist entry not found');
    },

    /**
     * Called (by the restock job) when a product weight goes from 0 to some stock: one notice job per waiting
     * customer, in join order, written in one transaction. Answers how many wait. A second restock before the
     * notices went out makes no second notice (one job per entry).
     */
    async notifyRestocked(productId: string, weight: string): Promise<number> {
      return repo.transaction(async (tx) => {
        const waiting = await createWaitlistRepo(tx).pendingFor(productId, stockKey(weight));
        for (const entry of waiting) await outbox.enqueueWithin(tx, NOTICE_JOB, entry.id, { entryId: entry.id });
        return waiting.length;
      });
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
