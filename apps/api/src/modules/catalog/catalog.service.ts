import { randomUUID } from 'node:crypto';
import { categories, type Category, type Product, type ProductSort } from '@mitumba/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { CatalogueCache } from './cache/catalogue-cache.ts';
import { createCatalogRepo, isVisibleRow, type CatalogRepo, type ProductFilter, type ProductRow } from './catalog.repo.ts';
import { toProductViews } from './product-view.ts';
import { canForgive } from './search/similar-words.ts';
import { suggestFor, type Facets } from './search/suggestions.ts';
import { typoVariants } from './search/typo-variants.ts';


export type ProductPageRequest = ProductFilter & { sort: ProductSort; page: number; limit: number };

export type RestockListener = (productId: string, weightKey: string) => Promise<unknown>;
export type StockLine = { productId: string; weightKey: string; quantity: number; name: string; weightLabel: string };

/** A fixed order of rows, so two transactions taking the same products never wait on each other in a cycle. */
const byRow = (a: StockLine, b: StockLine) => a.productId.localeCompare(b.productId) || a.weightKey.localeCompare(b.weightKey);

/** Labels as a shopper reads a list: letters in order, whatever their case. */
const alphabetical = new Intl.Collator('en');
/** The job that tells the restock listeners, enqueued with the change that brought a weight back from 0. */
const RESTOCKED_JOB = 'catalogue.restocked';

/** One page of rows, one more asked to know whether another page exists; counted on page 1 only when it does. */
async function pageRows(repo: CatalogRepo, filter: ProductFilter, sort: ProductSort, page: number, limit: number) {
  const rows = await repo.listProducts(filter, sort, (page - 1) * limit, limit + 1);
  const hasMore = rows.length > limit;
  let total: number | null = null;
  if (page === 1) total = hasMore ? await repo.countProducts(filter) : Math.min(rows.length, limit);
  return { rows: rows.slice(0, limit), total, hasMore };
}

/** A page of names with similar words: the first with its total from the same query (catalog.repo listProductsCounted). */
async function similarPageRows(repo: CatalogRepo, filter: ProductFilter, sort: ProductSort, page: number, limit: number) {
  if (page > 1) return pageRows(repo, filter, sort, page, limit);
  const { rows, total } = await repo.listProductsCounted(filter, sort, limit);
  return { rows, total, hasMore: total > limit };
}

type KeptProduct = Product & { visible: boolean };
/** Cache keys of products kept for carts (the answers' keys are `product/{id}`, `list?…`, `facets`). */
const keptPrefix = 'kept-product:';

/**
 * `cache`: the catalogue cache, which keeps the products carts read (a cart is read on every add, change and page)
 * until the catalogue changes; without one, carts read the database each time.
 */
export function createCatalogService(repo: CatalogRepo, outbox: Outbox, cache?: CatalogueCache) {
  const restockListeners: RestockListener[] = [];
  outbox.handle(RESTOCKED_JOB, async (payload) => {
    for (const listener of restockListeners) await listener(String(payload.productId), String(payload.weightKey));
  });

  /** Enqueues the restock announcement of each weight in the caller's transaction (one job per weight and change). */
  async function announceRestockedWithin(tx: Db, weights: { productId: string; weightKey: string }[]): Promise<void> {
    for (const { productId, weightKey } of weights) {
      await outbox.enqueueWithin(tx, RESTOCKED_JOB, `${productId}:${weightKey}:${randomUUID()}`, { productId, weightKey });
    }
  }

  /** A list page's rows as products: their stock, photos and ratings read in one statement (the rows keep their order). */
  async function withDetails(rows: ProductRow[]) {
    return toProductViews(rows, (await repo.findWithDetails(rows.map((row) => row.id), { visibleOnly: false })).details);
  }

  /** Products by id for carts and lists a customer keeps, hidden ones included and flagged (`visible: false`). */
  async function productsByIds(ids: string[]): Promise<Map<string, KeptProduct>> {
    const { rows, details } = await repo.findWithDetails(ids.filter((id) => isUuid(id)), { visibleOnly: false });
    const views = toProductViews(rows, details);
    const visibleIds = new Set(rows.filter(isVisibleRow).map((row) => row.id));
    return new Map(views.map((view) => [view._id, { ...view, visible: visibleIds.has(view._id) }]));
  }

  async function withDetailsOf(page: Awaited<ReturnType<typeof pageRows>>) {
    return { products: await withDetails(page.rows), total: page.total, hasMore: page.hasMore };
  }

  return {
    /**
     * A page of products. A search whose text no name contains falls back to names with a similar word (a typo),
     * closest first, and says so (`match: 'similar'`); pages after the first follow the same rule.
     */
    async listProducts(request: ProductPageRequest) {
      const { sort, page, limit, ...filter } = request;
      const plain = await pageRows(repo, filter, sort, page, limit);
      if (!filter.search) return { ...(await withDetailsOf(plain)), page, limit };
      const foundNothing = plain.rows.length === 0 && (page === 1 || !(await repo.anyProduct(filter)));
      if (!foundNothing || !canForgive(filter.search)) return { ...(await withDetailsOf(plain)), page, limit, match: 'contains' as const };
      const similarFilter = { ...filter, search: undefined, similarTo: typoVariants(filter.search) };
      const similar = await repo.withSimilarWords((tx) => similarPageRows(createCatalogRepo(tx), similarFilter, sort, page, limit));
      return { ...(await withDetailsOf(similar)), page, limit, match: 'similar' as const };
    },

    /** What the search box offers for the text typed so far, given the facets in use (search/suggestions.ts). */
    async suggest(text: string, facets: Facets) {
      return suggestFor(text, { repo, facets });
    },

    async getProduct(id: string) {
      const { rows, details } = await repo.findWithDetails(isUuid(id) ? [id] : [], { visibleOnly: true });
      const [product] = toProductViews(rows, details);
      if (!product) throw notFound('Product not found');
      return product;
    },

    getProductsByIds: productsByIds,

    /**
     * Products by id as carts show them (hidden ones flagged), from the catalogue cache: emptied as any instance's
     * change to products, stock or photos commits, like the catalogue pages. Orders read `getProductsByIds`, fresh.
     */
    async keptProductsByIds(ids: string[]): Promise<Map<string, KeptProduct>> {
      if (!cache) return productsByIds(ids);
      const kept = await cache.values(ids.map((id) => keptPrefix + id), async (keys) => {
        const read = await productsByIds(keys.map((key) => key.slice(keptPrefix.length)));
        return new Map([...read].map(([id, product]) => [keptPrefix + id, product]));
      }, (product) => JSON.stringify(product).length * 2);
      return new Map([...kept].map(([key, product]) => [key.slice(keptPrefix.length), product]));
    },

    /** Heard when a product weight goes from no stock to some (the waitlist listens). */
    onRestock(listener: RestockListener): void {
      restockListeners.push(listener);
    },

    /**
     * Takes the lines' units out of stock inside the caller's transaction, or refuses the whole set with the first
     * shortfall ('Only {n} units available for {name} ({weight})'): two buyers can never both get the last bale.
     */
    async takeStock(tx: Db, lines: StockLine[]): Promise<void> {
      const txRepo = createCatalogRepo(tx);
      for (const line of [...lines].sort(byRow)) {
        if (await txRepo.takeStock(line.productId, line.weightKey, line.quantity)) continue;
        const [left] = (await txRepo.stockFor([line.productId])).filter((row) => row.weight === line.weightKey);
        const available = Math.max(0, left?.quantity ?? 0);
        throw new AppError('BUSINESS_RULE', available === 0
          ? `${line.name} (${line.weightLabel}) has just sold out.`
          : `Only ${available} units available for ${line.name} (${line.weightLabel})`, { available });
      }
    },

    /** Gives held units back inside the caller's transaction; answers the weights that were sold out until now. */
    async returnStock(tx: Db, lines: StockLine[]): Promise<{ productId: string; weightKey: string }[]> {
      const txRepo = createCatalogRepo(tx);
      const restocked: { productId: string; weightKey: string }[] = [];
      for (const line of [...lines].sort(byRow)) {
        const before = await txRepo.returnStock(line.productId, line.weightKey, line.quantity);
        if (before !== null && before <= 0) restocked.push({ productId: line.productId, weightKey: line.weightKey });
      }
      return restocked;
    },

    /**
     * Tells the restock listeners (the waitlist) once the caller's transaction, which brought these weights back
     * from 0, has committed: a job in that transaction (the durable outbox), so a crash cannot lose the notice.
     */
    announceRestockedWithin,

    /** Sets the stock of one weight (back office and tests); tells the listeners when it comes back from 0. */
    async setStock(productId: string, weightKey: string, quantity: number): Promise<void> {
      if (!Number.isInteger(quantity) || quantity < 0) throw new AppError('VALIDATION', 'Stock must be a whole number, 0 or more');
      await repo.transaction(async (tx) => {
        const previous = await createCatalogRepo(tx).setStock(productId, weightKey, quantity);
        if (previous === null) throw notFound('No such product weight');
        if (previous <= 0 && quantity > 0) await announceRestockedWithin(tx, [{ productId, weightKey }]);
      });
    },

    async facets() {
      const [labels, tree] = await Promise.all([repo.labelsInUse(), repo.categoryTree()]);
      return {
        // In the shop's alphabetical order: the storefront lists them as they come (its first sort with localeCompare
        // made an ICU collator on the phone, 15-20 ms of the filter panel's hydration).
        labels: labels.toSorted(alphabetical.compare),
        categories: categories.map((name: Category) => ({
          name,
          subCategories: tree.filter((entry) => entry.category === name).map((entry) => entry.subCategory),
        })),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
