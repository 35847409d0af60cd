import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

type Kind = 'paid' | 'pending' | 'failed';

/**
 * `count` orders of one customer written straight to the tables (for paging tests and the history benchmark): one
 * line each of `quantity` units, a minute apart, newest last; every `sameInstantEvery`-th pair shares its created_at
 * so the keyset's id tie-break is exercised. Answers the orders' ids newest first, as the history lists them.
 */
export async function insertOrderHistory(db: Db, input: {
  userId: string; productId: string; count: number; kindOf?: (index: number) => Kind; quantity?: number; sameInstantEvery?: number;
}): Promise<string[]> {
  const start = Date.now() - input.count * 60_000;
  const rows = Array.from({ length: input.count }, (_, index) => {
    const kind = input.kindOf?.(index) ?? 'paid';
    const minute = input.sameInstantEvery && index % input.sameInstantEvery === 1 ? index - 1 : index;
    return {
      orderRef: `ORD-${start + index}-${randomBytes(4).toString('hex')}`, userId: input.userId, paymentMethod: 'mpesa', awaitsOnlinePayment: false,
      paymentStatus: kind, subtotalCents: 100_000, amountCents: 100_000, stockHeld: false,
      address: { firstName: 'Wanjiku', lastName: 'Kamau' }, createdAt: new Date(start + minute * 60_000),
    };
  });
  const inserted: { id: string; createdAt: Date }[] = [];
  for (let from = 0; from < rows.length; from += 200) {
    inserted.push(...(await db.insert(orders).values(rows.slice(from, from + 200)).returning({ id: orders.id, createdAt: orders.createdAt })));
  }
  const items = inserted.map((order) => ({
    orderId: order.id, productId: input.productId, weight: 'm', weightLabel: 'M', name: 'Denim jacket', unitPriceCents: 100_000, listPriceCents: 100_000,
    quantity: input.quantity ?? 1, images: [],
  }));
  for (let from = 0; from < items.length; from += 200) await db.insert(orderItems).values(items.slice(from, from + 200));
  return inserted
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((order) => order.id);
}
