import type { DeliverResponse, OrderDetailResponse, OrderListResponse, PlaceOrderResponse, UserOrdersResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cashierOf, orderPayload } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { insertOrderHistory } from './order-history.fixture.ts';

let ctx: TestContext;
let counter: Awaited<ReturnType<typeof cashierOf>>;
let productId: string;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  counter = await cashierOf(ctx);
  productId = await insertProduct(ctx.database.db, { priceShillings: 2500, stock: { M: 500 } });
});
afterAll(async () => ctx.close());

const post = (url: string, customer: SignedIn | null, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: customer?.headers ?? {}, payload });
const history = async (customer: SignedIn, payload: object = {}): Promise<UserOrdersResponse> => {
  const response = await post('/api/order/userorders', customer, payload);
  if (response.statusCode !== 200) throw new Error(`userorders: ${response.body}`);
  return response.json();
};
const detail = (customer: SignedIn | null, orderId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: customer?.headers ?? {} });
const deliver = (customer: SignedIn, orderId: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/deliver`, headers: customer.headers });

/** A customer's real order through checkout: cash (paid at the counter), cash on delivery or Sidian (both unpaid). */
async function placed(method: 'cash' | 'cod' | 'sidian', customer?: SignedIn): Promise<{ customer: SignedIn; orderId: string }> {
  const buyer = customer ?? (await signedInCustomer(ctx));
  await addToCart(ctx, buyer, productId, 'M');
  const offline = method === 'sidian' ? {} : { paymentMethod: method, securityCode: await counter.code() };
  const response = await post(method === 'sidian' ? '/api/order/sidian' : '/api/order/place', buyer, { ...(await orderPayload(ctx, buyer)), ...offline });
  if (response.statusCode !== 200) throw new Error(`placement: ${response.body}`);
  return { customer: buyer, orderId: (response.json() as PlaceOrderResponse).order.orderId };
}

describe('order history paging', () => {
  it('pages newest first by (created_at, id) with no order twice or missing, and totals the history in one answer', async () => {
    const customer = await signedInCustomer(ctx);
    // Every 5th order failed; pairs share an instant so the id decides their order.
    const ids = await insertOrderHistory(ctx.database.db, {
      userId: customer.user.id, productId, count: 23, quantity: 2, sameInstantEvery: 2, kindOf: (index) => (index % 5 === 0 ? 'failed' : 'paid'),
    });
    const seen: string[] = [];
    let cursor: string | null | undefined;
    const sizes: number[] = [];
    do {
      const page = await history(customer, cursor ? { cursor } : {});
      expect(page.summary).toEqual({ totalOrders: 23, itemsPurchased: (23 - 5) * 2 });
      sizes.push(page.orders.length);
      seen.push(...page.orders.map((order) => order._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 3]);
    expect(seen).toEqual(ids);

    const small = await history(customer, { limit: 7 });
    expect(small.orders.map((order) => order._id)).toEqual(ids.slice(0, 7));
    const next = await history(customer, { limit: 50, cursor: small.nextCursor });
    expect(next.orders.map((order) => order._id)).toEqual(ids.slice(7));
    expect(next.nextCursor).toBeNull();
  });

  it('refuses a bad page request with 400 and reads nothing of another customer through a cursor', async () => {
    const customer = await signedInCustomer(ctx);
    const other = await signedInCustomer(ctx);
    const [otherId] = await insertOrderHistory(ctx.database.db, { userId: other.user.id, productId, count: 3 });
    await insertOrderHistory(ctx.database.db, { userId: customer.user.id, productId, count: 3 });
    for (const payload of [{ limit: 51 }, { limit: 0 }, { cursor: 'not-a-cursor' }, { limit: 'ten' }]) {
      const response = await post('/api/order/userorders', customer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await history(customer, { cursor: otherId })).orders).toEqual([]);
    expect((await post('/api/order/userorders', customer, { userId: other.user.id })).statusCode).toBe(403);
    expect((await post('/api/order/userorders', null)).statusCode).toBe(401);
    const fresh = await history(await signedInCustomer(ctx));
    expect(fresh).toEqual({ success: true, orders: [], nextCursor: null, summary: { totalOrders: 0, itemsPurchased: 0 } });
  });

  it('loads the first page of a customer with 500 orders (the time is logged, never asserted)', async () => {
    const customer = await signedInCustomer(ctx);
    await insertOrderHistory(ctx.database.db, { userId: customer.user.id, productId, count: 500 });
    await history(customer);
    const started = performance.now();
    const page = await history(customer);
    console.log(`order history: first page of 500 orders in ${(performance.now() - started).toFixed(1)} ms`);
    expect(page.orders).toHaveLength(10);
    expect(page.summary.totalOrders).toBe(500);
  });
});

describe('the projection: POST /api/order/user/list', () => {
  it('answers only the fields asked for, paged like the history; an unknown field is a 400', async () => {
    const customer = await signedInCustomer(ctx);
    const ids = await insertOrderHistory(ctx.database.db, { userId: customer.user.id, productId, count: 12 });
    const response = await post('/api/order/user/list', customer, { projection: ['_id', 'amount', 'paymentStatus'] });
    expect(response.statusCode).toBe(200);
    const page = response.json() as OrderListResponse;
    expect(page.orders).toHaveLength(10);
    for (const order of page.orders) expect(Object.keys(order).sort()).toEqual(['_id', 'amount', 'paymentStatus']);
    expect(page.orders[0]).toEqual({ _id: ids[0], amount: 1000, paymentStatus: 'paid' });
    const rest = (await post('/api/order/user/list', customer, { projection: ['_id'], cursor: page.nextCursor })).json() as OrderListResponse;
    expect(rest).toEqual({ success: true, orders: ids.slice(10).map((_id) => ({ _id })), nextCursor: null });

    const full = (await post('/api/order/user/list', customer, {})).json() as OrderListResponse;
    expect(full.orders[0]).toMatchObject({ _id: ids[0], orderId: expect.stringMatching(/^ORD-/), items: expect.any(Array) });
    for (const projection of [['passwordHash'], ['userId'], [], 'amount']) {
      const refused = await post('/api/order/user/list', customer, { projection });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().success).toBe(false);
    }
  });
});

describe('the order page: GET /api/order/:orderId', () => {
  it("shows the owner the order with its timeline; another customer, a cashier or a visitor sees nothing", async () => {
    const { customer, orderId } = await placed('cash');
    const response = await detail(customer, orderId);
    expect(response.statusCode).toBe(200);
    const body = response.json() as OrderDetailResponse;
    expect(body.order).toMatchObject({ orderId, paymentStatus: 'paid', paymentMethod: 'Cash', amount: 2500 });
    expect(body.timeline.map((step) => [step.kind, step.text])).toEqual([
      ['placed', 'Order placed'],
      ['paid', 'Paid ksh 2,500 in cash at the counter'],
    ]);

    const stranger = await signedInCustomer(ctx);
    const hidden = await detail(stranger, orderId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ success: false, message: 'Order not found' });
    expect((await detail(counter as unknown as SignedIn, orderId)).statusCode).toBe(404);
    expect((await detail(null, orderId)).statusCode).toBe(401);
    expect((await detail(customer, 'ORD-1700000000000-nope00')).statusCode).toBe(404);
    expect((await detail(customer, 'not-an-order')).statusCode).toBe(400);
  });

  it('tells a Sidian order waiting for its transfer, then its expiry and cancellation, in words', async () => {
    const { customer, orderId } = await placed('sidian');
    const waiting = (await detail(customer, orderId)).json() as OrderDetailResponse;
    expect(waiting.timeline.map((step) => step.text)).toEqual(['Order placed', 'Waiting for your payment to the Sidian paybill']);

    await ctx.app.services.orders.expireOffline(new Date(Date.now() + 1000 * 3_600_000));
    const expired = (await detail(customer, orderId)).json() as OrderDetailResponse;
    expect(expired.order).toMatchObject({ status: 'Cancelled', paymentStatus: 'failed' });
    expect(expired.timeline.at(-1)).toMatchObject({ kind: 'cancelled', text: 'Not paid in time: the order was cancelled and its items returned to stock' });
    const refused = await deliver(customer, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'This order was cancelled.' });
  });
});

describe('marking an order delivered: PATCH /api/order/:orderId/deliver', () => {
  it('delivers a paid order once, with its date; a second call is refused', async () => {
    const { customer, orderId } = await placed('cash');
    const first = await deliver(customer, orderId);
    expect(first.statusCode).toBe(200);
    const body = first.json() as DeliverResponse;
    expect(body).toMatchObject({ success: true, message: 'Order marked as delivered!', order: { orderId, status: 'Delivered', deliveredDate: expect.any(String) } });
    const again = await deliver(customer, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This order is already marked as delivered.' });
    const after = (await detail(customer, orderId)).json() as OrderDetailResponse;
    expect(after.order.deliveredDate).toBe(body.order.deliveredDate);
    expect(after.timeline.at(-1)).toMatchObject({ kind: 'delivered', text: 'Marked as delivered', at: body.order.deliveredDate });
  });

  it('delivers once when the owner fires many requests at the same time', async () => {
    const { customer, orderId } = await placed('cash');
    const answers = await Promise.all(Array.from({ length: 12 }, () => deliver(customer, orderId)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(11);
    const delivered = answers.find((answer) => answer.statusCode === 200)?.json() as DeliverResponse;
    expect(((await detail(customer, orderId)).json() as OrderDetailResponse).order.deliveredDate).toBe(delivered.order.deliveredDate);
  });

  it("refuses an unpaid COD order until the cashier confirms the cash, then tells both in the timeline", async () => {
    const { customer, orderId } = await placed('cod');
    const early = await deliver(customer, orderId);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ success: false, message: 'This order can be marked as delivered once it is paid.' });
    expect(((await detail(customer, orderId)).json() as OrderDetailResponse).order).toMatchObject({ status: 'Pending', deliveredDate: null });

    const confirmed = await ctx.app.inject({ method: 'POST', url: `/api/cashier/orders/${orderId}/confirm-cash`, headers: counter.headers, payload: { note: 'Rider Juma' } });
    expect(confirmed.statusCode).toBe(200);
    expect((await deliver(customer, orderId)).statusCode).toBe(200);
    const story = ((await detail(customer, orderId)).json() as OrderDetailResponse).timeline;
    expect(story.map((step) => [step.kind, step.text])).toEqual([
      ['placed', 'Order placed'],
      ['awaiting', 'To be paid in cash on delivery'],
      ['confirmed', 'Payment of ksh 2,500 confirmed by the shop'],
      ['delivered', 'Marked as delivered'],
    ]);
    // The cashier's own note and identity stay in the shop's log.
    expect(JSON.stringify(story)).not.toMatch(/Rider Juma|cashier/i);
  });

  it("refuses another customer's order with 404 and changes nothing", async () => {
    const { customer, orderId } = await placed('cash');
    const stranger = await signedInCustomer(ctx);
    const response = await deliver(stranger, orderId);
    expect(response.statusCode).toBe(404);
    expect(((await detail(customer, orderId)).json() as OrderDetailResponse).order).toMatchObject({ status: 'Pending', deliveredDate: null });
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/deliver` })).statusCode).toBe(401);
  });
});
