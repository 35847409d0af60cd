import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favourites } from '../../db/schema/index.ts';

export function createFavouritesRepo(db: Db) {
  return {
    async productIds(userId: string): Promise<string[]> {
      const rows = await db.select({ productId: favourites.productId }).from(favourites)
        .where(eq(favourites.userId, userId)).orderBy(asc(favourites.createdAt));
      return rows.map((row) => row.productId);
    },

    async add(userId: string, productIds: string[]): Promise<void> {
      if (productIds.length === 0) return;
      await db.insert(favourites).values(productIds.map((productId) => ({ userId, productId }))).onConflictDoNothing();
    },

    async remove(userId: string, productId: string): Promise<void> {
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
    },
  };
}

export type FavouritesRepo = ReturnType<typeof createFavouritesRepo>;
