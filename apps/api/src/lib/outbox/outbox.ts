import { sql } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../../db/client.ts';
import { outboxJobs } from '../../db/schema/index.ts';
import { failureText } from './job-failure.ts';

/** What a job carries: plain JSON, written with the change that caused it. */
export type JobPayload = Record<string, unknown>;
export type OutboxJob = { id: string; kind: string; key: string; payload: JobPayload; tries: number };
/** Runs one job. It may run more than once (a worker that died after the work but before marking it done): idempotent. */
export type JobHandler = (payload: JobPayload, job: OutboxJob) => Promise<void>;
/** `forgetPayload`: once done, the job keeps its kind and key but not its payload (an e-mail with a reset link in it). */
export type HandlerOptions = { forgetPayload?: boolean };

type Logger = { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };

/** The channel a committed job is announced on (NOTIFY is delivered on commit only, to every instance). */
export const OUTBOX_CHANNEL = 'outbox_jobs';

/** How long a claimed job stays a worker's: past it, the worker is taken for dead and another may run the job. */
const CLAIM_SECONDS = 30;
const BATCH = 10;

/** 5 s, 20 s, 80 s, 5 min, 21 min, then an hour between tries. */
export function backoffSeconds(tries: number): number {
  return Math.min(3600, 5 * 4 ** Math.max(0, tries - 1));
}

/**
 * The durable outbox (decision 0025): side effects enqueued in the transaction of their cause and run by a worker
 * on whichever instance claims them first (`FOR UPDATE SKIP LOCKED`). A commit announces new jobs at once over
 * NOTIFY; a slow poll catches retries that came due and anything an announcement missed. A job that keeps failing is
 * retried with back-off, then kept as `dead` for the owner to see.
 */
export function createOutbox(deps: { database: Pick<Database, 'db' | 'listen'>; log: Logger; pollMs?: number; maxTries?: number }) {
  const { db } = deps.database;
  const handlers = new Map<string, { handler: JobHandler; forgetPayload: boolean }>();
  const maxTries = deps.maxTries ?? 8;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  /** stop() was called: the job running finishes, no other is started (claimed ones are handed back). */
  let stopping = false;
  let poll: NodeJS.Timeout | undefined;
  let unlisten: Unlisten | undefined;

  async function claim(): Promise<OutboxJob[]> {
    // RETURNING keeps no order (PostgreSQL answers in the rows' physical order), so the claimed rows are ordered by a
    // query over them: the jobs of one transaction run in the order they were written.
    const result = await db.execute(sql`
      WITH claimed AS (
        UPDATE outbox_jobs SET locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), tries = tries + 1
        WHERE id IN (
          SELECT id FROM outbox_jobs
          WHERE state = 'queued' AND run_after <= now() AND (locked_until IS NULL OR locked_until < now())
          ORDER BY run_after, created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, key, payload, tries, run_after, created_at
      )
      SELECT id, kind, key, payload, tries FROM claimed ORDER BY run_after, created_at`);
    return (result as unknown as { rows: OutboxJob[] }).rows;
  }

  async function run(job: OutboxJob): Promise<void> {
    const registered = handlers.get(job.kind);
    try {
      if (!registered) throw new Error(`No handler for ${job.kind} jobs in this instance`);
      await registered.handler(job.payload, job);
      await db.execute(sql`
        UPDATE outbox_jobs SET state = 'done', done_at = now(), locked_until = NULL,
          payload = CASE WHEN ${registered.forgetPayload} THEN '{}'::jsonb ELSE payload END
        WHERE id = ${job.id}`);
    } catch (error) {
      const message = failureText(error);
      const giveUp = job.tries >= maxTries;
      (giveUp ? deps.log.error : deps.log.warn).call(deps.log, { err: error, job: { kind: job.kind, key: job.key, tries: job.tries } },
        giveUp ? 'A job failed for the last time' : 'A job failed; it will be tried again');
      await db.execute(sql`
        UPDATE outbox_jobs SET state = ${giveUp ? 'dead' : 'queued'}, locked_until = NULL, last_error = ${message.slice(0, 2000)},
          run_after = now() + make_interval(secs => ${backoffSeconds(job.tries)})
        WHERE id = ${job.id}`).catch((failure: unknown) => deps.log.error({ err: failure }, 'Could not record a job failure'));
    }
  }

  /** Claimed jobs this worker will not run after all (it is stopping): due again at once for any worker, try not counted. */
  async function release(jobs: OutboxJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const ids = sql.join(jobs.map((job) => sql`${job.id}`), sql`, `);
    await db.execute(sql`UPDATE outbox_jobs SET locked_until = NULL, tries = tries - 1 WHERE id IN (${ids}) AND state = 'queued'`);
  }

  /**
   * Runs due jobs until none is left (one run at a time in this process; a kick during it runs another round), or
   * until stop() is called: then after the job running.
   */
  async function drainOnce(): Promise<void> {
    do {
      again = false;
      for (let jobs = await claim(); jobs.length > 0; jobs = stopping ? [] : await claim()) {
        for (const [index, job] of jobs.entries()) {
          if (stopping) {
            await release(jobs.slice(index));
            break;
          }
          await run(job);
        }
      }
    } while (again && !stopping);
  }

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drainOnce()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'The job worker could not read the outbox; it will try again'))
      .finally(() => { running = null; });
    return running;
  }

  return {
    /**
     * Writes a job in the caller's transaction (it runs once that commits; never if it rolls back). The same cause
     * (`kind`, `key`) enqueued twice is one job.
     */
    async enqueueWithin(tx: Db, kind: string, key: string, payload: JobPayload): Promise<void> {
      await tx.insert(outboxJobs).values({ kind, key, payload }).onConflictDoNothing();
      await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
    },

    /** The code that runs `kind` jobs (each kind has one). */
    handle(kind: string, handler: JobHandler, options: HandlerOptions = {}): void {
      if (handlers.has(kind)) throw new Error(`Two handlers for ${kind} jobs`);
      handlers.set(kind, { handler, forgetPayload: options.forgetPayload ?? false });
    },

    /** Starts working: every commit that enqueued jobs wakes it, and a poll every `pollMs` runs retries that came due. */
    async start(): Promise<void> {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      unlisten = await deps.database.listen(OUTBOX_CHANNEL, () => void kick());
      poll = setInterval(() => void kick(), deps.pollMs ?? 5_000);
      poll.unref();
      void kick();
    },

    /** Runs every job that is due now, and waits for them (tests; shutdown). */
    drain: async (): Promise<void> => { await kick(); await kick(); },

    /** Stops taking jobs and waits for the one running; the others claimed are handed back for the next worker. */
    async stop(): Promise<void> {
      stopped = true;
      stopping = true;
      clearInterval(poll);
      await unlisten?.();
      unlisten = undefined;
      await running;
      // Stopped: nothing wakes the worker any more, and an explicit drain() (tests) runs every job that is due again.
      stopping = false;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
