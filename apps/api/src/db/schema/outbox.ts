import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The durable outbox (decision 0025): a side effect of a change (an e-mail, a waitlist notice, a restock
 * announcement) is a row written in the same transaction as the change, so it commits with it or not at all, and a
 * worker on any instance runs it afterwards, retrying with back-off. `(kind, key)` is unique: the key names what
 * caused the job (`order-paid:ORD-…`), so enqueuing the same cause twice makes one job.
 */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    /** queued (waiting or retrying), done, or dead (gave up after its tries: shown to the owner). */
    state: text('state').notNull().default('queued'),
    tries: integer('tries').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the job holds it until then; past it, another worker may take it (the first one died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The clock, not the transaction's start: jobs of one transaction run in the order they were written. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    check('outbox_jobs_state', sql`${table.state} IN ('queued', 'done', 'dead')`),
    uniqueIndex('outbox_jobs_cause').on(table.kind, table.key),
    index('outbox_jobs_due_idx').on(table.runAfter).where(sql`${table.state} = 'queued'`),
    /** The jobs the owner sees (/admin/jobs), newest first: dead, or queued again after an error. */
    index('outbox_jobs_attention_idx').on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.state} = 'dead' OR (${table.state} = 'queued' AND ${table.lastError} IS NOT NULL)`),
  ],
);
