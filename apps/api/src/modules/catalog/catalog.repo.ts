import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orderFeedback, orderItems, productImages, productStock, products } from '../../db/schema/index.ts';
import type { ProductSort } from '@mitumba/contracts';
import { closestFirst, joinSimilar, similarProducts, withSimilarityThreshold } from './search/similar-words.ts';

export type ProductFilter = {
  search?: string | undefined;
  /** Names with a word similar to one of these (a search's typo variants), closest first; instead of `search`. */
  similarTo?: string[] | undefined;
  categories?: string[] | undefined;
  subCategory?: string | undefined;
  labels?: string[] | undefined;
  bestseller?: boolean | undefined;
  excludeId?: string | undefined;
  ids?: string[] | undefined;
};

export type ProductRow = typeof products.$inferSelect;
export type StockRow = { productId: string; weight: string; quantity: number };
export type ImageRow = { productId: string; url: string; fileId: string };
export type RatingRow = { productId: string; average: number; count: number };
export type ProductDetails = { stock: StockRow[]; images: ImageRow[]; ratings: RatingRow[] };

/** `%` and `_` typed by a shopper are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** In the shop: a valid image and not archived by the back office. */
const visible = and(eq(products.hasValidImage, true), isNull(products.archivedAt)) as SQL;

/**
 * A product's stock, photos (in order) and customers' rating as columns of its own row: `[weight, quantity]` pairs,
 * `[url, fileId]` pairs and `[average, count]`. The rating counts an order holding two weights of the product once.
 * The outer row's id is its own fragment: a column written straight into a select's field comes out unqualified, and
 * `"id"` would then be the inner table's own id; a fragment names its table.
 */
const productId = sql`${products.id}`;
const detailColumns = {
  stockRows: sql<[string, number][]>`(SELECT coalesce(json_agg(json_build_array(s.weight, s.quantity)), '[]'::json)
    FROM ${productStock} s WHERE s.product_id = ${productId})`,
  imageRows: sql<[string, string][]>`(SELECT coalesce(json_agg(json_build_array(i.url, i.file_id) ORDER BY i.position), '[]'::json)
    FROM ${productImages} i WHERE i.product_id = ${productId})`,
  ratingRow: sql<[number | null, number]>`(SELECT json_build_array(avg(f.quality)::float8, count(*))
    FROM (SELECT DISTINCT oi.order_id FROM ${orderItems} oi WHERE oi.product_id = ${productId}) held
    JOIN ${orderFeedback} f ON f.order_id = held.order_id)`,
};

/** The storefront's rule for one row (carts flag the rest `visible: false`). */
export const isVisibleRow = (row: ProductRow): boolean => row.hasValidImage && row.archivedAt === null;

const nameContains = (text: string): SQL => sql`lower(${products.name}) like ${`%${escapeLike(text.toLowerCase())}%`}`;

/** A word of the name starts with the text ("jea" → "Blue Denim Jeans"). */
const wordStarts = (text: string): SQL => {
  const escaped = escapeLike(text.toLowerCase());
  return sql`(lower(${products.name}) like ${`${escaped}%`} or lower(${products.name}) like ${`% ${escaped}%`})`;
};

function whereVisible(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [visible];
  if (filter.search) {
    conditions.push(nameContains(filter.search));
  }
  if (filter.categories?.length) conditions.push(inArray(products.category, filter.categories));
  if (filter.subCategory) conditions.push(eq(products.subCategory, filter.subCategory));
  if (filter.labels?.length) conditions.push(inArray(products.label, filter.labels));
  if (filter.bestseller !== undefined) conditions.push(eq(products.bestseller, filter.bestseller));
  if (filter.excludeId) conditions.push(ne(products.id, filter.excludeId));
  if (filter.ids) conditions.push(filter.ids.length ? inArray(products.id, filter.ids) : sql`false`);
  return and(...conditions);
}

/** Every order ends on the id, so pages never repeat or skip a product. */
const orderings: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  // Spec 1 §2: "sorted by label, then in-stock first".
  relevant: [asc(products.label), sql`(${products.totalStock} > 0) desc`, desc(products.createdAt), asc(products.id)],
  'low-high': [asc(products.priceCents), asc(products.id)],
  'high-low': [desc(products.priceCents), asc(products.id)],
};

export function createCatalogRepo(db: Db) {
  /** The products a filter matches, joined to their similarity when it asks for similar words. */
  function matching<T extends SelectedFields>(filter: ProductFilter, columns: T) {
    const query = db.select(columns).from(products).$dynamic();
    if (filter.similarTo) query.innerJoin(similarProducts(filter.similarTo), joinSimilar);
    return query.where(whereVisible(filter));
  }

  return {
    /** A transaction on this repo's database (the service writes a stock change and its announcement together). */
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    async listProducts(filter: ProductFilter, sort: ProductSort, offset: number, limit: number): Promise<ProductRow[]> {
      // Similar words come closest first, unless the shopper asked for a price order.
      const closest = filter.similarTo && (sort === 'relevant' || sort === 'newest') ? [closestFirst] : [];
      return matching(filter, getTableColumns(products)).orderBy(...closest, ...orderings[sort]).limit(limit).offset(offset);
    },

    /**
     * A first page with the number of all matches, in one query (`count(*) over ()`): for similar words, whose every
     * match is scored and ranked anyway, this is one pass over the trigram index instead of two (rows, then count).
     */
    async listProductsCounted(filter: ProductFilter, sort: ProductSort, limit: number): Promise<{ rows: ProductRow[]; total: number }> {
      const closest = filter.similarTo && (sort === 'relevant' || sort === 'newest') ? [closestFirst] : [];
      const found = await matching(filter, { ...getTableColumns(products), total: sql<number>`count(*) over ()`.mapWith(Number) })
        .orderBy(...closest, ...orderings[sort]).limit(limit);
      return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
    },

    /** Whether any product matches (one index probe): a later page that is empty is not a search that found nothing. */
    async anyProduct(filter: ProductFilter): Promise<boolean> {
      const rows = await db.select({ id: products.id }).from(products).where(whereVisible(filter)).limit(1);
      return rows.length > 0;
    },

    /** `work` in a transaction where `%>` (similar words) uses the shop's threshold. */
    withSimilarWords: <T>(work: (tx: Db) => Promise<T>): Promise<T> => withSimilarityThreshold(db, work),

    /**
     * Names for the search box: those with a word starting with the text first, then those containing it, then those
     * with a similar word (closest first). Call within `withSimilarWords`; the text has at least 3 characters, so
     * every condition is served by the name's trigram index.
     */
    async suggestNames(text: string, variants: string[], limit: number): Promise<{ id: string; name: string }[]> {
      // Containing the text scores 2, above any similarity (at most 1).
      const containing = sql`select ${products.id} as id, 2::real as score from ${products} where ${nameContains(text)}`;
      return db.select({ id: products.id, name: products.name }).from(products)
        .innerJoin(similarProducts(variants, [containing]), joinSimilar)
        .where(visible)
        .orderBy(sql`${wordStarts(text)} desc`, closestFirst, asc(products.name), asc(products.id))
        .limit(limit);
    },

    async countProducts(filter: ProductFilter): Promise<number> {
      const [row] = await matching(filter, { total: count() });
      return row?.total ?? 0;
    },

    /**
     * Products by id with their stock, photos and customers' rating, in one statement (a product page, a page of the
     * list, a cart line or an order's items read each product this way when it is not cached). `visibleOnly`: as the
     * shop shows them.
     */
    async findWithDetails(ids: string[], options: { visibleOnly: boolean }): Promise<{ rows: ProductRow[]; details: ProductDetails }> {
      const details: ProductDetails = { stock: [], images: [], ratings: [] };
      if (ids.length === 0) return { rows: [], details };
      const found = await db.select({ ...getTableColumns(products), ...detailColumns })
        .from(products).where(options.visibleOnly ? and(inArray(products.id, ids), visible) : inArray(products.id, ids));
      const rows = found.map(({ stockRows, imageRows, ratingRow, ...row }) => {
        for (const [weight, quantity] of stockRows) details.stock.push({ productId: row.id, weight, quantity });
        for (const [url, fileId] of imageRows) details.images.push({ productId: row.id, url, fileId });
        if (ratingRow[1] > 0) details.ratings.push({ productId: row.id, average: Number(ratingRow[0]), count: ratingRow[1] });
        return row;
      });
      return { rows, details };
    },

    /** Sets one weight's stock; returns the quantity it had, or null when there is no such row. */
    async setStock(productId: string, weightKey: string, quantity: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ quantity: productStock.quantity }).from(productStock)
          .where(and(eq(productStock.productId, productId), eq(productStock.weight, weightKey))).for('update');
        if (!row) return null;
        await tx.update(productStock).set({ quantity }).where(and(eq(productStock.productId, productId), eq(productStock.weight, weightKey)));
        return row.quantity;
      });
    },

    /** Takes `quantity` units if that many are left: one conditional UPDATE, which waits on and re-reads a locked row. */
    async takeStock(productId: string, weightKey: string, quantity: number): Promise<boolean> {
      const rows = await db.update(productStock).set({ quantity: sql`${productStock.quantity} - ${quantity}` })
        .where(and(eq(productStock.productId, productId), eq(productStock.weight, weightKey), sql`${productStock.quantity} >= ${quantity}`))
        .returning({ quantity: productStock.quantity });
      return rows.length === 1;
    },

    /** Gives units back; answers the quantity before, or null when the row is gone. */
    async returnStock(productId: string, weightKey: string, quantity: number): Promise<number | null> {
      const [row] = await db.update(productStock).set({ quantity: sql`${productStock.quantity} + ${quantity}` })
        .where(and(eq(productStock.productId, productId), eq(productStock.weight, weightKey)))
        .returning({ quantity: productStock.quantity });
      return row ? row.quantity - quantity : null;
    },

    async stockFor(productIds: string[]): Promise<StockRow[]> {
      if (productIds.length === 0) return [];
      return db.select().from(productStock).where(inArray(productStock.productId, productIds));
    },

    async labelsInUse(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ label: products.label })
        .from(products)
        .where(visible)
        .orderBy(asc(products.label));
      return rows.map((row) => row.label);
    },

    async categoryTree(): Promise<{ category: string; subCategory: string }[]> {
      return db
        .selectDistinct({ category: products.category, subCategory: products.subCategory })
        .from(products)
        .where(visible)
        .orderBy(asc(products.category), asc(products.subCategory));
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
