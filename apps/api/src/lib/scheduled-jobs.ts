import { PgBoss, fromPglite } from 'pg-boss';
import type { JobQueueConnection } from '../db/client.ts';

/** pg-boss's own pool on PostgreSQL (it opens no LISTEN connection: `useListenNotify` is off by default). */
export const JOB_QUEUE_POOL_MAX = 2;

type Logger = { error(object: unknown, message: string): void };

export type ScheduledJob = {
  queue: string;
  /** Cron, in `tz` (UTC unless given). */
  cron: string;
  tz?: string;
  pollingIntervalSeconds: number;
  /** Also once at start, not only at the first tick of the schedule. */
  runAtStart?: boolean;
  run: () => Promise<void>;
};

type Shared = { boss: Promise<PgBoss>; users: number };

/**
 * One pg-boss per database connection, shared by every periodic job of an instance (payments reconciliation, the
 * statement pull, reminders, the morning check), so an instance keeps the job queue's connection budget
 * (`JOB_QUEUE_POOL_MAX`) whatever the number of jobs. Each job is a singleton queue: whichever instance claims a run
 * (`FOR UPDATE SKIP LOCKED`) does it, so N instances run it once. The queue stops when its last job does.
 */
const shared = new WeakMap<JobQueueConnection, Shared>();

function bossFor(connection: JobQueueConnection, log: Logger): Shared {
  const existing = shared.get(connection);
  if (existing) return existing;
  const boss = connection.kind === 'pglite'
    ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', supervise: true })
    : new PgBoss({ connectionString: connection.connectionString, max: JOB_QUEUE_POOL_MAX });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  const entry: Shared = { boss: boss.start().then(() => boss), users: 0 };
  shared.set(connection, entry);
  return entry;
}

export async function startScheduledJob(connection: JobQueueConnection, job: ScheduledJob, log: Logger): Promise<{ stop(): Promise<void> }> {
  const entry = bossFor(connection, log);
  entry.users += 1;
  const boss = await entry.boss;
  await boss.createQueue(job.queue, { policy: 'singleton' });
  await boss.schedule(job.queue, job.cron, undefined, job.tz ? { tz: job.tz } : undefined);
  await boss.work(job.queue, { pollingIntervalSeconds: job.pollingIntervalSeconds }, async () => job.run());
  if (job.runAtStart) await boss.send(job.queue);
  let stopped = false;
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      entry.users -= 1;
      // No new run of this job is fetched. Not waiting for the run in hand (offWork's default waits for it, with no
      // time limit: a shutdown could hang on a slow provider); the last job to stop ends the queue, giving any run
      // still in hand up to 5 s.
      await boss.offWork(job.queue, { wait: false });
      if (entry.users > 0) return;
      shared.delete(connection);
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
