import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationRequests, paymentAttempts, refunds as refundsTable } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { stockOf } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertUser } from '../../test/factories.ts';
import { DAY_MS, deliveredOrder, orderRow, paidOrder } from './after-sale.test-support.ts';

let ctx: TestContext;
let adminId: string;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  adminId = (await insertUser(ctx.database.db, { role: 'admin' })).id;
});
afterAll(async () => ctx.close());

const requestCancellation = (customer: Pick<SignedIn, 'headers'> | null, payload: object) => ctx.app.inject({
  method: 'POST', url: '/api/order/request-cancellation', headers: customer?.headers ?? {}, payload,
});
const requestsFor = async (orderId: string) =>
  (await ctx.database.db.select({ value: count() }).from(cancellationRequests).where(eq(cancellationRequests.orderId, orderId)))[0]?.value;

describe('POST /api/order/request-cancellation', () => {
  it("accepts the owner's delivered order within the window, on day 7, and shows it as requested", async () => {
    const order = await deliveredOrder(ctx, { deliveredAt: new Date(Date.now() - 7 * DAY_MS + 60_000) });
    const response = await requestCancellation(order.customer, { orderId: order.orderRef, reason: 'damaged', details: 'Torn sleeve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Cancellation request submitted' });
    expect((await orderRow(ctx, order.orderId)).cancellationStatus).toBe('pending');

    const history = (await ctx.app.inject({ method: 'POST', url: '/api/order/userorders', headers: order.customer.headers, payload: {} })).json();
    expect(history.orders[0]).toMatchObject({ orderId: order.orderRef, cancellationStatus: 'pending' });
  });

  it("takes 'Wrong size' as a reason", async () => {
    const order = await deliveredOrder(ctx);
    expect((await requestCancellation(order.customer, { orderId: order.orderRef, reason: 'wrongSize', details: 'Runs small' })).statusCode).toBe(200);
    expect((await ctx.app.services.cancellations.requestOf(order.orderRef))?.reason).toBe('wrongSize');
  });

  it('refuses day 8, an undelivered order and a second request, changing nothing', async () => {
    const late = await deliveredOrder(ctx, { deliveredAt: new Date(Date.now() - 8 * DAY_MS) });
    const tooLate = await requestCancellation(late.customer, { orderId: late.orderRef, reason: 'delayed' });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json()).toEqual({ success: false, message: 'The 7-day cancellation window for this order has closed.' });

    const undelivered = await paidOrder(ctx);
    const early = await requestCancellation(undelivered.customer, { orderId: undelivered.orderRef, reason: 'changedMind' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Only a delivered order can be cancelled.');
    expect(await requestsFor(late.orderId)).toBe(0);
    expect(await requestsFor(undelivered.orderId)).toBe(0);

    const order = await deliveredOrder(ctx);
    expect((await requestCancellation(order.customer, { orderId: order.orderRef, reason: 'other' })).statusCode).toBe(200);
    const again = await requestCancellation(order.customer, { orderId: order.orderRef, reason: 'damaged' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A cancellation has already been requested for this order.');
    expect(await requestsFor(order.orderId)).toBe(1);
  });

  it('takes exactly one of many parallel requests for one order', async () => {
    const order = await deliveredOrder(ctx);
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestCancellation(order.customer, { orderId: order.orderRef, reason: 'damaged' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await requestsFor(order.orderId)).toBe(1);
  });

  it("answers another customer's order and an unknown one as not found, and a visitor 401", async () => {
    const order = await deliveredOrder(ctx);
    const stranger = await signedInCustomer(ctx);
    const theirs = await requestCancellation(stranger, { orderId: order.orderRef, reason: 'damaged' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, message: 'Order not found' });
    expect((await requestCancellation(stranger, { orderId: 'ORD-1700000000000-nothere', reason: 'damaged' })).statusCode).toBe(404);
    const visitor = await requestCancellation(null, { orderId: order.orderRef, reason: 'damaged' });
    expect(visitor.statusCode).toBe(401);
    expect(await requestsFor(order.orderId)).toBe(0);
  });

  it("answers a missing order id or reason with the spec's message", async () => {
    const order = await deliveredOrder(ctx);
    for (const payload of [{ reason: 'damaged' }, { orderId: order.orderRef }, { orderId: '', reason: 'other' }, { orderId: order.orderRef, reason: 'bored' }]) {
      const response = await requestCancellation(order.customer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Please fill in all required fields.' });
    }
    expect(await requestsFor(order.orderId)).toBe(0);
  });
});

describe("the shop's decision", () => {
  async function requested(priceShillings = 1500) {
    const order = await deliveredOrder(ctx, { priceShillings, stock: 2 });
    expect((await requestCancellation(order.customer, { orderId: order.orderRef, reason: 'damaged' })).statusCode).toBe(200);
    return order;
  }
  const refundsOf = (orderId: string) => ctx.database.db.select().from(refundsTable).where(eq(refundsTable.orderId, orderId));
  const attemptsOf = (orderId: string) => ctx.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));

  it('rejecting: the order shows the denial and may not be requested again; deciding again the other way is refused', async () => {
    const order = await requested();
    const decided = await ctx.app.services.cancellations.decide({ orderRef: order.orderRef }, { approve: false, by: adminId, note: 'Worn' });
    expect(decided).toMatchObject({ status: 'rejected', decidedBy: adminId, note: 'Worn' });
    const row = await orderRow(ctx, order.orderId);
    expect(row).toMatchObject({ cancellationStatus: 'rejected', status: 'delivered' });
    expect(await refundsOf(order.orderId)).toEqual([]);

    await ctx.app.services.cancellations.decide({ requestId: decided.id }, { approve: false, by: adminId });
    await expect(ctx.app.services.cancellations.decide({ requestId: decided.id }, { approve: true, by: adminId })).rejects.toMatchObject({ status: 409 });
    expect((await requestCancellation(order.customer, { orderId: order.orderRef, reason: 'other' })).statusCode).toBe(409);
    expect((await attemptsOf(order.orderId))[0]?.state).toBe('paid');
  });

  it('approving: a refund of what was paid, the order Cancelled, the payment refunded and the stock back once, even when approved in parallel', async () => {
    const order = await requested(2300);
    const stockBefore = await stockOf(ctx, order.productId, 'M');
    const decisions = await Promise.all(Array.from({ length: 4 }, () =>
      ctx.app.services.cancellations.decide({ orderRef: order.orderRef }, { approve: true, by: adminId, note: 'Returned unopened' })));
    expect(decisions.every((decision) => decision.status === 'approved')).toBe(true);

    // Paid in cash: one refund, for a person to hand back.
    const refunds = await refundsOf(order.orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: 230_000, state: 'manual', method: 'hand-back', createdBy: adminId });
    expect(await stockOf(ctx, order.productId, 'M')).toBe(stockBefore + 1);
    expect(await orderRow(ctx, order.orderId)).toMatchObject({ status: 'cancelled', cancellationStatus: 'approved', stockHeld: false });
    const [attempt] = await attemptsOf(order.orderId);
    expect(attempt?.state).toBe('refunded');
    const events = await ctx.app.services.payments.eventsOf(attempt!.id);
    expect(events.filter((event) => event.state === 'refunded')).toEqual([expect.objectContaining({ actorId: adminId, decision: 'apply' })]);

    const history = (await ctx.app.inject({ method: 'POST', url: '/api/order/userorders', headers: order.customer.headers, payload: {} })).json();
    expect(history.orders.find((view: { orderId: string }) => view.orderId === order.orderRef)).toMatchObject({ status: 'Cancelled' });
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/order/${order.orderRef}`, headers: order.customer.headers })).json();
    expect(page.timeline.at(-1)).toMatchObject({ kind: 'refunded', text: 'Cancellation approved: ksh 2,300 will be refunded to you' });
    await expect(ctx.app.services.cancellations.decide({ orderRef: order.orderRef }, { approve: false, by: adminId })).rejects.toMatchObject({ status: 409 });
  });

  it('approving an order paid in parts refunds every part: one decision, one refund line per payment', async () => {
    const order = await requested(3000);
    // Paid as a deposit and its balance: the counter's cash took half, a paybill transfer the other half.
    const [cash] = await attemptsOf(order.orderId);
    await ctx.database.db.update(paymentAttempts).set({ amountCents: 150_000, purpose: 'deposit' }).where(eq(paymentAttempts.id, cash!.id));
    const balance = await ctx.database.db.transaction((tx) => ctx.app.services.payments.recordOffline(tx, {
      orderId: order.orderId, provider: 'sidian', amountCents: 150_000, state: 'paid', reference: `${order.orderRef}-2`, note: 'Balance by paybill', now: new Date(), purpose: 'balance',
    }));
    await ctx.app.services.cancellations.decide({ orderRef: order.orderRef }, { approve: true, by: adminId, note: 'Returned unopened' });

    const parts = await attemptsOf(order.orderId);
    expect(parts.map((part) => [part.id, part.state]).sort()).toEqual([[cash!.id, 'refunded'], [balance.id, 'refunded']].sort());
    expect((await refundsOf(order.orderId)).map((refund) => [refund.provider, refund.amountCents]).sort())
      .toEqual([['cash', 150_000], ['sidian', 150_000]]);
    for (const part of parts) {
      const refunded = (await ctx.app.services.payments.eventsOf(part.id)).filter((event) => event.state === 'refunded');
      expect(refunded).toEqual([expect.objectContaining({ actorId: adminId, decision: 'apply' })]);
    }
  });

  it('answers an unknown request as not found', async () => {
    await expect(ctx.app.services.cancellations.decide({ requestId: 'nope' }, { approve: true, by: adminId })).rejects.toMatchObject({ status: 404 });
    await expect(ctx.app.services.cancellations.decide({ orderRef: 'ORD-1700000000000-nothere' }, { approve: true, by: adminId })).rejects.toMatchObject({ status: 404 });
  });
});
