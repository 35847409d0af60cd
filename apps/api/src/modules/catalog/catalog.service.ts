import { categories, type Category, type ProductSort } from '@mitumba/contracts';
import { notFound } from '../../lib/errors.ts';
import type { CatalogRepo, ProductFilter, ProductRow } from './catalog.repo.ts';
import { toProductViews } from './product-view.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ProductPageRequest = ProductFilter & { sort: ProductSort; page: number; limit: number };

export function createCatalogService(repo: CatalogRepo) {
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
      const row = uuidPattern.test(id) ? await repo.findVisibleProduct(id) : undefined;
      if (!row) throw notFound('Product not found');
      const [product] = await withDetails([row]);
      if (!product) throw notFound('Product not found');
      return product;
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
