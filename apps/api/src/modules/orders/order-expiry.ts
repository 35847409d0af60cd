import type { Db } from '../../db/client.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createOrdersRepo, type OrdersRepo } from './orders.repo.ts';

/**
 * The reconciliation job's sweeps of orders (reconcile.job.ts): unpaid offline orders past their expiry, and orders
 * left waiting with no payment that could end them. Each gives its stock, coupon and offers back once.
 */
export function createOrderExpiry(deps: {
  repo: OrdersRepo;
  payments: PaymentsService;
  /** Fails and cancels an unpaid order, giving its stock back once (orders.service). */
  cancelUnpaidWithin: (tx: Db, orderId: string, now: Date) => Promise<void>;
}) {
  const { repo, payments } = deps;
  return {
    /**
     * Cash-on-delivery and paybill orders nobody confirmed before their expiry: each attempt expires through the
     * payment core (an 'expiry' event), which cancels the order and gives its stock, coupon and offers back once.
     */
    async expireOffline(now = new Date(), batch = 100): Promise<number> {
      const overdue = await repo.overdueOffline(now, batch);
      const attempts = await payments.latestFor(overdue.map((order) => order.id));
      let expired = 0;
      for (const attempt of attempts) {
        if (attempt.state === 'pending' && (await payments.expireUnconfirmed(attempt.id, now))) expired += 1;
      }
      return expired;
    },

    /**
     * Orders that wait for an online payment with no payment that could still end them (an order left without its
     * attempt by a crash before placement and attempt were one transaction, or one whose attempts all ended without
     * settling it): past `olderThanMs`, each is failed and cancelled, its stock, coupon and offers given back once.
     */
    async expireOrphans(now = new Date(), olderThanMs = 10 * 60_000, batch = 100): Promise<number> {
      const candidates = await repo.waitingOnlineSince(new Date(now.getTime() - olderThanMs), batch);
      const open = new Set((await payments.allFor(candidates.map((order) => order.id))).filter((attempt) => attempt.state === 'pending').map((attempt) => attempt.orderId));
      let expired = 0;
      for (const order of candidates.filter((candidate) => !open.has(candidate.id))) {
        const ended = await repo.transaction(async (tx) => {
          const locked = await createOrdersRepo(tx).lockById(order.id);
          // Re-read under the lock: a payment written or settled since the first read leaves the order alone.
          if (!locked || locked.paymentStatus !== 'pending' || locked.status === 'cancelled') return false;
          if ((await payments.attemptsWithin(tx, order.id)).some((attempt) => attempt.state === 'pending')) return false;
          await deps.cancelUnpaidWithin(tx, order.id, now);
          return true;
        });
        if (ended) expired += 1;
      }
      return expired;
    },
  };
}
