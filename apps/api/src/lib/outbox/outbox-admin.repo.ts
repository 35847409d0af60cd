import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { OUTBOX_CHANNEL } from './outbox.ts';

/**
 * The back office's reads and writes of the outbox (decision 0025): the jobs the owner should see, and sending one
 * back to run. The worker (outbox.ts) owns everything else about `outbox_jobs`.
 */

/** Still being retried: queued again after at least one try that ended in an error. */
const FAILING = sql.raw(`(state = 'queued' AND tries >= 1 AND last_error IS NOT NULL)`);
/** Gave up after its last try. */
const DEAD = sql.raw(`(state = 'dead')`);
/** Either (outbox_jobs_attention_idx covers exactly these rows, newest first). */
const NEEDS_ATTENTION = sql.raw(`(state = 'dead' OR (state = 'queued' AND tries >= 1 AND last_error IS NOT NULL))`);

export type ListedJobState = 'failing' | 'dead';

export type AttentionJobRow = {
  id: string;
  kind: string;
  key: string;
  state: 'queued' | 'dead' | 'done';
  tries: number;
  last_error: string | null;
  run_after: string | Date;
  locked_until: string | Date | null;
  created_at: string | Date;
};

const COLUMNS = sql.raw('id, kind, key, state, tries, last_error, run_after, locked_until, created_at');

async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const whereState = (state: ListedJobState | undefined) => (state === 'failing' ? FAILING : state === 'dead' ? DEAD : NEEDS_ATTENTION);

export function createOutboxAdminRepo(db: Db) {
  return {
    /**
     * Failing and dead jobs (or one of the two), newest first by the keyset (created_at, id): `after` is the id of the
     * last job of the page before (jobs are never deleted, so it is always found). One row more than `limit` tells a
     * next page exists.
     */
    page: (state: ListedJobState | undefined, after: string | undefined, limit: number) => rowsOf<AttentionJobRow>(db, sql`
      SELECT ${COLUMNS} FROM outbox_jobs
      WHERE ${whereState(state)}
        ${after ? sql`AND (created_at, id) < (SELECT previous.created_at, previous.id FROM outbox_jobs AS previous WHERE previous.id = ${after})` : sql``}
      ORDER BY created_at DESC, id DESC
      LIMIT ${limit + 1}`),

    /** How many jobs keep failing: dead, or still being retried after an error (the dashboard's alert). */
    async countNeedingAttention(): Promise<number> {
      const [row] = await rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM outbox_jobs WHERE ${NEEDS_ATTENTION}`);
      return row?.count ?? 0;
    },

    /** One job under its row lock (waits for a worker's UPDATE of it to commit), or undefined. */
    async lockWithin(tx: Db, jobId: string): Promise<AttentionJobRow | undefined> {
      const [row] = await rowsOf<AttentionJobRow>(tx, sql`SELECT ${COLUMNS} FROM outbox_jobs WHERE id = ${jobId} FOR UPDATE`);
      return row;
    },

    /**
     * Sends a job back to the queue, due now, its tries and last error kept, and wakes the workers when the
     * transaction commits. Only a dead or failing job that no worker holds right now moves (false otherwise).
     */
    async requeueWithin(tx: Db, jobId: string): Promise<AttentionJobRow | undefined> {
      const [row] = await rowsOf<AttentionJobRow>(tx, sql`
        UPDATE outbox_jobs SET state = 'queued', run_after = now(), locked_until = NULL
        WHERE id = ${jobId} AND ${NEEDS_ATTENTION} AND (locked_until IS NULL OR locked_until < now())
        RETURNING ${COLUMNS}`);
      if (row) await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
      return row;
    },
  };
}

export type OutboxAdminRepo = ReturnType<typeof createOutboxAdminRepo>;
