import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { earnForPaidOrderWithin } from './earning.ts';
import { createPointsLedger } from './points-ledger.ts';
import { createRedeemer } from './redeem.ts';
import { reverseEarnedWithin } from './reversal.ts';
import { walletRoutes } from './wallet.routes.ts';

/**
 * Loyalty points (issue 16, decision 0021): earning on a paid order, the wallet balance and redeeming it. Registered
 * after the orders module, so its listener runs after the one that marks an order paid.
 */
export async function registerLoyalty(app: FastifyInstance, deps: { db: Db; orders: OrdersService }): Promise<void> {
  // Every way an order becomes paid (its payments, cash at placement, a late payment a person accepts) earns once.
  deps.orders.onPaid(async (tx, order, now) => {
    await earnForPaidOrderWithin(tx, order, now);
  });
  // A delivery dates the order's pending points: spendable once its return window closes.
  deps.orders.onDelivered(deps.db, async (tx, order, now) => {
    await createPointsLedger(tx).datePendingWithin(tx, order.orderRef, order.deliveredAt ?? now);
  });
  // A delivered order the shop takes back with a refund gives back what it earned (what is left of it).
  deps.orders.onTakenBack(async (tx, order, now) => {
    await reverseEarnedWithin(tx, order, now);
  });
  await app.register(walletRoutes({ ledger: createPointsLedger(deps.db), redeem: createRedeemer(deps.db) }));
}
