import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';

export type BannerRow = typeof banners.$inferSelect;
const inOrder = [asc(banners.position), asc(banners.createdAt)];

/** The home banners: the storefront's active ones, and the back office's whole list and changes. */
export function createBannersRepo(db: Db) {
  return {
    listActive() {
      return db
        .select({ id: banners.id, imageUrl: banners.imageUrl, label: banners.label })
        .from(banners)
        .where(eq(banners.active, true))
        .orderBy(...inOrder);
    },

    listAll: (tx: Db = db) => tx.select().from(banners).orderBy(...inOrder),

    /** Locks every banner row (a reorder or an insert then sees every position as it stands). */
    lockAll: (tx: Db) => tx.select().from(banners).orderBy(...inOrder).for('update'),

    async lock(tx: Db, id: string): Promise<BannerRow | undefined> {
      const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      return row;
    },

    /** A new banner goes last. */
    async insert(tx: Db, values: { id: string; imageUrl: string; label: string }): Promise<BannerRow> {
      const [row] = await tx.insert(banners).values({
        ...values, position: sql`(SELECT coalesce(max(${banners.position}), -1) + 1 FROM ${banners})`,
      }).returning();
      if (!row) throw new Error('banner insert returned nothing');
      return row;
    },

    async update(tx: Db, id: string, changes: Partial<Pick<BannerRow, 'label' | 'active' | 'position'>>): Promise<BannerRow | undefined> {
      const [row] = await tx.update(banners).set(changes).where(eq(banners.id, id)).returning();
      return row;
    },

    async remove(tx: Db, id: string): Promise<void> {
      await tx.delete(banners).where(eq(banners.id, id));
    },
  };
}
export type BannersRepo = ReturnType<typeof createBannersRepo>;
