import { ORDER_REFERENCE_PATTERN, type CashierOrderResponse, type ConfirmCashResponse, type PendingCodResponse, type PlaceOrderResponse, type TodaysCashOrdersResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cartOf, cashierOf, orderPayload, stockOf } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct, insertUser } from '../../test/factories.ts';
import { startOfShopDay } from './cashier.service.ts';

let ctx: TestContext;
let counter: Awaited<ReturnType<typeof cashierOf>>;
let otherCounter: Awaited<ReturnType<typeof cashierOf>>;
let adminHeaders: { authorization: string };

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  counter = await cashierOf(ctx);
  otherCounter = await cashierOf(ctx);
  const admin = await insertUser(ctx.database.db, { role: 'admin' });
  adminHeaders = { authorization: `Bearer ${(await ctx.app.auth.startSession(admin.id)).token}` };
});
afterAll(async () => ctx.close());

const get = (url: string, headers: object) => ctx.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const confirm = (orderId: string, headers: object, note?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/cashier/orders/${orderId}/confirm-cash`, headers: headers as Record<string, string>, payload: note ? { note } : {} });

/** A customer's order with `method`, paid with `code` (cash) or not (COD, Sidian). */
async function placed(method: 'cash' | 'cod' | 'sidian', priceShillings: number, code?: string): Promise<{ customer: SignedIn; orderId: string; reference: string; productId: string }> {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings, stock: { M: 3 } });
  await addToCart(ctx, customer, productId, 'M');
  const url = method === 'sidian' ? '/api/order/sidian' : '/api/order/place';
  const payload = { ...(await orderPayload(ctx, customer)), ...(method === 'sidian' ? {} : { paymentMethod: method, securityCode: code }) };
  const response = await ctx.app.inject({ method: 'POST', url, headers: customer.headers, payload });
  if (response.statusCode !== 200) throw new Error(`placement: ${response.body}`);
  const { order } = response.json() as PlaceOrderResponse;
  return { customer, orderId: order.orderId, reference: order.reference, productId };
}

describe("today's cash orders on /cashier", () => {
  it("lists a cashier's own cash and COD orders with the total paid; an admin sees every cashier's; nobody else sees any", async () => {
    const cash = await placed('cash', 1200, await counter.code());
    const cod = await placed('cod', 3000);
    const elsewhere = await placed('cash', 700, await otherCounter.code());

    // A COD order needs no code: it is the cashier's once they take its cash.
    const before = (await get('/api/cashier/orders/today', counter.headers)).json() as TodaysCashOrdersResponse;
    expect(before.orders.map((order) => order.orderId)).toEqual([cash.orderId]);
    expect((await confirm(cod.orderId, counter.headers)).statusCode).toBe(200);
    const mine = (await get('/api/cashier/orders/today', counter.headers)).json() as TodaysCashOrdersResponse;
    expect(mine.orders.map((order) => order.orderId).sort()).toEqual([cash.orderId, cod.orderId].sort());
    expect(mine.orders.find((order) => order.orderId === cod.orderId)).toMatchObject({
      customer: 'Wanjiku Kamau', paymentMethod: 'COD', paymentStatus: 'paid', amount: 3000, placedAt: expect.any(String), reference: cod.reference,
    });
    expect(mine).toMatchObject({ success: true, total: 4200, paidCount: 2 });

    const all = (await get('/api/cashier/orders/today', adminHeaders)).json() as TodaysCashOrdersResponse;
    expect(all.orders.map((order) => order.orderId)).toEqual(expect.arrayContaining([cash.orderId, cod.orderId, elsewhere.orderId]));
    expect(all.total).toBeGreaterThanOrEqual(1900);

    expect((await get('/api/cashier/orders/today', cash.customer.headers)).statusCode).toBe(403);
    expect((await get('/api/cashier/orders/today', {})).statusCode).toBe(401);
  });

  it("starts the shop's day at midnight in Nairobi", () => {
    expect(startOfShopDay(new Date('2026-11-22T20:59:00Z')).toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(startOfShopDay(new Date('2026-11-22T21:00:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });
});

describe('confirming cash on delivery', () => {
  it('shows the order, then pays it with who confirmed it in the payment events; a second confirmation is refused', async () => {
    const { customer, orderId, productId } = await placed('cod', 4500);
    // The customer fills the cart again while the COD order waits: confirming it must not take those lines away.
    await addToCart(ctx, customer, productId, 'M');

    const shown = await get(`/api/cashier/orders/${orderId}`, otherCounter.headers);
    expect((shown.json() as CashierOrderResponse).order).toMatchObject({ orderId, amount: 4500, customer: 'Wanjiku Kamau', paymentStatus: 'pending' });

    const confirmed = await confirm(orderId, otherCounter.headers, 'Rider Juma');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json() as ConfirmCashResponse).toMatchObject({ success: true, order: { orderId, paymentStatus: 'paid' } });
    const { orders } = (await ctx.app.inject({ method: 'POST', url: '/api/order/userorders', headers: customer.headers, payload: {} })).json();
    expect(orders[0]).toMatchObject({ orderId, paymentStatus: 'paid', balance: 0 });
    expect((await cartOf(ctx, customer)).items).toMatchObject([{ productId, quantity: 1 }]);
    expect(await stockOf(ctx, productId, 'M')).toBe(2);

    const [attempt] = await ctx.app.services.payments.latestFor([orders[0]._id]);
    const events = await ctx.app.services.payments.eventsOf(attempt?.id ?? '');
    expect(events.find((event) => event.source === 'manual')).toMatchObject({
      state: 'paid', decision: 'apply', actorId: otherCounter.cashier.id, note: 'Cash received on delivery: Rider Juma',
    });

    const again = await confirm(orderId, otherCounter.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This order is already paid.' });
  });

  it('confirms once when confirmations race', async () => {
    const { customer, orderId } = await placed('cod', 2000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(orderId, counter.headers)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    const [order] = await ctx.app.services.orders.forCustomer(customer.user.id);
    const [attempt] = await ctx.app.services.payments.latestFor([order?._id ?? '']);
    const events = await ctx.app.services.payments.eventsOf(attempt?.id ?? '');
    expect(events.filter((event) => event.source === 'manual')).toHaveLength(1);
    expect(order).toMatchObject({ orderId, paymentStatus: 'paid' });
  });

  it('is for cashiers and admins, on cash-on-delivery orders (an admin: also Sidian paybill orders)', async () => {
    const cod = await placed('cod', 1000);
    expect((await confirm(cod.orderId, cod.customer.headers)).statusCode).toBe(403);
    expect((await get(`/api/cashier/orders/${cod.orderId}`, cod.customer.headers)).statusCode).toBe(403);
    expect((await confirm('ORD-1700000000000-abcdef', counter.headers)).statusCode).toBe(404);
    expect((await confirm('not-an-order', counter.headers)).statusCode).toBe(400);

    const cash = await placed('cash', 1000, await counter.code());
    expect((await confirm(cash.orderId, counter.headers)).json()).toEqual({ success: false, message: 'No cash on delivery order with this id' });

    const sidian = await placed('sidian', 2500);
    expect((await confirm(sidian.orderId, counter.headers)).statusCode).toBe(404);
    const byAdmin = await confirm(sidian.orderId, adminHeaders);
    expect(byAdmin.statusCode).toBe(200);
    expect((byAdmin.json() as ConfirmCashResponse).order).toMatchObject({ paymentMethod: 'Sidian', paymentStatus: 'paid', amount: 2500 });
  });
});

describe('pending cash-on-delivery orders to pick from', () => {
  it('lists unpaid COD orders oldest first, found by reference, name or phone; paid, cash and Sidian orders are not listed', async () => {
    const first = await placed('cod', 1500);
    const second = await placed('cod', 2500);
    await placed('sidian', 900);
    await placed('cash', 800, await counter.code());
    expect(first.reference).toMatch(ORDER_REFERENCE_PATTERN);
    expect(first.reference).not.toBe(second.reference);

    const list = async (q?: string) => ((await get(`/api/cashier/orders/pending${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, counter.headers)).json() as PendingCodResponse).orders;
    const all = await list();
    const ours = all.filter((order) => [first.orderId, second.orderId].includes(order.orderId));
    expect(ours.map((order) => order.orderId)).toEqual([first.orderId, second.orderId]);
    expect(all.every((order) => order.paymentMethod === 'COD' && order.paymentStatus === 'pending')).toBe(true);
    expect(ours[0]).toMatchObject({ reference: first.reference, phone: expect.any(String), customer: 'Wanjiku Kamau', amount: 1500 });

    expect((await list(second.reference.toLowerCase())).map((order) => order.orderId)).toEqual([second.orderId]);
    expect((await list('wanjiku')).map((order) => order.orderId)).toEqual(expect.arrayContaining([first.orderId, second.orderId]));
    const phone = ours[0]?.phone ?? '';
    expect((await list(phone)).map((order) => order.orderId)).toEqual(expect.arrayContaining([first.orderId]));
    expect(await list('nobody-by-this-name')).toEqual([]);

    await confirm(first.orderId, counter.headers);
    expect((await list()).map((order) => order.orderId)).not.toContain(first.orderId);
    expect((await get('/api/cashier/orders/pending', first.customer.headers)).statusCode).toBe(403);
  });
});
