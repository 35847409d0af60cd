import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsLedger } from '../../db/schema/index.ts';
import { earnedKeyOf } from './earning.ts';
import { createPointsLedger } from './points-ledger.ts';

/** What a reversal reads of the order the shop took back. */
export type TakenBackOrder = { orderRef: string; userId: string };

/**
 * The points an order earned go back when the shop takes it back with a refund, once (dedupe key
 * `reversed:{orderRef}`): in full while they are pending (the return window is open, so they were never spendable);
 * points that had become spendable before this rule only as far as the balance allows, the reason saying how many
 * had already been redeemed (`takeBackWithin`). Answers the points taken back.
 */
export async function reverseEarnedWithin(tx: Db, order: TakenBackOrder, now: Date): Promise<number> {
  const [earned] = await tx.select({ points: pointsLedger.points }).from(pointsLedger)
    .where(and(eq(pointsLedger.userId, order.userId), eq(pointsLedger.dedupeKey, earnedKeyOf(order.orderRef))));
  if (!earned || earned.points <= 0) return 0;
  return createPointsLedger(tx).takeBackWithin(tx, {
    userId: order.userId, points: earned.points, orderRef: order.orderRef, source: `order:${order.orderRef}`, dedupeKey: `reversed:${order.orderRef}`, now,
    reason: (taken) => `Order ${order.orderRef} refunded${taken < earned.points ? ` (${earned.points - taken} of its ${earned.points} points had already been redeemed)` : ''}`,
  });
}
