import type { JobQueueConnection } from '../../db/client.ts';
import { startScheduledJob } from '../../lib/scheduled-jobs.ts';
import type { NightlyReconciliation } from './nightly-reconciliation.ts';

export const NIGHTLY_RECONCILIATION_QUEUE = 'reconciliation-nightly';

type Logger = { info(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * Runs the morning check at 06:00 Nairobi time on the instance's job queue: the schedule is kept in the database and
 * one instance claims each run (a singleton queue, `FOR UPDATE SKIP LOCKED`), so N instances send one summary.
 */
export async function startNightlyReconciliationJob(connection: JobQueueConnection, run: NightlyReconciliation, log: Logger) {
  return startScheduledJob(connection, {
    queue: NIGHTLY_RECONCILIATION_QUEUE, cron: '0 6 * * *', tz: 'Africa/Nairobi', pollingIntervalSeconds: 30,
    run: async () => {
      log.info(await run(), 'Day reconciled');
    },
  }, log);
}
