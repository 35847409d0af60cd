import type { JobQueueConnection } from '../../db/client.ts';
import { startScheduledJob } from '../../lib/scheduled-jobs.ts';

export const RECONCILE_QUEUE = 'payments-reconcile';

type Logger = { info(object: unknown, message: string): void; error(object: unknown, message: string): void };

/** What one run does: provider attempts checked and expired (payments), offline orders past their expiry (orders). */
export type ReconcileSweeps = {
  payments: { reconcile(now?: Date): Promise<{ checked: number; expired: number; left?: number }> };
  orders: { expireOffline(now?: Date): Promise<number>; expireOrphans(now?: Date): Promise<number> };
  /** Refund payouts that waited too long for M-Pesa's word are asked about (decision 0039). */
  refunds?: { sweep(now?: Date): Promise<{ asked: number; resent: number }> };
};

/**
 * The payment safety net on pg-boss (DESIGN §2): every minute, and once at start, one instance (whichever claims the
 * job: `FOR UPDATE SKIP LOCKED`) asks the providers about stale attempts and expires the rest, and expires the cash
 * on delivery and paybill orders nobody confirmed in time, and orders left with no payment that could end them (their
 * stock goes back). Runs on PGlite too.
 */
export async function startReconcileJob(connection: JobQueueConnection, sweeps: ReconcileSweeps, log: Logger) {
  return startScheduledJob(connection, {
    queue: RECONCILE_QUEUE, cron: '* * * * *', pollingIntervalSeconds: 2, runAtStart: true,
    run: async () => {
      const now = new Date();
      const result = await sweeps.payments.reconcile(now);
      const offlineExpired = await sweeps.orders.expireOffline(now);
      const orphansExpired = await sweeps.orders.expireOrphans(now);
      const refunds = await sweeps.refunds?.sweep(now);
      if (refunds && refunds.asked + refunds.resent > 0) log.info(refunds, 'Refunds checked');
      if (result.checked > 0 || offlineExpired > 0 || orphansExpired > 0) log.info({ ...result, offlineExpired, orphansExpired }, 'Payments reconciled');
    },
  }, log);
}
