import { PgBoss, fromPglite } from 'pg-boss';
import type { JobQueueConnection } from '../../db/client.ts';
import type { PaymentsService } from './payments.service.ts';

export const RECONCILE_QUEUE = 'payments-reconcile';

type Logger = { info(object: unknown, message: string): void; error(object: unknown, message: string): void };

/**
 * The payment safety net on pg-boss (DESIGN §2): every minute, and once at start, one instance (whichever claims the
 * job: `FOR UPDATE SKIP LOCKED`) asks the providers about stale attempts and expires the rest. Runs on PGlite too.
 */
export async function startReconcileJob(connection: JobQueueConnection, payments: PaymentsService, log: Logger) {
  const boss = connection.kind === 'pglite'
    ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', supervise: true })
    : new PgBoss({ connectionString: connection.connectionString, max: 2 });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  await boss.start();
  await boss.createQueue(RECONCILE_QUEUE, { policy: 'singleton' });
  await boss.schedule(RECONCILE_QUEUE, '* * * * *');
  await boss.work(RECONCILE_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    const result = await payments.reconcile();
    if (result.checked > 0) log.info(result, 'Payments reconciled');
  });
  await boss.send(RECONCILE_QUEUE);
  return { stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
