import type { JobQueueConnection } from '../../../db/client.ts';
import { startScheduledJob } from '../../../lib/scheduled-jobs.ts';

export const PULL_QUEUE = 'mpesa-statement-pull';

type Logger = { info(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * Pull Transactions every 15 minutes over the last 48 hours (decision 0038), on the instance's job queue: one instance
 * runs each (a singleton queue claimed with `FOR UPDATE SKIP LOCKED`), whichever claims it.
 */
export async function startPullJob(connection: JobQueueConnection, pull: { pullAndMatch(): Promise<{ found: number; new: number; matched: number }> }, log: Logger) {
  return startScheduledJob(connection, {
    queue: PULL_QUEUE, cron: '*/15 * * * *', pollingIntervalSeconds: 30,
    run: async () => {
      const result = await pull.pullAndMatch();
      if (result.new > 0) log.info(result, 'M-Pesa statement pulled: payments the confirmations missed');
    },
  }, log);
}
