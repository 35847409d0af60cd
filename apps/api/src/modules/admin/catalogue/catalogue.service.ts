import {
  ADMIN_PRODUCT_PAGE_SIZE, shillingsToCents, stockKey, type AdminProduct, type AdminProductBody, type AdminProductListQuery,
  type AdminProductRow,
} from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/ids.ts';
import type { CatalogService } from '../../catalog/catalog.service.ts';
import { productSnapshot, toAdminProduct, toAdminRows } from './admin-product-view.ts';
import { createCatalogueRepo, type CatalogueRepo, type ProductRow, type ProductValues } from './catalogue.repo.ts';

export type Admin = { id: string };
export const PRODUCT_NOT_FOUND = 'Product not found';
type Restocked = { productId: string; weightKey: string }[];

const valuesOf = (body: AdminProductBody): ProductValues => ({
  code: body.code, name: body.name, description: body.description, priceCents: shillingsToCents(body.price), category: body.category,
  subCategory: body.subCategory, label: body.label, banner: body.banner, bestseller: body.bestseller, weights: body.weights.map((entry) => entry.weight),
});

/** A taken code is the editor's mistake (409 with the code), not a server error. */
async function refusingTakenCode<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('CONFLICT', `Another product already uses the code ${code}. Please choose another code.`);
    throw error;
  }
}

/** A weight leaves the product only when nothing of it is left to sell or to deliver. */
async function refuseUnremovable(txRepo: CatalogueRepo, row: ProductRow, stock: Map<string, number>, removed: string[]): Promise<void> {
  const label = (key: string) => row.weights.find((weight) => stockKey(weight) === key) ?? key;
  for (const key of removed) {
    const left = stock.get(key) ?? 0;
    if (left > 0) throw new AppError('BUSINESS_RULE', `${label(key)} still has ${left} in stock: set its stock to 0 before removing it.`);
  }
  const [busy] = await txRepo.weightsInOpenOrders(row.id, removed);
  if (busy !== undefined) throw new AppError('BUSINESS_RULE', `${label(busy)} is in orders not yet delivered: it cannot be removed until they are delivered or cancelled.`);
}

/**
 * The back office's products: every product (hidden and archived too) in keyset pages, and the editor's writes.
 * Each write locks the product row, changes it and writes its audit row in one transaction; a weight that comes back
 * from 0 is announced to the waitlist by a job enqueued in that transaction, once (a second editor waiting on the lock
 * sees the new stock).
 */
export function createCatalogueService(deps: { db: Db; catalog: CatalogService }) {
  const { db, catalog } = deps;
  const repo = createCatalogueRepo(db);

  async function detailWith(txRepo: CatalogueRepo, id: string): Promise<AdminProduct> {
    const row = await txRepo.find(id);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    const [stock, images, waiting] = await Promise.all([txRepo.stockFor([id]), txRepo.imagesFor([id]), txRepo.waitingByWeight(id)]);
    return toAdminProduct(row, stock, images, waiting);
  }

  /** Locks the product (404 when it is gone) and answers it with its locked stock rows. */
  async function locked(txRepo: CatalogueRepo, id: string) {
    const row = isUuid(id) ? await txRepo.lock(id) : undefined;
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    const stock = await txRepo.stockFor([id], true);
    return { row, stock };
  }

  /** Sets every weight's stock as the form says; answers the weights that were sold out until now. */
  async function writeStock(txRepo: CatalogueRepo, id: string, before: Map<string, number>, body: AdminProductBody): Promise<Restocked> {
    const rows = body.weights.map((entry) => ({ weight: stockKey(entry.weight), quantity: entry.stock }));
    await txRepo.upsertStock(id, rows);
    return rows.filter((entry) => entry.quantity > 0 && (before.get(entry.weight) ?? 0) <= 0).map((entry) => ({ productId: id, weightKey: entry.weight }));
  }

  return {
    async list(query: AdminProductListQuery): Promise<{ products: AdminProductRow[]; nextCursor: string | null }> {
      const { cursor, limit = ADMIN_PRODUCT_PAGE_SIZE, ...filters } = query;
      if (cursor !== undefined && !isUuid(cursor)) throw badRequest('Invalid cursor');
      const rows = await repo.page(filters, cursor, limit);
      const shown = rows.slice(0, limit);
      const ids = shown.map((row) => row.id);
      const [stock, images] = await Promise.all([repo.stockFor(ids), repo.imagesFor(ids)]);
      const last = shown.at(-1);
      return { products: toAdminRows(shown, stock, images), nextCursor: rows.length > limit && last ? last.id : null };
    },

    detail: (id: string) => (isUuid(id) ? detailWith(repo, id) : Promise.reject(notFound(PRODUCT_NOT_FOUND))),

    async create(admin: Admin, body: AdminProductBody): Promise<AdminProduct> {
      const id = await refusingTakenCode(body.code, () => db.transaction(async (tx) => {
        const txRepo = createCatalogueRepo(tx);
        await txRepo.ensureVocabulary(body.category, body.label);
        const row = await txRepo.insert(valuesOf(body));
        await writeStock(txRepo, row.id, new Map(), body);
        const after = productSnapshot(row, await txRepo.stockFor([row.id]));
        await record(tx, { actor: admin, action: 'product.create', entity: 'product', entityId: row.id, before: null, after, reason: body.reason ?? '' });
        return row.id;
      }));
      return detailWith(repo, id);
    },

    async update(admin: Admin, id: string, body: AdminProductBody): Promise<AdminProduct> {
      await refusingTakenCode(body.code, () => db.transaction(async (tx) => {
        const txRepo = createCatalogueRepo(tx);
        const { row, stock } = await locked(txRepo, id);
        const before = new Map(stock.map((entry) => [entry.weight, entry.quantity]));
        const kept = new Set(body.weights.map((entry) => stockKey(entry.weight)));
        const removed = [...new Set([...row.weights.map(stockKey), ...before.keys()])].filter((key) => !kept.has(key));
        await refuseUnremovable(txRepo, row, before, removed);
        await txRepo.ensureVocabulary(body.category, body.label);
        const now = new Date();
        await txRepo.update(id, valuesOf(body), now);
        await txRepo.removeStock(id, removed);
        const restocked = await writeStock(txRepo, id, before, body);
        // The waitlist hears it once this commits: it e-mails each waiting customer once.
        await catalog.announceRestockedWithin(tx, restocked);
        const updated = await txRepo.find(id);
        await record(tx, {
          actor: admin, action: 'product.update', entity: 'product', entityId: id, before: productSnapshot(row, stock),
          after: updated ? productSnapshot(updated, await txRepo.stockFor([id])) : null, reason: body.reason ?? '', now,
        });
      }));
      return detailWith(repo, id);
    },

    async setArchived(admin: Admin, id: string, archive: boolean, reason: string): Promise<AdminProduct> {
      await db.transaction(async (tx) => {
        const txRepo = createCatalogueRepo(tx);
        const { row, stock } = await locked(txRepo, id);
        if (archive === (row.archivedAt !== null)) throw new AppError('CONFLICT', archive ? 'This product is already archived.' : 'This product is not archived.');
        const now = new Date();
        await txRepo.setArchived(id, archive ? now : null, now);
        await record(tx, {
          actor: admin, action: archive ? 'product.archive' : 'product.unarchive', entity: 'product', entityId: id,
          before: productSnapshot(row, stock), after: productSnapshot({ ...row, archivedAt: archive ? now : null }, stock), reason, now,
        });
      });
      return detailWith(repo, id);
    },

    /** Only a product nobody ever ordered is deleted (order lines keep pointing at the rest): answers its image URLs. */
    async remove(admin: Admin, id: string, reason: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const txRepo = createCatalogueRepo(tx);
        const { row, stock } = await locked(txRepo, id);
        if (await txRepo.hasOrders(id)) throw new AppError('CONFLICT', 'This product has orders: archive it instead.');
        const images = await txRepo.imagesFor([id]);
        await txRepo.remove(id);
        await record(tx, { actor: admin, action: 'product.delete', entity: 'product', entityId: id, before: productSnapshot(row, stock), after: null, reason });
        return images.map((image) => image.url);
      });
    },

    locked,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
