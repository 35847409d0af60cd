import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every change made in the back office: who, what (action on entity + id), before and after, and why. Written in
 * the same transaction as the change itself, so a change without its audit row cannot exist. Never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The log's pages, newest first (the id breaks ties of the keyset).
    index('audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt.desc()),
  ],
);
