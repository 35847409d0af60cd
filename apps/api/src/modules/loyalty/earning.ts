import { centsToShillings, pointsForPaidTotal } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { availableAtOf, createPointsLedger } from './points-ledger.ts';
import { createPointsRate } from './points-rate.ts';

/** The ledger key of an order's earned points: earned once, and found again when the order is refunded. */
export const earnedKeyOf = (orderRef: string) => `earned:${orderRef}`;

/** What earning reads of a paid order (the orders module's row). */
export type PaidOrder = {
  orderRef: string; userId: string; amountCents: number; deliveryFeeCents?: number; paymentStatus: string; customerName: string | null; deliveredAt?: Date | null;
};

/**
 * Points for a paid order, once (dedupe key `earned:{orderRef}`): the owner's rate × the full Ksh 100s of what was
 * paid for the goods (the delivery fee earns nothing), read inside the transaction that paid it. A walk-in sale (a
 * cashier's customer without an account) earns nothing, nor does an order a coupon paid in full. The points are pending until the order's return window closes
 * (dated at its delivery: `datePendingWithin`). Answers the points given (0 when none or already given).
 */
export async function earnForPaidOrderWithin(tx: Db, order: PaidOrder, now: Date): Promise<number> {
  if (order.paymentStatus !== 'paid' || order.customerName !== null) return 0;
  const goodsCents = Math.max(0, order.amountCents - (order.deliveryFeeCents ?? 0));
  const points = pointsForPaidTotal(centsToShillings(goodsCents), await createPointsRate(tx).currentWithin(tx));
  if (points === 0) return 0;
  const written = await createPointsLedger(tx).appendWithin(tx, {
    userId: order.userId, kind: 'earned', points, reason: `Order ${order.orderRef} paid`, source: `order:${order.orderRef}`,
    dedupeKey: earnedKeyOf(order.orderRef), now,
    orderRef: order.orderRef, availableAt: order.deliveredAt ? availableAtOf(order.deliveredAt) : null,
  });
  return written ? points : 0;
}
