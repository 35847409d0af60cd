import { ADMIN_PAGE_SIZE, type AuditEntry, type AuditQuery } from '@mitumba/contracts';
import { badRequest } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Db } from '../../db/client.ts';
import { createAuditRepo } from './audit.repo.ts';

/** The audit log as the back office reads it: newest first, filtered (entity, actor, action, days), in keyset pages. */
export function createAuditService(db: Db) {
  const repo = createAuditRepo(db);
  return {
    async page(query: AuditQuery): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
      const { cursor, limit = ADMIN_PAGE_SIZE, ...filters } = query;
      if (cursor !== undefined && !isUuid(cursor)) throw badRequest('Invalid cursor');
      const rows = await repo.page(filters, cursor, limit);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        entries: shown.map(({ entry, actorName }) => ({
          id: entry.id, at: entry.createdAt.toISOString(), actor: entry.actorId ? { id: entry.actorId, name: actorName ?? '' } : null,
          action: entry.action, entity: entry.entity, entityId: entry.entityId, before: entry.before, after: entry.after, reason: entry.reason,
        })),
        nextCursor: rows.length > limit && last ? last.entry.id : null,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
