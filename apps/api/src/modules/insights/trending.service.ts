import { TRENDING_ORDERS_USED, type Product } from '@mitumba/contracts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { InsightsRepo } from './insights.repo.ts';

/**
 * Trending (spec 1 §7, spec 2 §9): ranked in one query over the orders (insights.repo), then shaped into the
 * catalogue's product cards in bulk (three queries whatever the limit). A customer without paid orders, and a
 * visitor, get what sells (the last 90 days, then the flagged bestsellers).
 */
export function createTrendingService(deps: { repo: InsightsRepo; catalog: CatalogService }) {
  return {
    async forCustomer(userId: string | null, limit: number): Promise<Product[]> {
      const ids = await deps.repo.trendingProductIds({ userId, ordersUsed: TRENDING_ORDERS_USED, limit });
      const products = await deps.catalog.getProductsByIds(ids);
      return ids.flatMap((id) => {
        const product = products.get(id);
        if (!product?.visible) return [];
        const { visible: _visible, ...card } = product;
        return [card];
      });
    },
  };
}

export type TrendingService = ReturnType<typeof createTrendingService>;
