import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditRecord = {
  actor: { id: string };
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  /** Why, as the person gave it; null for a routine action done without a note. */
  reason: string | null;
  now?: Date;
};

/** Writes one audit row inside `tx`: the transaction that makes the change, so the change and its record commit together. */
export async function record(tx: Db, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id, action: entry.action, entity: entry.entity, entityId: entry.entityId,
    before: (entry.before ?? null) as object, after: (entry.after ?? null) as object, reason: entry.reason,
    ...(entry.now ? { createdAt: entry.now } : {}),
  });
}
