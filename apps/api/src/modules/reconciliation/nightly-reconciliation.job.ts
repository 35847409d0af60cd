import { PgBoss, fromPglite } from 'pg-boss';
import type { JobQueueConnection } from '../../db/client.ts';
import { JOB_QUEUE_POOL_MAX } from '../payments/reconcile.job.ts';
import type { NightlyReconciliation } from './nightly-reconciliation.ts';

export const NIGHTLY_RECONCILIATION_QUEUE = 'reconciliation-nightly';

type Logger = { info(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * Runs the morning check at 06:00 Nairobi time on pg-boss: the schedule is kept in the database and one instance
 * claims each run (a singleton queue, `FOR UPDATE SKIP LOCKED`), so N instances send one summary.
 */
export async function startNightlyReconciliationJob(connection: JobQueueConnection, run: NightlyReconciliation, log: Logger) {
  const boss = connection.kind === 'pglite'
    ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', supervise: true })
    : new PgBoss({ connectionString: connection.connectionString, max: JOB_QUEUE_POOL_MAX });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  await boss.start();
  await boss.createQueue(NIGHTLY_RECONCILIATION_QUEUE, { policy: 'singleton' });
  await boss.schedule(NIGHTLY_RECONCILIATION_QUEUE, '0 6 * * *', undefined, { tz: 'Africa/Nairobi' });
  await boss.work(NIGHTLY_RECONCILIATION_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const result = await run();
    log.info(result, 'Day reconciled');
  });
  return { stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
