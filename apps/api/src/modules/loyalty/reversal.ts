import type { Db } from '../../db/client.ts';
import { pointsLedger } from '../../db/schema/index.ts';
import { and, eq } from 'drizzle-orm';
import { createPointsLedger } from './points-ledger.ts';
import { earnedKeyOf } from './earning.ts';

/** What a reversal reads of the order the shop took back. */
export type TakenBackOrder = { orderRef: string; userId: string };

/**
 * The points an order earned go back when the shop takes it back with a refund, once (dedupe key
 * `reversed:{orderRef}`), under the customer's row lock. Points already spent (redeemed for a coupon) cannot be taken
 * back from a coupon, and a balance never goes below 0: what is left of the balance is taken, up to what the order
 * earned, and the entry's reason says how much had been spent. Answers the points taken back.
 */
export async function reverseEarnedWithin(tx: Db, order: TakenBackOrder, now: Date): Promise<number> {
  const [earned] = await tx.select({ points: pointsLedger.points }).from(pointsLedger)
    .where(and(eq(pointsLedger.userId, order.userId), eq(pointsLedger.dedupeKey, earnedKeyOf(order.orderRef))));
  if (!earned || earned.points <= 0) return 0;
  const ledger = createPointsLedger(tx);
  const balance = (await ledger.lockedBalanceWithin(tx, order.userId)) ?? 0;
  const taken = Math.min(earned.points, Math.max(balance, 0));
  if (taken === 0) return 0;
  const spent = earned.points - taken;
  const written = await ledger.appendWithin(tx, {
    userId: order.userId, kind: 'adjusted', points: -taken,
    reason: `Order ${order.orderRef} refunded${spent > 0 ? ` (${spent} of its ${earned.points} points had already been redeemed)` : ''}`,
    source: `order:${order.orderRef}`, dedupeKey: `reversed:${order.orderRef}`, now,
  });
  return written ? taken : 0;
}
