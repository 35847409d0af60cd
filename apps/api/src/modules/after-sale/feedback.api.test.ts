import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFeedback } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics } from '../../test/factories.ts';
import { deliveredOrder, orderRow, paidOrder } from './after-sale.test-support.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const ratings = { quality: 5, price: 4, logistics: 3, customerService: 5 };
const valid = (orderId: string) => ({ feedback: 'Good bale, quick delivery', email: 'wanjiku@example.test', phone: '', ratings, orderId });
const sendFeedback = (customer: Pick<SignedIn, 'headers'> | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/feedback', headers: customer?.headers ?? {}, payload });
const setStatus = (customer: SignedIn, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/order/update-feedback-status', headers: customer.headers, payload });
const feedbackRows = async (orderId: string) =>
  (await ctx.database.db.select({ value: count() }).from(orderFeedback).where(eq(orderFeedback.orderId, orderId)))[0]?.value;

describe('POST /api/feedback', () => {
  it("keeps the owner's feedback on a delivered order and sets feedbackSubmitted; a second one is refused", async () => {
    const order = await deliveredOrder(ctx);
    const response = await sendFeedback(order.customer, { ...valid(order.orderRef), phone: '+254712345678' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Thank you for your feedback!' });
    expect((await orderRow(ctx, order.orderId)).feedbackSubmitted).toBe(true);
    const [row] = await ctx.database.db.select().from(orderFeedback).where(eq(orderFeedback.orderId, order.orderId));
    expect(row).toMatchObject({ ...ratings, text: 'Good bale, quick delivery', email: 'wanjiku@example.test', phone: '+254712345678', userId: order.customer.user.id });

    const again = await sendFeedback(order.customer, valid(order.orderRef));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Feedback has already been submitted for this order.');
    expect(await feedbackRows(order.orderId)).toBe(1);
  });

  it('keeps exactly one of many parallel submissions', async () => {
    const order = await deliveredOrder(ctx);
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendFeedback(order.customer, valid(order.orderRef))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await feedbackRows(order.orderId)).toBe(1);
  });

  it("refuses an undelivered order, another customer's order and a visitor", async () => {
    const undelivered = await paidOrder(ctx);
    const early = await sendFeedback(undelivered.customer, valid(undelivered.orderRef));
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Feedback can be left once the order is delivered.');

    const order = await deliveredOrder(ctx);
    const stranger = await signedInCustomer(ctx);
    const theirs = await sendFeedback(stranger, valid(order.orderRef));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, message: 'Order not found' });
    const visitor = await sendFeedback(null, valid(order.orderRef));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: 'You must be logged in to submit feedback.' });
    expect(await feedbackRows(order.orderId)).toBe(0);
    expect(await feedbackRows(undelivered.orderId)).toBe(0);
  });

  it('enforces every rule of §5 with its message, changing nothing', async () => {
    const order = await deliveredOrder(ctx);
    const base = valid(order.orderRef);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const cases: [object, string][] = [
      [{ ...base, ratings: { ...ratings, price: 0 } }, 'Please rate all categories.'],
      [{ ...base, ratings: { quality: 5, price: 4, logistics: 3 } }, 'Please rate all categories.'],
      [{ ...base, ratings: { ...ratings, logistics: 6 } }, 'Please rate all categories.'],
      [{ ...base, feedback: '   ' }, 'Feedback cannot be empty.'],
      [{ ...base, feedback: words(21) }, 'Feedback cannot exceed 20 words.'],
      [{ ...base, email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ ...base, phone: '12345' }, 'Please enter a valid phone number.'],
      [{ ...base, phone: '+2547123456789012' }, 'Please enter a valid phone number.'],
      [{ ...base, email: '', phone: '' }, 'Please provide either an email or phone number.'],
    ];
    for (const [payload, message] of cases) {
      const response = await sendFeedback(order.customer, payload);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { success: false, message } });
    }
    expect(await feedbackRows(order.orderId)).toBe(0);
    expect((await sendFeedback(order.customer, { ...base, feedback: words(20), email: '', phone: '0712345' })).statusCode).toBe(200);
  });
});

describe('PATCH /api/order/update-feedback-status', () => {
  it('confirms feedback that exists, never sets it without feedback, never unsets it', async () => {
    const order = await deliveredOrder(ctx);
    const early = await setStatus(order.customer, { orderId: order.orderRef, feedbackSubmitted: true });
    expect(early.statusCode).toBe(422);
    expect((await orderRow(ctx, order.orderId)).feedbackSubmitted).toBe(false);

    expect((await sendFeedback(order.customer, valid(order.orderRef))).statusCode).toBe(200);
    const confirmed = await setStatus(order.customer, { orderId: order.orderRef, feedbackSubmitted: true });
    expect(confirmed.json()).toMatchObject({ success: true, feedbackSubmitted: true });
    const unset = await setStatus(order.customer, { orderId: order.orderRef, feedbackSubmitted: false });
    expect(unset.statusCode).toBe(422);
    expect((await orderRow(ctx, order.orderId)).feedbackSubmitted).toBe(true);
  });

  it("answers another customer's order as not found", async () => {
    const order = await deliveredOrder(ctx);
    await sendFeedback(order.customer, valid(order.orderRef));
    const stranger = await signedInCustomer(ctx);
    expect((await setStatus(stranger, { orderId: order.orderRef, feedbackSubmitted: false })).statusCode).toBe(404);
    expect((await orderRow(ctx, order.orderId)).feedbackSubmitted).toBe(true);
  });
});
