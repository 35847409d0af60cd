import { ORDER_REFERENCE_PATTERN, type PlaceOrderResponse, type UserOrdersResponse } from '@mitumba/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cashierOf, orderPayload, stockOf } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { createOrdersRepo } from './orders.repo.ts';

/** Cash-on-delivery and Sidian orders: one unpaid at a time per customer, and an expiry that gives the stock back. */
let ctx: TestContext;
let counter: Awaited<ReturnType<typeof cashierOf>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  counter = await cashierOf(ctx);
});
afterAll(async () => ctx.close());

const placeCod = async (customer: SignedIn, extra: object = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/place', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), paymentMethod: 'cod', ...extra } });
const placeSidian = async (customer: SignedIn, extra: object = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), ...extra } });
const ordersOf = async (customer: SignedIn): Promise<UserOrdersResponse['orders']> =>
  (await ctx.app.inject({ method: 'POST', url: '/api/order/userorders', headers: customer.headers, payload: {} })).json().orders;
const eventsOfOrder = async (orderUuid: string) => {
  const [attempt] = await ctx.app.services.payments.latestFor([orderUuid]);
  return { attempt, events: await ctx.app.services.payments.eventsOf(attempt?.id ?? '') };
};

describe('one unpaid offline order per customer', () => {
  it("refuses a second COD or Sidian order while one waits: 'This customer has pending orders.'", async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { stock: { M: 5 } });
    await addToCart(ctx, customer, productId, 'M');
    expect((await placeCod(customer)).statusCode).toBe(200);

    await addToCart(ctx, customer, productId, 'M');
    for (const second of [await placeCod(customer), await placeSidian(customer)]) {
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ success: false, message: 'This customer has pending orders.' });
    }
    expect(await ordersOf(customer)).toHaveLength(1);
    expect(await stockOf(ctx, productId, 'M')).toBe(4);
    // Cash paid at the counter is not waiting for anything: it is still taken.
    const cash = await ctx.app.inject({
      method: 'POST', url: '/api/order/place', headers: customer.headers,
      payload: { ...(await orderPayload(ctx, customer)), paymentMethod: 'cash', securityCode: await counter.code() },
    });
    expect(cash.statusCode).toBe(200);
  });

  it('makes one order when a customer fires offline orders with different ids at once', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { stock: { M: 5 } });
    await addToCart(ctx, customer, productId, 'M', 2);
    const payloads = await Promise.all(Array.from({ length: 10 }, () => orderPayload(ctx, customer)));
    const answers = await Promise.all(payloads.map((payload) => ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: customer.headers, payload })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409 || answer.statusCode === 422)).toBe(true);
    expect(await ordersOf(customer)).toHaveLength(1);
    expect(await stockOf(ctx, productId, 'M')).toBe(3);
  });
});

describe('offline orders expire', () => {
  it('cancels an unconfirmed COD order after OFFLINE_ORDER_HOURS, giving stock, coupon and offer back once, in its payment events', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 5000, banner: 'clearance', stock: { M: 3 } });
    const offer = await ctx.app.services.offers.submit(customer.user.id, { productId, weight: 'M', quantity: 1, suggestedPrice: 4000 });
    await ctx.app.services.offers.decide(offer._id, 'accepted');
    await ctx.database.db.insert(coupons).values({ code: 'LESS500', kind: 'fixed', value: 50_000, perUserLimit: 1 });
    await addToCart(ctx, customer, productId, 'M');

    const before = Date.now();
    const response = await placeCod(customer, { couponCode: 'LESS500', amount: 3500 });
    expect(response.statusCode).toBe(200);
    const { order } = response.json() as PlaceOrderResponse;
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.orderRef, order.orderId));
    const expiresAt = row?.offlineExpiresAt?.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 48 * HOUR);
    expect(await stockOf(ctx, productId, 'M')).toBe(2);

    // (Other tests' unpaid orders in this database expire in the same sweeps.)
    await ctx.app.services.orders.expireOffline(new Date(expiresAt - 60_000));
    expect((await eventsOfOrder(order._id)).attempt?.state).toBe('pending');
    expect(await stockOf(ctx, productId, 'M')).toBe(2);
    expect(await ctx.app.services.orders.expireOffline(new Date(expiresAt + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.services.orders.expireOffline(new Date(expiresAt + 120_000))).toBe(0);

    expect(await stockOf(ctx, productId, 'M')).toBe(3);
    const [view] = await ordersOf(customer);
    expect(view).toMatchObject({ orderId: order.orderId, status: 'Cancelled', paymentStatus: 'failed' });
    const redemptions = await ctx.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderRef, order.orderId));
    expect(redemptions).toHaveLength(0);
    expect(await ctx.app.services.offers.liveAcceptedPrices(customer.user.id)).toEqual(new Map([[`${productId}:m`, { price: 4000, quantity: 1 }]]));

    const { attempt, events } = await eventsOfOrder(order._id);
    expect(attempt?.state).toBe('expired');
    expect(events.map((event) => `${event.source}:${event.state}:${event.decision}`)).toEqual(['initiate:pending:applied', 'expiry:expired:apply']);
    expect(events[0]?.note).toMatch(/^To be paid in cash on delivery; cancelled and its stock given back unless confirmed by /);
    expect(events[0]?.payload).toEqual({ expiresAt: new Date(expiresAt).toISOString() });

    // Over: a confirmation now is refused, and the customer may order again.
    const late = await ctx.app.inject({ method: 'POST', url: `/api/cashier/orders/${order.orderId}/confirm-cash`, headers: counter.headers, payload: {} });
    expect(late.statusCode).toBe(409);
    await addToCart(ctx, customer, productId, 'M');
    expect((await placeSidian(customer, { amount: 4000 })).statusCode).toBe(200);
  });

  it('leaves a confirmed order alone', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { stock: { M: 2 } });
    await addToCart(ctx, customer, productId, 'M');
    const { order } = (await placeCod(customer)).json() as PlaceOrderResponse;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/cashier/orders/${order.orderId}/confirm-cash`, headers: counter.headers, payload: {} })).statusCode).toBe(200);
    await ctx.app.services.orders.expireOffline(new Date(Date.now() + 100 * HOUR));
    expect((await eventsOfOrder(order._id)).attempt?.state).toBe('paid');
    expect((await ordersOf(customer))[0]).toMatchObject({ paymentStatus: 'paid', status: 'Pending' });
    expect(await stockOf(ctx, productId, 'M')).toBe(1);
  });
});

describe('short order references (paybill account, the counter)', () => {
  it('gives each order a short unique reference, the same in every view, found through the orders repository', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { stock: { M: 5 } });
    await addToCart(ctx, customer, productId, 'M');
    const placedOrder = (await placeSidian(customer)).json() as PlaceOrderResponse;
    const { reference } = placedOrder.order;
    expect(reference).toMatch(ORDER_REFERENCE_PATTERN);
    expect(reference).not.toMatch(/[01OIL]/);
    // The paybill's account field is the reference, and the order says until when it waits for the money.
    expect(placedOrder.message).toContain(`account ${reference}`);
    expect(placedOrder.order.payBy).toEqual(expect.any(String));

    const [listed] = await ordersOf(customer);
    expect(listed).toMatchObject({ orderId: placedOrder.order.orderId, reference });
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/order/${placedOrder.order.orderId}`, headers: customer.headers })).json();
    expect(detail.order.reference).toBe(reference);

    const repo = createOrdersRepo(ctx.database.db);
    expect((await repo.findByReference(reference.toLowerCase()))?.orderRef).toBe(placedOrder.order.orderId);
    expect(await repo.findByReference('ZZZZZZZ')).toBeUndefined();
  });

  it('never repeats a reference: the database function is a permutation of the six-character space, longer past it', async () => {
    const result = await ctx.database.db.execute(sql`SELECT order_reference(n) AS ref FROM generate_series(1, 20000) AS n`);
    const refs = (result as unknown as { rows: { ref: string }[] }).rows.map((row) => row.ref);
    expect(new Set(refs).size).toBe(20000);
    expect(refs.every((ref) => ORDER_REFERENCE_PATTERN.test(ref) && ref.length === 6)).toBe(true);
    const edge = await ctx.database.db.execute(sql`SELECT order_reference(887503680) AS last, order_reference(887503681) AS next`);
    const [row] = (edge as unknown as { rows: { last: string; next: string }[] }).rows;
    expect(row?.last).toHaveLength(6);
    expect(row?.next).toHaveLength(7);
    expect(row?.next).toMatch(ORDER_REFERENCE_PATTERN);
  });
});
