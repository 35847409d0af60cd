import { PgBoss, fromPglite } from 'pg-boss';
import type { JobQueueConnection } from '../../../db/client.ts';
import type { BalanceReminders } from './balance-reminders.ts';

export const BALANCE_REMINDER_QUEUE = 'sms-balance-reminders';
const POOL_MAX = 1;

type Logger = { info(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * The balance reminders on pg-boss, every hour and once at start: one instance runs each (a singleton queue, claimed
 * with `FOR UPDATE SKIP LOCKED`), and the reminders' own keys make a second run on the same day text nobody twice.
 */
export async function startBalanceReminderJob(connection: JobQueueConnection, reminders: BalanceReminders, log: Logger) {
  const boss = connection.kind === 'pglite'
    ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', supervise: true })
    : new PgBoss({ connectionString: connection.connectionString, max: POOL_MAX });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  await boss.start();
  await boss.createQueue(BALANCE_REMINDER_QUEUE, { policy: 'singleton' });
  await boss.schedule(BALANCE_REMINDER_QUEUE, '17 * * * *');
  await boss.work(BALANCE_REMINDER_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const reminded = await reminders.run();
    if (reminded > 0) log.info({ reminded }, 'Balance reminders texted');
  });
  await boss.send(BALANCE_REMINDER_QUEUE);
  return { stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
