import type { Product } from '@mitumba/contracts';
import { isUuid } from '../../lib/ids.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { FavouritesRepo } from './favourites.repo.ts';

/** Favourites kept per customer on the server, so they follow them across devices; a visitor's merge in at login. */
export function createFavouritesService(deps: { repo: FavouritesRepo; catalog: CatalogService }) {
  const { repo, catalog } = deps;

  async function list(userId: string): Promise<{ favorites: string[]; products: Product[] }> {
    const ids = await repo.productIds(userId);
    const products = await catalog.getProductsByIds(ids);
    const shown: Product[] = ids.flatMap((id) => {
      const product = products.get(id);
      if (!product?.visible) return [];
      const { visible: _visible, ...view } = product;
      return [view];
    });
    return { favorites: shown.map((product) => product._id), products: shown };
  }

  /** Keeps only ids of products that exist and are shown, so a made-up id never lands in the table. */
  async function known(ids: string[]): Promise<string[]> {
    const products = await catalog.getProductsByIds(ids);
    return [...new Set(ids)].filter((id) => products.get(id)?.visible);
  }

  return {
    list,
    async add(userId: string, productIds: string[]) {
      await repo.add(userId, await known(productIds));
      return list(userId);
    },
    async remove(userId: string, productId: string) {
      if (isUuid(productId)) await repo.remove(userId, productId);
      return list(userId);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
