import { PgBoss, fromPglite } from 'pg-boss';
import type { JobQueueConnection } from '../../../db/client.ts';
import { JOB_QUEUE_POOL_MAX } from '../reconcile.job.ts';

export const PULL_QUEUE = 'mpesa-statement-pull';

type Logger = { info(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * Pull Transactions every 15 minutes over the last 48 hours (decision 0038), on pg-boss: one instance runs each
 * (a singleton queue claimed with `FOR UPDATE SKIP LOCKED`), whichever claims it.
 */
export async function startPullJob(connection: JobQueueConnection, pull: { pullAndMatch(): Promise<{ found: number; new: number; matched: number }> }, log: Logger) {
  const boss = connection.kind === 'pglite'
    ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', supervise: true })
    : new PgBoss({ connectionString: connection.connectionString, max: JOB_QUEUE_POOL_MAX });
  boss.on('error', (error) => log.error({ err: error }, 'Statement pull queue error'));
  await boss.start();
  await boss.createQueue(PULL_QUEUE, { policy: 'singleton' });
  await boss.schedule(PULL_QUEUE, '*/15 * * * *');
  await boss.work(PULL_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const result = await pull.pullAndMatch();
    if (result.new > 0) log.info(result, 'M-Pesa statement pulled: payments the confirmations missed');
  });
  return { stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
