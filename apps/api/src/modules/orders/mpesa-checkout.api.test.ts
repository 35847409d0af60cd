import { createHash } from 'node:crypto';
import type { MpesaInitiateResponse, MpesaStatusResponse, PendingOrderResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestAppWithSandbox, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cartOf, orderPayload, stockOf } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { eq } from 'drizzle-orm';
import { mailOutbox, paymentEvents } from '../../db/schema/index.ts';

let ctx: TestContext & { baseUrl: string };
const emulator = (path: string, init: RequestInit = {}) =>
  fetch(`${ctx.baseUrl}/sandbox/mpesa/__emulator${path}`, { ...init, headers: { 'content-type': 'application/json' } }).then((response) => response.json());

/** The sandbox runs only in a demo shop (no SMTP_URL), whose mail waits in the outbox. */
async function outboxMail(subject: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail "${subject}" in the outbox`);
}

beforeAll(async () => {
  ctx = await startTestAppWithSandbox();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await emulator('/config', { method: 'PATCH', body: JSON.stringify({ autoApprove: true, timeoutMs: 400 }) });
});

async function buyer(stock = 3) {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: 'Mens Jeans Bale', priceShillings: 6500, stock: { '45KG': stock } });
  await addToCart(ctx, customer, productId, '45KG');
  return { customer, productId };
}

const initiate = async (customer: SignedIn, phone: string, extra: object = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload: { ...(await orderPayload(ctx, customer)), phone, ...extra } });
const status = async (customer: SignedIn, id: string): Promise<MpesaStatusResponse> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/order/mpesa/status/${id}`, headers: customer.headers })).json();

/** Polls our status endpoint as /mpesa-processing does, until the payment is no longer pending. */
async function settled(customer: SignedIn, id: string, timeoutMs = 5_000): Promise<MpesaStatusResponse> {
  const started = Date.now();
  for (;;) {
    const answer = await status(customer, id);
    if (answer.paymentStatus !== 'pending' || Date.now() - started > timeoutMs) return answer;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}
const decisions = async (attemptId: string) => (await ctx.app.services.payments.eventsOf(attemptId)).map((event) => `${event.source}:${event.decision}`);

describe('M-Pesa checkout against the Daraja sandbox', () => {
  it('sends the prompt, holds the stock, and on the paid callback marks the order paid and empties the cart', async () => {
    const { customer, productId } = await buyer();
    const response = await initiate(customer, '0712 345 678');
    expect(response.statusCode).toBe(200);
    const started = response.json() as MpesaInitiateResponse;
    expect(started).toMatchObject({ success: true, amount: 6500, orderId: expect.stringMatching(/^ORD-/) });
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
    const pending: PendingOrderResponse = (await ctx.app.inject({ method: 'GET', url: '/api/order/pending', headers: customer.headers })).json();
    expect(pending).toMatchObject({ hasPending: true, pendingOrder: { orderId: started.orderId, paymentRequestId: started.mpesaRequestId } });
    // While it waits, the held units stay in the customer's cart.
    expect((await cartOf(ctx, customer)).items).toMatchObject([{ productId, quantity: 1 }]);

    const final = await settled(customer, started.mpesaRequestId);
    expect(final).toMatchObject({ paymentStatus: 'paid', paymentError: null, mpesaReceipt: expect.stringMatching(/^[A-Z0-9]{10}$/), amount: 6500 });
    expect((await cartOf(ctx, customer)).items).toHaveLength(0);
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
    const after: PendingOrderResponse = (await ctx.app.inject({ method: 'GET', url: '/api/order/pending', headers: customer.headers })).json();
    expect(after.hasPending).toBe(false);
    const mail = await outboxMail(`Payment received for ${started.orderId}`);
    expect(mail.text).toContain('We have received your payment of Ksh 6,500.00 (M-Pesa).');
  });

  it('sends one prompt for repeated submits of the same orderId, answering each with the same request', async () => {
    const { customer } = await buyer();
    const payload = { ...(await orderPayload(ctx, customer)), phone: '0712345678' };
    const answers = await Promise.all(Array.from({ length: 5 }, () =>
      ctx.app.inject({ method: 'POST', url: '/api/order/mpesa/initiate', headers: customer.headers, payload })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => (answer.json() as MpesaInitiateResponse).mpesaRequestId));
    expect(ids.size).toBe(1);
    const { requests } = await emulator('/requests?phone=254712345678') as { requests: { accountReference: string }[] };
    const reference = payload.orderId.replace(/[^A-Za-z0-9]/g, '').slice(-12);
    expect(requests.filter((request) => request.accountReference === reference)).toHaveLength(1);
    await settled(customer, [...ids][0] ?? '');
  });

  it('allows one order waiting for payment per customer', async () => {
    await emulator('/config', { method: 'PATCH', body: JSON.stringify({ autoApprove: false, timeoutMs: 60_000 }) });
    const { customer } = await buyer();
    expect((await initiate(customer, '0712000001')).statusCode).toBe(200);
    const second = await initiate(customer, '0712000001');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, message: 'This customer has pending orders.' });
    const sidian = await ctx.app.inject({ method: 'POST', url: '/api/order/sidian', headers: customer.headers, payload: await orderPayload(ctx, customer) });
    expect(sidian.statusCode).toBe(409);
  });

  it('maps a declined prompt to 1032, gives the stock back and keeps the cart for a retry', async () => {
    const { customer, productId } = await buyer();
    const started = (await initiate(customer, '0700000001')).json() as MpesaInitiateResponse;
    const final = await settled(customer, started.mpesaRequestId);
    expect(final).toMatchObject({ paymentStatus: 'failed', paymentError: { code: '1032', message: 'Transaction declined by user' } });
    expect(await stockOf(ctx, productId, '45KG')).toBe(3);
    expect((await cartOf(ctx, customer)).items).toHaveLength(1);
    const retry = await initiate(customer, '0712345678');
    expect(retry.statusCode).toBe(200);
    expect((await settled(customer, (retry.json() as MpesaInitiateResponse).mpesaRequestId)).paymentStatus).toBe('paid');
  });

  it.each([
    ['0700000003', 'C2B00011', 'Insufficient funds'],
    ['0700000004', 'C2B00014', 'Invalid PIN entered'],
    ['0700000002', 'DS_TIMEOUT', 'Payment timed out'],
  ])('maps the outcome for %s to %s', async (phone, code, message) => {
    const { customer, productId } = await buyer();
    const started = (await initiate(customer, phone)).json() as MpesaInitiateResponse;
    expect(await settled(customer, started.mpesaRequestId)).toMatchObject({ paymentStatus: 'failed', paymentError: { code, message } });
    expect(await stockOf(ctx, productId, '45KG')).toBe(3);
  });

  it('answers a refused push (customer busy) with the reason, releasing the hold at once', async () => {
    const { customer, productId } = await buyer();
    const response = await initiate(customer, '0700000005');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/transaction is already in process|another M-Pesa request/i);
    expect(await stockOf(ctx, productId, '45KG')).toBe(3);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/order/pending', headers: customer.headers })).json().hasPending).toBe(false);
  });

  it('credits a duplicated callback once', async () => {
    const { customer } = await buyer();
    const started = (await initiate(customer, '0700000006')).json() as MpesaInitiateResponse;
    expect((await settled(customer, started.mpesaRequestId)).paymentStatus).toBe('paid');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = await decisions(started.mpesaRequestId);
    expect(log.filter((entry) => entry === 'callback:apply')).toHaveLength(1);
    expect((await ctx.app.services.payments.openFlags()).filter((flag) => flag.attemptId === started.mpesaRequestId)).toHaveLength(0);
  });

  it('settles a payment whose callback never comes through the STK query', async () => {
    const { customer } = await buyer();
    const started = (await initiate(customer, '0700000007')).json() as MpesaInitiateResponse;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await status(customer, started.mpesaRequestId)).paymentStatus).toBe('pending');
    const later = new Date(Date.now() + 60_000);
    const attempt = await ctx.app.services.payments.status(started.mpesaRequestId, later);
    expect(attempt?.state).toBe('paid');
    expect(await decisions(started.mpesaRequestId)).toContain('query:apply');
  });

  it('expires an unanswered prompt, gives the stock back, and flags a payment that arrives after', async () => {
    await emulator('/config', { method: 'PATCH', body: JSON.stringify({ autoApprove: false, timeoutMs: 600_000 }) });
    const { customer, productId } = await buyer();
    const started = (await initiate(customer, '0712999888')).json() as MpesaInitiateResponse;
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
    const result = await ctx.app.services.payments.reconcile(new Date(Date.now() + 10 * 60_000));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await status(customer, started.mpesaRequestId)).toMatchObject({ paymentStatus: 'failed', paymentError: { code: 'DS_TIMEOUT' } });
    expect(await stockOf(ctx, productId, '45KG')).toBe(3);

    const attempt = await ctx.app.services.payments.findAttempt(started.mpesaRequestId);
    await emulator(`/requests/${attempt?.providerRef}/outcome`, { method: 'POST', body: JSON.stringify({ resultCode: 0 }) });
    const started2 = Date.now();
    while (!(await ctx.app.services.payments.openFlags()).some((flag) => flag.attemptId === started.mpesaRequestId) && Date.now() - started2 < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    const flags = (await ctx.app.services.payments.openFlags()).filter((flag) => flag.attemptId === started.mpesaRequestId);
    expect(flags).toHaveLength(1);
    expect(flags[0]?.reason).toMatch(/after the attempt had expired/);
    expect((await status(customer, started.mpesaRequestId)).paymentStatus).toBe('failed');
    expect(await stockOf(ctx, productId, '45KG')).toBe(3);
  });

  it('ignores forged and unknown callbacks, answering 200', async () => {
    const { customer } = await buyer();
    await emulator('/config', { method: 'PATCH', body: JSON.stringify({ autoApprove: false, timeoutMs: 600_000 }) });
    const started = (await initiate(customer, '0712111222')).json() as MpesaInitiateResponse;
    const paid = (checkoutRequestId: string) => ({
      Body: { stkCallback: {
        MerchantRequestID: 'x', CheckoutRequestID: checkoutRequestId, ResultCode: 0, ResultDesc: 'ok',
        CallbackMetadata: { Item: [{ Name: 'Amount', Value: 6500 }, { Name: 'MpesaReceiptNumber', Value: 'FORGED1234' }, { Name: 'PhoneNumber', Value: 254712111222 }] },
      } },
    });
    const unknown = await ctx.app.inject({ method: 'POST', url: `/api/payments/callbacks/${'a'.repeat(64)}`, payload: paid('ws_CO_1') });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const garbage = await ctx.app.inject({ method: 'POST', url: '/api/payments/callbacks/not-a-token', payload: { hello: 'world' } });
    expect(garbage.statusCode).toBe(200);

    // Someone who learnt this attempt's callback address still cannot make it paid: another request's id is
    // rejected, and a "paid" for this one waits for the status API, which says the prompt is still open.
    const attempt = await ctx.app.services.payments.findAttempt(started.mpesaRequestId);
    const { request } = await emulator(`/requests/${attempt?.providerRef}`) as { request: { callbackUrl: string } };
    const path = new URL(request.callbackUrl).pathname;
    expect((await ctx.app.inject({ method: 'POST', url: path, payload: paid('ws_CO_someone_else') })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: path, payload: paid(attempt?.providerRef ?? '') })).statusCode).toBe(200);
    await ctx.app.services.payments.drain();
    expect((await status(customer, started.mpesaRequestId)).paymentStatus).toBe('pending');
    expect(await decisions(started.mpesaRequestId)).toEqual(expect.arrayContaining(['callback:rejected', 'callback:unconfirmed']));
  });

  it("shows nothing of an unconfirmed callback as the payment's, and takes the real receipt once paid", async () => {
    await emulator('/config', { method: 'PATCH', body: JSON.stringify({ autoApprove: false, timeoutMs: 600_000 }) });
    const { customer } = await buyer();
    const started = (await initiate(customer, '0712333444')).json() as MpesaInitiateResponse;
    const attempt = await ctx.app.services.payments.findAttempt(started.mpesaRequestId);
    const { request } = await emulator(`/requests/${attempt?.providerRef}`) as { request: { callbackUrl: string } };
    const forged = { Body: { stkCallback: {
      MerchantRequestID: 'x', CheckoutRequestID: attempt?.providerRef, ResultCode: 0, ResultDesc: 'ok',
      CallbackMetadata: { Item: [{ Name: 'Amount', Value: 1 }, { Name: 'MpesaReceiptNumber', Value: 'FORGED5678' }, { Name: 'PhoneNumber', Value: 254799999999 }] },
    } } };
    expect((await ctx.app.inject({ method: 'POST', url: new URL(request.callbackUrl).pathname, payload: forged })).statusCode).toBe(200);
    await ctx.app.services.payments.drain();

    expect(await status(customer, started.mpesaRequestId)).toMatchObject({ paymentStatus: 'pending', mpesaReceipt: null, amount: 6500 });
    expect(await ctx.app.services.payments.findAttempt(started.mpesaRequestId)).toMatchObject({ receipt: null, phone: '+254712333444', amountCents: 650_000 });
    const orders = (await ctx.app.inject({ method: 'POST', url: '/api/order/userorders', headers: customer.headers, payload: {} })).json().orders;
    expect(orders[0].paymentDetails).toEqual({ mpesaReceipt: null, transactionId: attempt?.providerRef, phone: '+254712333444' });

    // The customer pays: the provider's own callback is confirmed and applied, whatever the forged one said.
    await emulator(`/requests/${attempt?.providerRef}/outcome`, { method: 'POST', body: JSON.stringify({ resultCode: 0 }) });
    const paid = await settled(customer, started.mpesaRequestId);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.mpesaReceipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(paid.mpesaReceipt).not.toBe('FORGED5678');
  });

  it('keeps only the hash and size of a body posted to an unknown callback address', async () => {
    const big = { junk: 'x'.repeat(900_000) };
    const response = await ctx.app.inject({ method: 'POST', url: `/api/payments/callbacks/${'b'.repeat(64)}`, payload: big });
    expect(response.statusCode).toBe(200);
    const serialised = JSON.stringify(big);
    const hash = createHash('sha256').update(serialised).digest('hex');
    const [event] = await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.dedupeKey, `unknown:${hash}`));
    expect(event).toMatchObject({ attemptId: null, decision: 'rejected', payload: { sha256: hash, bytes: Buffer.byteLength(serialised) } });
    expect(JSON.stringify(event?.payload).length).toBeLessThan(200);

    // A body too deeply nested to write back is still answered 200 and logged by its hash, never a 500.
    const deep = await ctx.app.inject({
      method: 'POST', url: `/api/payments/callbacks/${'c'.repeat(64)}`, headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
    });
    expect(deep.statusCode).toBe(200);
  });

  it("does not show one customer's payment to another", async () => {
    const { customer } = await buyer();
    const started = (await initiate(customer, '0712345678')).json() as MpesaInitiateResponse;
    const other = await signedInCustomer(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/order/mpesa/status/${started.mpesaRequestId}`, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/order/mpesa/status/nonsense', headers: customer.headers })).statusCode).toBe(404);
  });

  it('refuses a phone that is not 10 digits', async () => {
    const { customer } = await buyer();
    const response = await initiate(customer, '07123');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Phone number must be 10 digits (e.g., 0712345678)');
  });
});
