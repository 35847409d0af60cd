import { categories, type Category, type Product, type ProductSort } from '@mitumba/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CatalogRepo, ProductFilter, ProductRow } from './catalog.repo.ts';
import { toProductViews } from './product-view.ts';


export type ProductPageRequest = ProductFilter & { sort: ProductSort; page: number; limit: number };

export type RestockListener = (productId: string, weightKey: string) => Promise<unknown>;

export function createCatalogService(repo: CatalogRepo) {
  const restockListeners: RestockListener[] = [];

  async function withDetails(rows: ProductRow[]) {
    const ids = rows.map((row) => row.id);
    const [stock, images] = await Promise.all([repo.stockFor(ids), repo.imagesFor(ids)]);
    return toProductViews(rows, stock, images);
  }

  return {
    async listProducts(request: ProductPageRequest) {
      const { sort, page, limit, ...filter } = request;
      // One row more than the page tells whether another page exists without counting every match.
      const rows = await repo.listProducts(filter, sort, (page - 1) * limit, limit + 1);
      const hasMore = rows.length > limit;
      const pageRows = rows.slice(0, limit);
      let total: number | null = null;
      if (page === 1) total = hasMore ? await repo.countProducts(filter) : pageRows.length;
      return { products: await withDetails(pageRows), page, limit, total, hasMore };
    },

    async getProduct(id: string) {
      const row = isUuid(id) ? await repo.findVisibleProduct(id) : undefined;
      if (!row) throw notFound('Product not found');
      const [product] = await withDetails([row]);
      if (!product) throw notFound('Product not found');
      return product;
    },

    /** Products by id for carts and lists a customer keeps, hidden ones included and flagged (`visible: false`). */
    async getProductsByIds(ids: string[]): Promise<Map<string, Product & { visible: boolean }>> {
      const rows = await repo.findProductsByIds(ids.filter((id) => isUuid(id)));
      const views = await withDetails(rows);
      const visibleIds = new Set(rows.filter((row) => row.hasValidImage).map((row) => row.id));
      return new Map(views.map((view) => [view._id, { ...view, visible: visibleIds.has(view._id) }]));
    },

    /** Heard when a product weight goes from no stock to some (the waitlist listens). */
    onRestock(listener: RestockListener): void {
      restockListeners.push(listener);
    },

    /** Sets the stock of one weight (back office and tests); tells the listeners when it comes back from 0. */
    async setStock(productId: string, weightKey: string, quantity: number): Promise<void> {
      if (!Number.isInteger(quantity) || quantity < 0) throw new AppError('VALIDATION', 'Stock must be a whole number, 0 or more');
      const previous = await repo.setStock(productId, weightKey, quantity);
      if (previous === null) throw notFound('No such product weight');
      if (previous <= 0 && quantity > 0) for (const listener of restockListeners) await listener(productId, weightKey);
    },

    async facets() {
      const [labels, tree] = await Promise.all([repo.labelsInUse(), repo.categoryTree()]);
      return {
        labels,
        categories: categories.map((name: Category) => ({
          name,
          subCategories: tree.filter((entry) => entry.category === name).map((entry) => entry.subCategory),
        })),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
