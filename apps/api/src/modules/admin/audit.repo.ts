import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit'>;
const DAY_MS = 86_400_000;
/** Shop days are Nairobi days (UTC+3, no daylight saving). */
const nairobiMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+03:00`));
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The audit log's reads: filtered by what changed, who changed it (id or any part of the name), the action and shop days. */
export function createAuditRepo(db: Db) {
  return {
    /** One page, newest first by the keyset (created_at, id); one row more than `limit` tells a next page exists. */
    async page(filters: AuditFilters, after: string | undefined, limit: number) {
      const conditions: SQL[] = [];
      if (filters.entity) conditions.push(eq(auditLog.entity, filters.entity));
      if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId));
      if (filters.actor) conditions.push(eq(auditLog.actorId, filters.actor));
      if (filters.actorName) conditions.push(sql`lower(${users.name}) LIKE ${`%${likeEscaped(filters.actorName.toLowerCase())}%`}`);
      if (filters.action) conditions.push(eq(auditLog.action, filters.action));
      if (filters.from) conditions.push(gte(auditLog.createdAt, nairobiMidnight(filters.from)));
      if (filters.to) conditions.push(lt(auditLog.createdAt, new Date(nairobiMidnight(filters.to).getTime() + DAY_MS)));
      if (after) {
        conditions.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < (SELECT previous.created_at, previous.id FROM ${auditLog} AS previous WHERE previous.id = ${after})`);
      }
      return db.select({ entry: auditLog, actorName: users.name }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(...conditions)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit + 1);
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
