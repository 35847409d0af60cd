import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductListQuery } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import {
  categories, labels, orderItems, orders, productImages, productStock, products, waitlistEntries,
} from '../../../db/schema/index.ts';
import { LOW_STOCK_THRESHOLD } from '@mitumba/contracts';

export type ProductFilters = Omit<AdminProductListQuery, 'cursor' | 'limit'>;
export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Pick<typeof products.$inferInsert,
  'code' | 'name' | 'description' | 'priceCents' | 'category' | 'subCategory' | 'label' | 'banner' | 'bestseller' | 'weights'>;
export type ImageRow = typeof productImages.$inferSelect;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function listConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  const archived = filters.archived ?? 'active';
  if (archived === 'active') conditions.push(isNull(products.archivedAt));
  if (archived === 'archived') conditions.push(isNotNull(products.archivedAt));
  if (filters.category) conditions.push(eq(products.category, filters.category));
  if (filters.label) conditions.push(eq(products.label, filters.label));
  if (filters.stock === 'sold-out') conditions.push(eq(products.totalStock, 0));
  if (filters.stock === 'low') conditions.push(and(gt(products.totalStock, 0), lt(products.totalStock, LOW_STOCK_THRESHOLD)) as SQL);
  if (filters.q) {
    // A code exactly (unique index) or a piece of the name (lower(name) has a trigram GIN index, so LIKE '%…%' uses it).
    conditions.push(or(eq(products.code, filters.q), sql`lower(${products.name}) like ${`%${likeEscaped(filters.q.toLowerCase())}%`}`) as SQL);
  }
  return conditions;
}

/** The back office's catalogue SQL: pages across every product (hidden and archived too) and the writes of its editor. */
export function createCatalogueRepo(db: Db) {
  return {
    /**
     * One page newest first, keyset (created_at DESC, id ASC) as products_newest_idx is ordered; `after` is the last
     * id of the page before. Reads one row more than `limit` so the caller knows whether a next page exists.
     */
    async page(filters: ProductFilters, after: string | undefined, limit: number): Promise<ProductRow[]> {
      const conditions = listConditions(filters);
      if (after) {
        conditions.push(sql`(${products.createdAt} < (SELECT p.created_at FROM ${products} p WHERE p.id = ${after})
          OR (${products.createdAt} = (SELECT p.created_at FROM ${products} p WHERE p.id = ${after}) AND ${products.id} > ${after}))`);
      }
      return db.select().from(products).where(and(...conditions)).orderBy(desc(products.createdAt), asc(products.id)).limit(limit + 1);
    },

    async find(id: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row;
    },

    /** The product row locked for the rest of the transaction: every editor of one product queues here. */
    async lock(id: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
      return row;
    },

    async stockFor(ids: string[], lock = false): Promise<{ productId: string; weight: string; quantity: number }[]> {
      if (ids.length === 0) return [];
      const query = db.select().from(productStock).where(inArray(productStock.productId, ids)).orderBy(asc(productStock.weight));
      return lock ? query.for('update') : query;
    },

    async imagesFor(ids: string[]): Promise<ImageRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(productImages).where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
    },

    /** Pending waitlist entries per weight key. */
    async waitingByWeight(id: string): Promise<Map<string, number>> {
      const rows = await db.select({ weight: waitlistEntries.weight, waiting: sql<number>`count(*)::int` }).from(waitlistEntries)
        .where(and(eq(waitlistEntries.productId, id), eq(waitlistEntries.status, 'pending'))).groupBy(waitlistEntries.weight);
      return new Map(rows.map((row) => [row.weight, Number(row.waiting)]));
    },

    async hasOrders(id: string): Promise<boolean> {
      const rows = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1);
      return rows.length > 0;
    },

    /** Weight keys of this product in orders still open (placed, not yet delivered or cancelled). */
    async weightsInOpenOrders(id: string, weightKeys: string[]): Promise<string[]> {
      if (weightKeys.length === 0) return [];
      const rows = await db.selectDistinct({ weight: orderItems.weight }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.productId, id), inArray(orderItems.weight, weightKeys), eq(orders.status, 'placed')));
      return rows.map((row) => row.weight);
    },

    /** The category and label rows the product points at (a new label typed in the editor becomes one). */
    async ensureVocabulary(category: string, label: string): Promise<void> {
      await db.insert(categories).values({ name: category }).onConflictDoNothing();
      await db.insert(labels).values({ name: label }).onConflictDoNothing();
    },

    async insert(values: ProductValues): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning();
      if (!row) throw new Error('product insert returned nothing');
      return row;
    },

    async update(id: string, values: ProductValues, now: Date): Promise<void> {
      await db.update(products).set({ ...values, updatedAt: now }).where(eq(products.id, id));
    },

    async setArchived(id: string, archivedAt: Date | null, now: Date): Promise<void> {
      await db.update(products).set({ archivedAt, updatedAt: now }).where(eq(products.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(products).where(eq(products.id, id));
    },

    async removeStock(id: string, weightKeys: string[]): Promise<void> {
      if (weightKeys.length === 0) return;
      await db.delete(productStock).where(and(eq(productStock.productId, id), inArray(productStock.weight, weightKeys)));
    },

    async upsertStock(id: string, rows: { weight: string; quantity: number }[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(productStock).values(rows.map((row) => ({ productId: id, ...row })))
        .onConflictDoUpdate({ target: [productStock.productId, productStock.weight], set: { quantity: sql`excluded.quantity` } });
    },

    async addImage(id: string, image: { url: string; fileId: string }): Promise<void> {
      await db.insert(productImages).values({
        productId: id, ...image,
        position: sql`(SELECT coalesce(max(${productImages.position}), -1) + 1 FROM ${productImages} WHERE ${productImages.productId} = ${id})`,
      });
    },

    async setImagePositions(id: string, imageIds: string[]): Promise<void> {
      for (const [position, imageId] of imageIds.entries()) {
        await db.update(productImages).set({ position }).where(and(eq(productImages.id, imageId), eq(productImages.productId, id)));
      }
    },

    async removeImage(id: string, imageId: string): Promise<ImageRow | undefined> {
      const [row] = await db.delete(productImages).where(and(eq(productImages.id, imageId), eq(productImages.productId, id))).returning();
      return row;
    },

    /** Whether another image row still points at this file (seeded products may share one). */
    async fileInUse(url: string): Promise<boolean> {
      const rows = await db.select({ id: productImages.id }).from(productImages).where(eq(productImages.url, url)).limit(1);
      return rows.length > 0;
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
