import { randomUUID } from 'node:crypto';
import type { AdminBanner } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { Storage } from '../../../lib/storage/storage.ts';
import { toBannerImage } from '../../banners/banner-image.ts';
import type { BannerRow, BannersRepo } from '../../banners/banners.repo.ts';
import type { Admin } from '../admin-orders.service.ts';

const NOT_FOUND = 'Banner not found';
const view = (row: BannerRow): AdminBanner => ({
  id: row.id, imageUrl: row.imageUrl, label: row.label, position: row.position, active: row.active, createdAt: row.createdAt.toISOString(),
});
/** What the audit log keeps of a banner. */
const snapshot = (row: BannerRow) => ({ imageUrl: row.imageUrl, label: row.label, position: row.position, active: row.active });

/** The home banners in the back office: each change and its audit row commit together; files follow the rows. */
export function createAdminBannersService(deps: { db: Db; repo: BannersRepo; storage: Storage }) {
  const { db, repo, storage } = deps;

  return {
    list: async () => (await repo.listAll()).map(view),

    /** Stores the re-encoded image first: a failed insert then removes it, so no row ever points at a missing file. */
    async create(admin: Admin, upload: Buffer, label: string): Promise<AdminBanner> {
      const image = await toBannerImage(upload);
      const id = randomUUID();
      const key = `banners/${id}.webp`;
      await storage.put(key, image);
      try {
        return view(await db.transaction(async (tx) => {
          const row = await repo.insert(tx, { id, imageUrl: storage.publicUrl(key), label });
          await record(tx, { actor: admin, action: 'banner.create', entity: 'banner', entityId: id, before: null, after: snapshot(row), reason: `Banner uploaded: ${label}` });
          return row;
        }));
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
    },

    async update(admin: Admin, id: string, changes: { label?: string | undefined; active?: boolean | undefined }): Promise<AdminBanner> {
      return view(await db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw notFound(NOT_FOUND);
        const after = await repo.update(tx, id, {
          ...(changes.label !== undefined ? { label: changes.label } : {}), ...(changes.active !== undefined ? { active: changes.active } : {}),
        });
        if (!after) throw notFound(NOT_FOUND);
        const what = changes.active === undefined ? 'Label edited' : changes.active ? 'Shown on the home page' : 'Hidden from the home page';
        await record(tx, { actor: admin, action: 'banner.update', entity: 'banner', entityId: id, before: snapshot(before), after: snapshot(after), reason: what });
        return after;
      }));
    },

    /** New positions for every banner at once (the list as the admin arranged it); one audit row per banner moved. */
    async reorder(admin: Admin, ids: string[]): Promise<AdminBanner[]> {
      await db.transaction(async (tx) => {
        const rows = await repo.lockAll(tx);
        const known = new Set(rows.map((row) => row.id));
        if (ids.length !== rows.length || ids.some((id) => !known.has(id))) {
          throw new AppError('CONFLICT', 'The banners changed since the page loaded. Please reload and try again.');
        }
        for (const [position, id] of ids.entries()) {
          const before = rows.find((row) => row.id === id);
          if (!before || before.position === position) continue;
          const after = await repo.update(tx, id, { position });
          if (after) await record(tx, { actor: admin, action: 'banner.reorder', entity: 'banner', entityId: id, before: snapshot(before), after: snapshot(after), reason: 'Banners reordered' });
        }
      });
      return (await repo.listAll()).map(view);
    },

    /** Deletes the row (audited), then its file once the deletion has committed. */
    async remove(admin: Admin, id: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw notFound(NOT_FOUND);
        await repo.remove(tx, id);
        await record(tx, { actor: admin, action: 'banner.delete', entity: 'banner', entityId: id, before: snapshot(before), after: null, reason: `Banner removed: ${before.label}` });
        return before;
      });
      // Only our own banner files: seeded banners may point elsewhere.
      const key = storage.keyOf(removed.imageUrl, 'banners/');
      if (key) await storage.remove(key);
    },
  };
}

export type AdminBannersService = ReturnType<typeof createAdminBannersService>;
