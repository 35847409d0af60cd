import { createHmac } from 'node:crypto';
import type { PaystackInitiateResponse, PaystackStatusResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARD_PROVIDERS } from '../../config.ts';
import { signedInCustomer, type SignedIn } from '../../test/app.ts';
import { addToCart, orderPayload, stockOf } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { startCheckoutApp, type SandboxedApp } from './prompt-checkout.test-support.ts';

/**
 * Paystack at checkout over the real app and its sandbox (spec 2 §7; reference §2, §6.4): the app initialises the
 * transaction on the emulator over HTTP, the customer pays on the hosted page (posted as a browser posts its form),
 * the emulator's signed `charge.success` comes back to the app over HTTP, and the app confirms it with verify.
 */
const WEBHOOK_PATH = '/api/payments/callbacks/provider/paystack';
const { secretKey } = SANDBOX_CARD_PROVIDERS.paystack;

let ctx: SandboxedApp;
let emulator: string;

beforeAll(async () => {
  ctx = await startCheckoutApp();
  emulator = `${ctx.baseUrl}/sandbox/paystack`;
});
afterAll(async () => ctx.close());

type Placed = { customer: SignedIn; productId: string; started: PaystackInitiateResponse };

/** A new customer orders one 45 kg bale (4,200 KES) and starts paying with Paystack. */
async function placePaystackOrder(): Promise<Placed> {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: `Paystack Bale ${crypto.randomUUID().slice(0, 6)}`, priceShillings: 4200, stock: { '45KG': 2 } });
  await addToCart(ctx, customer, productId, '45KG');
  const response = await ctx.app.inject({ method: 'POST', url: '/api/order/paystack/initiate', headers: customer.headers, payload: await orderPayload(ctx, customer) });
  expect(response.statusCode, response.body).toBe(200);
  return { customer, productId, started: response.json() as PaystackInitiateResponse };
}

const status = async (placed: Placed, headers = placed.customer.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/order/paystack/status/${encodeURIComponent(placed.started.reference)}`, headers });
const statusOf = async (placed: Placed) => (await status(placed)).json() as PaystackStatusResponse;

const admin = async (reference: string, action: string, body: unknown = {}) => {
  const response = await fetch(`${emulator}/__emulator/transactions/${reference}/${action}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
};
/** The hosted page's form, posted as the browser posts it; answers where Paystack sends the browser. */
async function onHostedPage(placed: Placed, fields: Record<string, string>): Promise<string | null> {
  const response = await fetch(placed.started.authorizationUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('location');
}
const attemptOf = async (placed: Placed) => ctx.app.services.payments.findByProviderRef('paystack', placed.started.reference);
async function settled(placed: Placed, timeoutMs = 4000) {
  const started = Date.now();
  for (;;) {
    const attempt = await attemptOf(placed);
    if (attempt?.state !== 'pending' || Date.now() - started > timeoutMs) return attempt;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}
const flagsOf = async (placed: Placed) => {
  const attempt = await attemptOf(placed);
  return (await ctx.app.services.payments.openFlags()).filter((flag) => flag.attemptId === attempt?.id);
};
const postWebhook = (body: string, signature?: string) => ctx.app.inject({
  method: 'POST', url: WEBHOOK_PATH, payload: body,
  headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-paystack-signature': signature }) },
});
const sign = (body: string, key: string = secretKey) => createHmac('sha512', key).update(body).digest('hex');
const chargeSuccess = (reference: string, amount = 420_000) =>
  JSON.stringify({ event: 'charge.success', data: { id: 1, status: 'success', reference, amount, currency: 'KES', channel: 'card', gateway_response: 'Successful' } });

describe('Paystack at checkout', () => {
  it('initialises 4,200 KES as 420000 cents with our reference and the /paystack-success return', async () => {
    const placed = await placePaystackOrder();
    expect(placed.started).toEqual({
      success: true, message: expect.any(String), authorizationUrl: expect.stringMatching(new RegExp(`^${emulator}/checkout/[a-z0-9]{15}$`)),
      reference: expect.stringMatching(/^MTB-[0-9a-f-]{36}$/), orderId: expect.stringMatching(/^ORD-/), amount: 4200,
    });
    const listed = (await (await fetch(`${emulator}/__emulator/transactions`)).json()) as { transactions: Array<Record<string, unknown>> };
    expect(listed.transactions.find((transaction) => transaction.reference === placed.started.reference)).toMatchObject({
      amount: 420_000, currency: 'KES', status: 'abandoned', callback_url: `${ctx.baseUrl}/paystack-success`, metadata: { order_id: placed.started.orderId },
    });
    expect(await statusOf(placed)).toEqual({
      success: true, reference: placed.started.reference, status: 'pending',
      paymentDetails: { channel: null, paidAt: null, message: null },
      order: { orderId: placed.started.orderId, amount: 4200, paymentStatus: 'pending' },
    });
  });

  it('paid on the hosted page: the signed webhook pays the order, the browser comes back to /paystack-success', async () => {
    const placed = await placePaystackOrder();
    const back = await onHostedPage(placed, { action: 'pay', card: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' });
    expect(back).toBe(`${ctx.baseUrl}/paystack-success?trxref=${placed.started.reference}&reference=${placed.started.reference}`);
    expect((await settled(placed))?.state).toBe('paid');
    const answer = await statusOf(placed);
    expect(answer).toMatchObject({ status: 'success', paymentDetails: { paidAt: expect.stringMatching(/^\d{4}-/) }, order: { paymentStatus: 'paid' } });
    // The emulator's webhook was answered 200 (so Paystack stops retrying).
    const deliveries = (await (await fetch(`${emulator}/__emulator/webhooks?reference=${placed.started.reference}`)).json()) as { deliveries: Array<{ status: number }> };
    expect(deliveries.deliveries).toMatchObject([{ status: 200 }]);
  });

  it('settles the payment from the webhook alone, before the browser returns', async () => {
    const placed = await placePaystackOrder();
    await admin(placed.started.reference, 'pay');
    expect((await settled(placed))?.state).toBe('paid');
    const order = await ctx.app.services.orders.findByRef(placed.started.orderId);
    expect(order?.paymentStatus).toBe('paid');
  });

  it('learns a payment whose webhook never arrives from verify: on the return page', async () => {
    const placed = await placePaystackOrder();
    await admin(placed.started.reference, 'pay', { drop: true });
    expect(await statusOf(placed)).toMatchObject({ status: 'success', order: { paymentStatus: 'paid' } });
  });

  it('learns a payment whose webhook never arrives from verify: by the reconciliation job', async () => {
    const placed = await placePaystackOrder();
    await admin(placed.started.reference, 'pay', { drop: true });
    await ctx.app.services.payments.reconcile(new Date(Date.now() + 60_000));
    expect((await attemptOf(placed))?.state).toBe('paid');
  });

  it('declined on the hosted page: no webhook, the return page asks verify, the order fails and the stock is back', async () => {
    const placed = await placePaystackOrder();
    expect(await stockOf(ctx, placed.productId, '45KG')).toBe(1);
    await onHostedPage(placed, { action: 'decline' });
    expect(await statusOf(placed)).toMatchObject({ status: 'failed', paymentDetails: { paidAt: null, message: 'Declined' }, order: { paymentStatus: 'failed' } });
    expect(await stockOf(ctx, placed.productId, '45KG')).toBe(2);
  });

  it('abandoned: stays pending on Paystack, and the reconciliation job expires it after 5 minutes with the stock back', async () => {
    const placed = await placePaystackOrder();
    await onHostedPage(placed, { action: 'abandon' });
    expect((await statusOf(placed)).status).toBe('pending');
    await ctx.app.services.payments.reconcile(new Date(Date.now() + 6 * 60_000));
    expect((await attemptOf(placed))?.state).toBe('expired');
    expect(await statusOf(placed)).toMatchObject({ status: 'failed', order: { paymentStatus: 'failed' } });
    expect(await stockOf(ctx, placed.productId, '45KG')).toBe(2);
  });

  it('applies a duplicated or replayed webhook once', async () => {
    const placed = await placePaystackOrder();
    await admin(placed.started.reference, 'pay', { duplicate: true });
    expect((await settled(placed))?.state).toBe('paid');
    const body = chargeSuccess(placed.started.reference);
    expect((await postWebhook(body, sign(body))).statusCode).toBe(200);
    await ctx.app.services.payments.drain();
    const attempt = await attemptOf(placed);
    const applied = (await ctx.app.services.payments.eventsOf(attempt?.id ?? '')).filter((event) => event.state === 'paid' && event.decision === 'apply');
    expect(applied).toHaveLength(1);
    expect(await flagsOf(placed)).toHaveLength(0);
  });

  it.each([
    ['unsigned', (body: string) => postWebhook(body)],
    ['signed with another key', (body: string) => postWebhook(body, sign(body, 'sk_test_someone_else'))],
    ['signed over other bytes', (body: string) => postWebhook(body, sign(`${body} `))],
  ])('never pays an order on a %s charge.success (refused 401, not applied)', async (_name, send) => {
    const placed = await placePaystackOrder();
    const response = await send(chargeSuccess(placed.started.reference));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid webhook signature' });
    await ctx.app.services.payments.drain();
    expect((await attemptOf(placed))?.state).toBe('pending');
    expect((await statusOf(placed)).status).toBe('pending');
  });

  it('never pays on a genuinely signed webhook that verify does not confirm', async () => {
    const placed = await placePaystackOrder();
    const body = chargeSuccess(placed.started.reference);
    expect((await postWebhook(body, sign(body))).statusCode).toBe(200);
    await ctx.app.services.payments.drain();
    expect((await attemptOf(placed))?.state).toBe('pending');
  });

  it('asks Paystack at most once per payment every few seconds, however often its status is polled (the shop\'s quota)', async () => {
    const placed = await placePaystackOrder();
    const answers = await Promise.all(Array.from({ length: 12 }, () => status(placed)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await attemptOf(placed))?.queryCount).toBe(1);
    expect((await statusOf(placed)).status).toBe('pending');
    expect((await attemptOf(placed))?.queryCount).toBe(1);
  });

  it('flags, never pays, a payment of less than the order total', async () => {
    const placed = await placePaystackOrder();
    await admin(placed.started.reference, 'pay', { amount: 100 });
    await ctx.app.services.payments.drain();
    for (let tries = 0; (await flagsOf(placed)).length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await attemptOf(placed))?.state).not.toBe('paid');
    expect((await flagsOf(placed)).map((flag) => flag.reason)).toContain('Paid 1 KES where 4200 KES was asked: not applied.');
    expect((await statusOf(placed)).order.paymentStatus).not.toBe('paid');
  });

  it('flags, never pays, a payment in another currency', async () => {
    const placed = await placePaystackOrder();
    await admin(placed.started.reference, 'pay', { currency: 'USD' });
    await ctx.app.services.payments.drain();
    for (let tries = 0; (await flagsOf(placed)).length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await attemptOf(placed))?.state).not.toBe('paid');
    expect((await flagsOf(placed)).map((flag) => flag.reason)).toContain('Paid in USD where KES was asked: not applied.');
  });

  it('shows a payment to its customer only (404 for another, 401 without a token, 404 for an unknown reference)', async () => {
    const placed = await placePaystackOrder();
    const other = await signedInCustomer(ctx);
    const answer = await status(placed, other.headers);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect((await status(placed, {} as SignedIn['headers'])).statusCode).toBe(401);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/order/paystack/status/MTB-nobody', headers: placed.customer.headers });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a payload that is not an order with 400', async () => {
    const customer = await signedInCustomer(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/order/paystack/initiate', headers: customer.headers, payload: { amount: 'lots' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
