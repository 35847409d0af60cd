import type { AdminDashboardResponse, PlaceOrderResponse } from '@mitumba/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type TestContext } from '../../../test/app.ts';
import { addToCart, orderPayload } from '../../../test/checkout.ts';
import { insertProduct } from '../../../test/factories.ts';
import { deliveredOrder } from '../../after-sale/after-sale.test-support.ts';
import { addDays, nairobiDay, startOfNairobiDay } from './nairobi-days.ts';
import { startAdminTestApp, type AdminHeaders } from '../../../test/admin.ts';

let ctx: TestContext;
let admin: AdminHeaders;

beforeAll(async () => {
  ({ ctx, admin } = await startAdminTestApp());
});
afterAll(async () => ctx.close());

/** A Sidian order of one unit at `shillings`, confirmed by the admin, then dated as paid at `paidAt`. */
async function paidOrder(shillings: number, paidAt: Date | null): Promise<string> {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings: shillings, stock: { M: 20 } });
  await addToCart(ctx, customer, productId, 'M');
  const placed = await ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: customer.headers, payload: await orderPayload(ctx, customer) });
  const orderRef = (placed.json() as PlaceOrderResponse).order.orderId;
  if (paidAt === null) return orderRef;
  const confirmed = await ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${orderRef}/confirm-payment`, headers: admin, payload: { reference: 'REF', reason: 'Seen on the statement' } });
  expect(confirmed.statusCode).toBe(200);
  await ctx.database.db.execute(sql`UPDATE orders SET paid_at = ${paidAt.toISOString()}::timestamptz WHERE order_ref = ${orderRef}`);
  return orderRef;
}

describe('back office: dashboard', () => {
  it("sums paid sales by Nairobi day and month, counts orders, lists low stock, and draws 30 zero-filled days", async () => {
    const today = nairobiDay(new Date());
    const startOfToday = startOfNairobiDay(today);
    await paidOrder(2500, new Date(startOfToday.getTime() + 30 * 60_000)); // 00:30 today in Nairobi (21:30 UTC the day before)
    await paidOrder(1000, new Date(startOfToday.getTime() - 30 * 60_000)); // 23:30 yesterday in Nairobi
    await paidOrder(4000, new Date(startOfToday.getTime() - 40 * 86_400_000)); // 40 days ago: outside the month and the chart
    await paidOrder(700, null); // placed, not paid
    const low = await insertProduct(ctx.database.db, { name: 'Kids Mix Bale', stock: { '25KG': 3, '45KG': 10 } });
    const archived = await insertProduct(ctx.database.db, { name: 'Old Bale', stock: { M: 1 } });
    await ctx.database.db.execute(sql`UPDATE products SET archived_at = now() WHERE id = ${archived}`);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json() as AdminDashboardResponse;
    const yesterdayInMonth = addDays(today, -1).slice(0, 7) === today.slice(0, 7);

    expect(body.today).toBe(today);
    expect(body.sales.today).toEqual({ total: 2500, orders: 1, byMethod: [{ method: 'sidian', total: 2500, orders: 1 }] });
    expect(body.sales.month.total).toBe(yesterdayInMonth ? 3500 : 2500);
    expect(body.salesByDay).toHaveLength(30);
    expect(body.salesByDay.at(-1)).toEqual({ day: today, total: 2500 });
    expect(body.salesByDay.at(-2)).toEqual({ day: addDays(today, -1), total: 1000 });
    expect(body.salesByDay.slice(0, -2).every((entry) => entry.total === 0)).toBe(true);
    expect(body.ordersByPaymentStatus).toEqual([{ paymentStatus: 'paid', count: 3 }, { paymentStatus: 'pending', count: 1 }]);
    expect(body.ordersByStatus).toEqual([{ status: 'placed', count: 4 }]);
    expect(body.paymentsNeedingPerson).toBe(0);
    expect(body.failingJobs).toBe(0);
    expect(body.codeChecksPausedUntil).toBeNull();
    expect(body.lowStock).toContainEqual({ productId: low, name: 'Kids Mix Bale', weight: '25KG', stock: 3 });
    expect(body.lowStock.some((item) => item.productId === low && item.weight === '45KG')).toBe(false);
    expect(body.lowStock.some((item) => item.productId === archived)).toBe(false);
  });

  it('counts what waits for a reply: unread customer messages (and from how many customers) and undecided cancellation requests', async () => {
    const summary = async () => (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin })).json() as AdminDashboardResponse;
    const before = await summary();
    const writer = await signedInCustomer(ctx);
    for (const content of ['Is the denim jacket still there?', 'Hello?']) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/messages', headers: writer.headers, payload: { content } })).statusCode).toBe(200);
    }
    const order = await deliveredOrder(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/order/request-cancellation', headers: order.customer.headers, payload: { orderId: order.orderRef, reason: 'damaged' } });
    const after = await summary();
    expect(after.unreadMessages - before.unreadMessages).toBe(2);
    expect(after.unreadConversations - before.unreadConversations).toBe(1);
    expect(after.pendingCancellations - before.pendingCancellations).toBe(1);

    // Read by the shop and decided: nothing waits any more.
    await ctx.app.inject({ method: 'GET', url: `/api/admin/messages/${writer.user.id}`, headers: admin });
    await ctx.app.inject({ method: 'POST', url: `/api/admin/cancellations/${order.orderRef}/decide`, headers: admin, payload: { approve: false, reason: 'Photos show no damage' } });
    const settled = await summary();
    expect([settled.unreadMessages, settled.unreadConversations, settled.pendingCancellations]).toEqual([before.unreadMessages, before.unreadConversations, before.pendingCancellations]);
  });

  it('is for admins only', async () => {
    const customer = await signedInCustomer(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: customer.headers })).statusCode).toBe(403);
  });
});
