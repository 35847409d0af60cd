import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createPointsLedger } from '../loyalty/points-ledger.ts';
import type { SignupService } from '../accounts/signup.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createReferralsRepo, recordReferralWithin } from './referrals.repo.ts';
import { referralsRoutes } from './referrals.routes.ts';
import { createReferralsService } from './referrals.service.ts';

/**
 * Referrals (issue 16): the routes, the referral recorded when the account that named it is activated, the award
 * heard on every delivery and taken back on a refund of the order that earned it; each inside the transaction of
 * what caused it.
 */
export async function registerReferrals(app: FastifyInstance, deps: { db: Db; orders: OrdersService; signup: SignupService; publicUrl: string }) {
  const referrals = createReferralsService({ repo: createReferralsRepo(deps.db), ledger: createPointsLedger(deps.db), publicUrl: deps.publicUrl });
  deps.signup.onActivated((tx, userId) => recordReferralWithin(tx, userId));
  deps.orders.onDelivered(deps.db, (tx, order, now) => referrals.awardWithin(tx, order, now));
  deps.orders.onTakenBack((tx, order, now) => referrals.revokeWithin(tx, order, now));
  await app.register(referralsRoutes(referrals));
  return { referrals };
}
