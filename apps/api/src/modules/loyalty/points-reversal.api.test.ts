import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '../../db/schema/index.ts';
import { startAdminTestApp, type AdminCall } from '../../test/admin.ts';
import type { SignedIn, TestContext } from '../../test/app.ts';
import { paidOrder } from '../after-sale/after-sale.test-support.ts';
import { createPointsLedger } from './points-ledger.ts';

let ctx: TestContext;
let call: AdminCall;

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp());
});
afterAll(async () => ctx.close());

const balanceOf = (who: SignedIn) => createPointsLedger(ctx.database.db).balance(who.user.id);
const entriesOf = (who: SignedIn) => ctx.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, who.user.id)).orderBy(pointsLedger.createdAt);

/** A paid order (Ksh `priceShillings`), delivered by the customer, its cancellation asked for: ready for the shop's decision. */
async function returnedOrder(priceShillings: number, customer?: SignedIn) {
  const order = await paidOrder(ctx, { priceShillings, ...(customer ? { customer } : {}) });
  const delivered = await ctx.app.inject({ method: 'PATCH', url: `/api/order/${order.orderRef}/deliver`, headers: order.customer.headers });
  expect(delivered.statusCode).toBe(200);
  const asked = await ctx.app.inject({
    method: 'POST', url: '/api/order/request-cancellation', headers: order.customer.headers, payload: { orderId: order.orderRef, reason: 'damaged' },
  });
  expect(asked.statusCode).toBe(200);
  return order;
}

const decide = (orderRef: string, approve: boolean) =>
  call('POST', `/api/admin/cancellations/${orderRef}/decide`, undefined, { approve, reason: approve ? 'Returned torn' : 'Worn after delivery' });

describe('points of an order the shop takes back with a refund', () => {
  it('takes back what the order earned, once, even when the approval is sent twice at once', async () => {
    const { customer, orderRef } = await returnedOrder(2599);
    expect(await balanceOf(customer)).toBe(25);
    const answers = await Promise.all([decide(orderRef, true), decide(orderRef, true)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await balanceOf(customer)).toBe(0);
    expect((await entriesOf(customer)).map((entry) => [entry.kind, entry.points, entry.reason])).toEqual([
      ['earned', 25, `Order ${orderRef} paid`],
      ['adjusted', -25, `Order ${orderRef} refunded`],
    ]);
  });

  it('leaves the points of a rejected cancellation, and of the customer\'s other orders', async () => {
    const kept = await returnedOrder(1500);
    const refunded = await returnedOrder(1000, kept.customer);
    expect(await balanceOf(kept.customer)).toBe(25);
    expect((await decide(kept.orderRef, false)).statusCode).toBe(200);
    expect((await decide(refunded.orderRef, true)).statusCode).toBe(200);
    expect(await balanceOf(kept.customer)).toBe(15);
  });

  it('refuses to redeem the points of an order whose return window is open; its refund takes them all back', async () => {
    const first = await returnedOrder(12_000);
    const { customer } = first;
    const redeemed = await ctx.app.inject({ method: 'POST', url: '/api/coupon/redeem', headers: customer.headers, payload: { userId: customer.user.id, pointsToRedeem: 120 } });
    expect(redeemed.statusCode).toBe(422);
    const second = await returnedOrder(3000, customer);
    expect(await balanceOf(customer)).toBe(150);
    expect((await decide(first.orderRef, true)).statusCode).toBe(200);
    expect(await balanceOf(customer)).toBe(30);
    expect((await entriesOf(customer)).at(-1)).toMatchObject({ kind: 'adjusted', points: -120, reason: `Order ${first.orderRef} refunded` });
    expect((await decide(second.orderRef, true)).statusCode).toBe(200);
    expect(await balanceOf(customer)).toBe(0);
  });

  it('takes only what is left of points spent before they waited for the return window, and never takes the balance below 0', async () => {
    const first = await returnedOrder(12_000);
    const { customer } = first;
    // Entries older than the pending rule: the first order's 120 points were spendable at once, and 90 were redeemed.
    await ctx.database.db.update(pointsLedger).set({ availableAt: new Date(Date.now() - 60_000) }).where(eq(pointsLedger.orderRef, first.orderRef));
    await ctx.database.db.insert(pointsLedger).values({ userId: customer.user.id, kind: 'redeemed', points: -90, reason: 'Redeemed for coupon JB-OLDRULE2', source: 'coupon:JB-OLDRULE2' });
    const second = await returnedOrder(3000, customer);
    expect(await balanceOf(customer)).toBe(60);
    expect((await decide(first.orderRef, true)).statusCode).toBe(200);
    expect(await balanceOf(customer)).toBe(30);
    const reversal = (await entriesOf(customer)).at(-1);
    expect(reversal).toMatchObject({ kind: 'adjusted', points: -30, reason: `Order ${first.orderRef} refunded (90 of its 120 points had already been redeemed)` });
    // The other order's points were still pending: its refund takes them in full, and the balance ends at 0.
    expect((await decide(second.orderRef, true)).statusCode).toBe(200);
    expect(await balanceOf(customer)).toBe(0);
    expect((await entriesOf(customer)).filter((entry) => entry.kind === 'adjusted')).toHaveLength(2);
  });
});
