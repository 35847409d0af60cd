import type { OrderDetailResponse } from '@mitumba/contracts';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, paymentAttempts, paymentFlags, refunds, smsMessages } from '../../db/schema/index.ts';
import { startTestAppWithSandbox, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertUser } from '../../test/factories.ts';
import { mpesaPaidOrder, refundReaches } from '../refunds/refunds.test-support.ts';

let ctx: TestContext & { baseUrl: string };

beforeAll(async () => {
  ctx = await startTestAppWithSandbox();
  await ensureCatalogBasics(ctx.database.db);
  await insertUser(ctx.database.db, { role: 'admin' });
});
afterAll(async () => ctx.close());

/** An order paid by M-Pesa through the Daraja sandbox, not yet sent. */
async function paidNotSent() {
  const order = await mpesaPaidOrder(ctx, 1800);
  await ctx.database.db.update(orders).set({ status: 'placed', deliveredAt: null }).where(eq(orders.id, order.orderId));
  return order;
}

const smsCausesOf = async (orderId: string) => {
  await ctx.app.outbox.drain();
  return (await ctx.database.db.select().from(smsMessages).where(eq(smsMessages.orderId, orderId))).map((row) => row.causeKey);
};

describe('a customer cancels an M-Pesa-paid order before dispatch', () => {
  it('raises no flag, reverses the payment through M-Pesa by itself, texts the customer, and words the timeline as their cancel', async () => {
    const order = await paidNotSent();
    const response = await ctx.app.inject({ method: 'POST', url: `/api/order/${order.orderRef}/cancel`, headers: order.customer.headers, payload: {} });
    expect(response.statusCode).toBe(200);

    const [refund] = await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(refund).toMatchObject({ source: 'early-cancel', method: 'reversal', amountCents: 180_000, paidReceipt: order.attempt.receipt });
    const attemptIds = (await ctx.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.orderId))).map((row) => row.id);
    expect(await ctx.database.db.select().from(paymentFlags).where(inArray(paymentFlags.attemptId, attemptIds))).toEqual([]);

    // The shop is told the refund is under way, not that one is due.
    await ctx.app.outbox.drain();
    const shopMails = await ctx.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, `Order ${order.orderRef} cancelled before dispatch%`));
    expect(shopMails.length).toBeGreaterThan(0);
    expect(shopMails[0]?.text).toContain('refund requested through M-Pesa, nothing to do');
    expect(await ctx.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, `Refund due: order ${order.orderRef}%`))).toEqual([]);

    const done = await refundReaches(ctx, refund!.id, ['succeeded', 'failed']);
    expect(done.state).toBe('succeeded');
    const causes = await smsCausesOf(order.orderId);
    expect(causes.filter((cause) => cause === `order-early-cancelled:${order.orderId}`)).toHaveLength(1);
    expect(causes.filter((cause) => cause === `refund-sent:${refund!.id}`)).toHaveLength(1);
    const sentMails = await ctx.database.db.select().from(mailOutbox)
      .where(and(eq(mailOutbox.subject, `Your refund for order ${order.orderRef} was sent`)));
    expect(sentMails).toHaveLength(1);

    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/order/${order.orderRef}`, headers: order.customer.headers })).json() as OrderDetailResponse;
    const texts = detail.timeline.map((step) => step.text);
    expect(texts).toContain('You cancelled the order before it was sent: ksh 1,800 will be refunded to M-Pesa 0708374149');
    expect(texts.some((text) => text.startsWith('Cancellation approved'))).toBe(false);
  });
});
