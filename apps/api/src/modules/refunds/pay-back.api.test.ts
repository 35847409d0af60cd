import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts, refunds } from '../../db/schema/index.ts';
import { startTestAppWithSandbox, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertUser } from '../../test/factories.ts';
import { mpesaPaidOrder, refundReaches } from './refunds.test-support.ts';

let ctx: TestContext & { baseUrl: string };

beforeAll(async () => {
  ctx = await startTestAppWithSandbox();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const owner = async () => {
  const admin = await insertUser(ctx.database.db, { role: 'admin' });
  return { authorization: `Bearer ${(await ctx.app.auth.startSession(admin.id)).token}` };
};

describe('"Pay back" on a payment taken twice', () => {
  it('refunds the second payment through M-Pesa once, though two owners press it at once; the order keeps the first', async () => {
    const order = await mpesaPaidOrder(ctx, 1500);
    // The customer paid the same order again from the same phone (as the paybill would record it).
    const second = await ctx.database.db.transaction((tx) => ctx.app.services.payments.recordOffline(tx, {
      orderId: order.orderId, provider: 'mpesa', amountCents: 150_000, state: 'paid', reference: 'SECOND1234', note: 'Paid again', now: new Date(),
    }));
    await ctx.database.db.update(paymentAttempts).set({ phone: '+254708374149' }).where(eq(paymentAttempts.id, second.id));

    const [first, other] = await Promise.all([owner(), owner()]);
    const answers = await Promise.all([first, other].map((headers) => ctx.app.inject({
      method: 'POST', url: `/api/admin/payments/${second.id}/pay-back`, headers, payload: { reason: 'Customer paid twice by mistake' },
    })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.database.db.select().from(refunds).where(eq(refunds.paymentAttemptId, second.id));
    expect(rows).toEqual([expect.objectContaining({ source: 'paid-twice', method: 'b2c', amountCents: 150_000 })]);
    expect(await refundReaches(ctx, rows[0]!.id, ['succeeded', 'failed'])).toMatchObject({ state: 'succeeded' });

    const [secondAfter] = await ctx.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, second.id));
    expect(secondAfter?.state).toBe('refunded');
    const [orderAfter] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(orderAfter?.paymentStatus).toBe('paid');
  });

  it('refuses the only payment of its order, an unknown one and a customer, changing nothing', async () => {
    const order = await mpesaPaidOrder(ctx, 900);
    const headers = await owner();
    const only = await ctx.app.inject({ method: 'POST', url: `/api/admin/payments/${order.attempt.id}/pay-back`, headers, payload: { reason: 'x' } });
    expect(only.statusCode).toBe(422);
    expect(only.json().message).toBe("This payment pays its order: refund it through the order's cancellation.");
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/payments/nope/pay-back', headers, payload: { reason: 'x' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/payments/${order.attempt.id}/pay-back`, headers: order.customer.headers, payload: { reason: 'x' } })).statusCode).toBe(403);
    expect(await ctx.database.db.select().from(refunds).where(eq(refunds.paymentAttemptId, order.attempt.id))).toEqual([]);
  });
});
