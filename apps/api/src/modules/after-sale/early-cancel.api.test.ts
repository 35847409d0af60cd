import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxJobs, paymentAttempts, paymentFlags, pointsLedger, refunds } from '../../db/schema/index.ts';
import { signedInCustomer, type SignedIn, type TestContext } from '../../test/app.ts';
import { startAdminTestApp, type AdminCall } from '../../test/admin.ts';
import { stockOf } from '../../test/checkout.ts';
import { orderRow, paidOrder } from './after-sale.test-support.ts';
import { dispatchBody } from '../../test/couriers.ts';

let ctx: TestContext;
let call: AdminCall;

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp());
});
afterAll(async () => ctx.close());

const cancel = (customer: Pick<SignedIn, 'headers'> | null, orderRef: string) => ctx.app.inject({
  method: 'POST', url: `/api/order/${encodeURIComponent(orderRef)}/cancel`, headers: customer?.headers ?? {}, payload: {},
});
const quote = (customer: Pick<SignedIn, 'headers'>, orderRef: string) => ctx.app.inject({
  method: 'GET', url: `/api/order/${encodeURIComponent(orderRef)}/cancel`, headers: customer.headers,
});
const attemptsOf = (orderId: string) => ctx.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
const refundsOf = (orderId: string) => ctx.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const jobsOf = (orderRef: string) => ctx.database.db.select({ kind: outboxJobs.kind, key: outboxJobs.key }).from(outboxJobs)
  .where(like(outboxJobs.key, `%${orderRef}%`));
const openFlagsOf = async (orderId: string) => {
  const ids = (await attemptsOf(orderId)).map((attempt) => attempt.id);
  return ctx.database.db.select().from(paymentFlags).where(inArray(paymentFlags.attemptId, ids));
};
const pointsOf = async (userId: string, orderRef: string) => (await ctx.database.db.select().from(pointsLedger)
  .where(and(eq(pointsLedger.userId, userId), like(pointsLedger.dedupeKey, `%${orderRef}`))));

/** A paid, undispatched order whose one payment came through `provider` (the counter's cash attempt, renamed). */
async function paidThrough(provider: string, phone: string | null, priceShillings = 2000) {
  const order = await paidOrder(ctx, { priceShillings, stock: 3 });
  await ctx.database.db.update(paymentAttempts).set({ provider, phone }).where(eq(paymentAttempts.orderId, order.orderId));
  return order;
}

describe('POST /api/order/:orderId/cancel (before dispatch)', () => {
  it('a paid M-Pesa order: cancelled, refund started for what was paid, stock back, points withdrawn, owner and customer told', async () => {
    const order = await paidThrough('mpesa', '+254712345678', 2000);
    const stockBefore = await stockOf(ctx, order.productId, 'M');
    expect((await pointsOf(order.customer.user.id, order.orderRef)).reduce((sum, row) => sum + row.points, 0)).toBeGreaterThan(0);

    const offered = await quote(order.customer, order.orderRef);
    expect(offered.json()).toEqual({ success: true, orderId: order.orderRef, amount: 2000, refunds: [{ method: 'M-Pesa', amount: 2000, to: 'M-Pesa 0712345678' }] });

    const response = await cancel(order.customer, order.orderRef);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, amount: 2000, message: 'Order cancelled. Ksh 2,000.00 will be refunded.' });

    expect(await orderRow(ctx, order.orderId)).toMatchObject({ status: 'cancelled', stockHeld: false });
    expect(await stockOf(ctx, order.productId, 'M')).toBe(stockBefore + 1);
    expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ amountCents: 200_000, method: 'b2c', source: 'early-cancel', cancellationRequestId: null })]);
    const [attempt] = await attemptsOf(order.orderId);
    expect(attempt?.state).toBe('refunded');
    const refunded = (await ctx.app.services.payments.eventsOf(attempt!.id)).filter((event) => event.state === 'refunded' && event.decision === 'apply');
    expect(refunded).toEqual([expect.objectContaining({ actorId: order.customer.user.id })]);
    expect((await pointsOf(order.customer.user.id, order.orderRef)).reduce((sum, row) => sum + row.points, 0)).toBe(0);
    // M-Pesa pays it back by itself (B2C to the payer): nothing for a person to do, so no flag.
    expect(await openFlagsOf(order.orderId)).toEqual([]);
    const jobs = (await jobsOf(order.orderRef)).map((job) => job.key);
    expect(jobs).toContain(`early-cancel:${order.orderRef}`);
    expect(jobs.some((key) => key.startsWith(`early-cancel-shop:${order.orderRef}:`))).toBe(true);

    const history = (await ctx.app.inject({ method: 'POST', url: '/api/order/userorders', headers: order.customer.headers, payload: {} })).json();
    expect(history.orders.find((view: { orderId: string }) => view.orderId === order.orderRef)).toMatchObject({ status: 'Cancelled' });
  });

  it('a card order refunds to the card; a cash order is handed back at the shop', async () => {
    const card = await paidThrough('paystack', null, 1200);
    await ctx.database.db.update(paymentAttempts).set({ receipt: `PSK-${card.orderRef}` }).where(eq(paymentAttempts.orderId, card.orderId));
    expect((await cancel(card.customer, card.orderRef)).json().refunds).toEqual([{ method: 'Paystack', amount: 1200, to: 'the card you paid with' }]);
    const cash = await paidOrder(ctx, { priceShillings: 800 });
    expect((await cancel(cash.customer, cash.orderRef)).json().refunds).toEqual([{ method: 'Cash', amount: 800, to: 'cash, handed back at the shop' }]);
    for (const order of [card, cash]) {
      expect((await attemptsOf(order.orderId)).map((attempt) => attempt.state)).toEqual(['refunded']);
      expect(await orderRow(ctx, order.orderId)).toMatchObject({ status: 'cancelled' });
    }
    // Only the cash is a person's to give back: flagged, and the card's refund is the provider's.
    expect(await openFlagsOf(card.orderId)).toEqual([]);
    expect((await openFlagsOf(cash.orderId)).map((flag) => flag.reason)).toEqual([expect.stringContaining('hand back Ksh 800.00 (Cash) to cash, handed back at the shop')]);
  });

  it('a deposit order: refunds the deposit that was paid, calls off the balance payment on its way, and gives the stock back', async () => {
    const order = await paidThrough('mpesa', '+254700000001', 3000);
    const [deposit] = await attemptsOf(order.orderId);
    await ctx.database.db.update(paymentAttempts).set({ amountCents: 150_000, purpose: 'deposit' }).where(eq(paymentAttempts.id, deposit!.id));
    await ctx.database.db.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, order.orderId));
    const balance = await ctx.database.db.transaction((tx) => ctx.app.services.payments.recordOffline(tx, {
      orderId: order.orderId, provider: 'sidian', amountCents: 150_000, state: 'pending', reference: `${order.orderRef}-2`, note: 'Balance by paybill', now: new Date(), purpose: 'balance',
    }));
    const stockBefore = await stockOf(ctx, order.productId, 'M');

    const response = await cancel(order.customer, order.orderRef);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amount: 1500, refunds: [{ method: 'M-Pesa', amount: 1500, to: 'M-Pesa 0700000001' }] });
    const states = new Map((await attemptsOf(order.orderId)).map((attempt) => [attempt.id, attempt.state]));
    expect([states.get(deposit!.id), states.get(balance.id)]).toEqual(['refunded', 'cancelled']);
    expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ amountCents: 150_000 })]);
    expect(await stockOf(ctx, order.productId, 'M')).toBe(stockBefore + 1);
    // Its balance will never come: the order's payment no longer reads as pending.
    expect(await orderRow(ctx, order.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
  });

  it('a dispatched order is refused with the way to a return after delivery, and nothing changes', async () => {
    const order = await paidThrough('mpesa', '+254712345678');
    expect((await call('POST', `/api/admin/orders/${order.orderRef}/dispatch`, undefined, await dispatchBody(ctx.database.db, 'Courier'))).statusCode).toBe(200);
    const stockBefore = await stockOf(ctx, order.productId, 'M');
    const response = await cancel(order.customer, order.orderRef);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining('"Request Cancellation"') });
    expect((await quote(order.customer, order.orderRef)).statusCode).toBe(409);
    expect(await orderRow(ctx, order.orderId)).toMatchObject({ status: 'placed', stockHeld: true });
    expect(await stockOf(ctx, order.productId, 'M')).toBe(stockBefore);
    expect((await attemptsOf(order.orderId)).map((attempt) => attempt.state)).toEqual(['paid']);
    expect(await refundsOf(order.orderId)).toEqual([]);
    expect(await jobsOf(order.orderRef)).not.toContainEqual(expect.objectContaining({ key: `early-cancel:${order.orderRef}` }));
  });

  it("refuses an unpaid order (422), someone else's (404), a visitor (401); cancelling twice is 409", async () => {
    const order = await paidThrough('mpesa', '+254712345678');
    await ctx.database.db.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, order.orderId));
    await ctx.database.db.update(paymentAttempts).set({ state: 'pending' }).where(eq(paymentAttempts.orderId, order.orderId));
    const unpaid = await cancel(order.customer, order.orderRef);
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().message).toContain('not paid yet');

    const paid = await paidOrder(ctx);
    const stranger = await signedInCustomer(ctx);
    expect((await cancel(stranger, paid.orderRef)).json()).toEqual({ success: false, message: 'Order not found' });
    expect((await cancel(null, paid.orderRef)).statusCode).toBe(401);
    expect((await cancel(paid.customer, paid.orderRef)).statusCode).toBe(200);
    const again = await cancel(paid.customer, paid.orderRef);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This order is already cancelled.' });
  });

  it('ten parallel taps: one cancellation, one refund, stock back once', async () => {
    const order = await paidThrough('mpesa', '+254712345678');
    const stockBefore = await stockOf(ctx, order.productId, 'M');
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(order.customer, order.orderRef)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    expect(await stockOf(ctx, order.productId, 'M')).toBe(stockBefore + 1);
    const [attempt] = await attemptsOf(order.orderId);
    expect((await ctx.app.services.payments.eventsOf(attempt!.id)).filter((event) => event.decision === 'apply' && event.state === 'refunded')).toHaveLength(1);
    expect((await jobsOf(order.orderRef)).filter((job) => job.key === `early-cancel:${order.orderRef}`)).toHaveLength(1);
  });

  it('a cancel racing the shop\'s dispatch: exactly one wins', async () => {
    const body = await dispatchBody(ctx.database.db, 'Courier');
    for (let round = 0; round < 3; round += 1) {
      const order = await paidThrough('mpesa', '+254712345678');
      const [cancelled, dispatched] = await Promise.all([
        cancel(order.customer, order.orderRef),
        call('POST', `/api/admin/orders/${order.orderRef}/dispatch`, undefined, body),
      ]);
      expect([cancelled.statusCode, dispatched.statusCode].sort()).toEqual([200, 409]);
      const row = await orderRow(ctx, order.orderId);
      if (cancelled.statusCode === 200) expect(row).toMatchObject({ status: 'cancelled', dispatchedAt: null });
      else expect(row).toMatchObject({ status: 'placed', dispatchedAt: expect.any(Date) });
      expect(await refundsOf(order.orderId)).toHaveLength(cancelled.statusCode === 200 ? 1 : 0);
    }
  });

  it("answers a bad order id with a clear 400 in the error envelope", async () => {
    const customer = await signedInCustomer(ctx);
    const response = await cancel(customer, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });
});
