import type { JobQueueConnection } from '../../../db/client.ts';
import { startScheduledJob } from '../../../lib/scheduled-jobs.ts';
import type { BalanceReminders } from './balance-reminders.ts';

export const BALANCE_REMINDER_QUEUE = 'sms-balance-reminders';

type Logger = { info(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * The balance reminders every hour and once at start, on the instance's job queue: one instance runs each (a singleton
 * queue, claimed with `FOR UPDATE SKIP LOCKED`), and the reminders' own keys make a second run on the same day text
 * nobody twice.
 */
export async function startBalanceReminderJob(connection: JobQueueConnection, reminders: BalanceReminders, log: Logger) {
  return startScheduledJob(connection, {
    queue: BALANCE_REMINDER_QUEUE, cron: '17 * * * *', pollingIntervalSeconds: 30, runAtStart: true,
    run: async () => {
      const reminded = await reminders.run();
      if (reminded > 0) log.info({ reminded }, 'Balance reminders texted');
    },
  }, log);
}
