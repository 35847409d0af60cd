import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';

export function createBannersRepo(db: Db) {
  return {
    listActive() {
      return db
        .select({ id: banners.id, imageUrl: banners.imageUrl, label: banners.label })
        .from(banners)
        .where(eq(banners.active, true))
        .orderBy(asc(banners.position), asc(banners.createdAt));
    },
  };
}
export type BannersRepo = ReturnType<typeof createBannersRepo>;
