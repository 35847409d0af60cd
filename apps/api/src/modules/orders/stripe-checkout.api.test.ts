import { createHmac } from 'node:crypto';
import type { StripeInitiateResponse, VerifyStripeResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARD_PROVIDERS } from '../../config.ts';
import { signedInCustomer, type SignedIn } from '../../test/app.ts';
import { addToCart, cartOf, orderPayload, stockOf } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { startCheckoutApp, type SandboxedApp } from './prompt-checkout.test-support.ts';

/**
 * Stripe at checkout (spec 2: POST /api/order/stripe, POST /api/order/verifyStripe) over the real app and its sandbox:
 * the hosted page is driven by HTTP as a browser's form posts, and the emulator's signed webhooks reach the app.
 */
const whsec = SANDBOX_CARD_PROVIDERS.stripe.webhookSecret;
let ctx: SandboxedApp;

beforeAll(async () => {
  ctx = await startCheckoutApp();
});
afterAll(async () => ctx.close());

const emulator = () => `${ctx.baseUrl}/sandbox/stripe`;

async function buyer(stock = 3) {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name: 'Stripe Bale', priceShillings: 4200, stock: { '45KG': stock } });
  await addToCart(ctx, customer, productId, '45KG');
  return { customer, productId };
}

async function place(customer: SignedIn): Promise<StripeInitiateResponse> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/order/stripe', headers: customer.headers, payload: await orderPayload(ctx, customer) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Picks a test card on the hosted page, as its form posts; answers where the browser is sent. */
async function payOnPage(order: StripeInitiateResponse, card: string): Promise<string | null> {
  expect((await fetch(order.url)).status).toBe(200);
  const response = await fetch(order.url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card }) });
  expect(response.status).toBe(303);
  return response.headers.get('location');
}

async function admin(path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${emulator()}/__emulator/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

/** The return page's call: the spec sends the token in a `token` header and echoes `success`, which is not trusted. */
const verify = (customer: SignedIn | null, body: Record<string, unknown>, via: 'token' | 'bearer' = 'token') => ctx.app.inject({
  method: 'POST', url: '/api/order/verifyStripe', payload: body,
  headers: customer ? (via === 'token' ? { token: customer.token } : customer.headers) : {},
});

type EmulatorEvent = { id: string; sessionId: string; deliveries: unknown[] };
const emulatorEvents = async () => ((await (await fetch(`${emulator()}/__emulator/events`)).json()) as { events: EmulatorEvent[] }).events;

const attemptOf = (sessionId: string) => ctx.app.services.payments.findByProviderRef('stripe', sessionId);
const callbackEvents = async (sessionId: string) => {
  const attempt = await attemptOf(sessionId);
  return (await ctx.app.services.payments.eventsOf(attempt?.id ?? '')).filter((event) => event.source === 'callback');
};

async function eventually(probe: () => Promise<boolean>, timeoutMs = 4_000): Promise<void> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}
const reaches = (sessionId: string, state: string) => eventually(async () => (await attemptOf(sessionId))?.state === state);

describe('Stripe at checkout, against its emulator', () => {
  it('opens a Checkout Session for the server-priced total in cents, stored before answering, stock held', async () => {
    const { customer, productId } = await buyer();
    const order = await place(customer);
    expect(order).toMatchObject({
      success: true, amount: 4200, orderId: expect.stringMatching(/^ORD-/), sessionId: expect.stringMatching(/^cs_test_/),
      url: `${ctx.baseUrl}/sandbox/stripe/pay/${order.sessionId}`,
    });
    expect((await attemptOf(order.sessionId))?.state).toBe('pending');
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
    const { sessions } = await (await fetch(`${emulator()}/__emulator/sessions`)).json() as { sessions: Array<Record<string, unknown>> };
    expect(sessions.find((session) => session.id === order.sessionId)).toMatchObject({
      amount_total: 420_000, currency: 'kes', client_reference_id: order.orderId, metadata: { orderId: order.orderId },
    });
  });

  it('paid with 4242 on the hosted page: the webhook pays it before the browser returns, and verify agrees', async () => {
    const { customer } = await buyer();
    const order = await place(customer);
    const location = await payOnPage(order, '4242424242424242');
    expect(location).toBe(`${ctx.baseUrl}/verify?success=true&orderId=${order.orderId}&session_id=${order.sessionId}`);
    await reaches(order.sessionId, 'paid');
    expect((await attemptOf(order.sessionId))?.receipt).toMatch(/^pi_test_/);
    const verified = await verify(customer, { success: 'true', orderId: order.orderId, sessionId: order.sessionId });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<VerifyStripeResponse>()).toEqual({ success: true, paymentStatus: 'paid', orderId: order.orderId, message: 'Payment received' });
    expect((await cartOf(ctx, customer)).items).toHaveLength(0);
    // The bearer header works too, and without the session id the order's Stripe attempt is found.
    expect((await verify(customer, { orderId: order.orderId }, 'bearer')).json<VerifyStripeResponse>().paymentStatus).toBe('paid');
  });

  it('declined card: the page shows the error, nothing is paid; a lying success=true stays pending; the job expires it with the stock back', async () => {
    const { customer, productId } = await buyer();
    const order = await payAndDecline(customer);
    const verified = await verify(customer, { success: true, orderId: order.orderId, sessionId: order.sessionId });
    expect(verified.json<VerifyStripeResponse>()).toMatchObject({ success: false, paymentStatus: 'pending' });
    const cancelled = await fetch(`${order.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe(`${ctx.baseUrl}/verify?success=false&orderId=${order.orderId}`);
    await ctx.app.services.payments.reconcile(new Date(Date.now() + 10 * 60_000));
    expect((await attemptOf(order.sessionId))?.state).toBe('expired');
    expect(await stockOf(ctx, productId, '45KG')).toBe(3);
    expect((await verify(customer, { orderId: order.orderId, sessionId: order.sessionId })).json<VerifyStripeResponse>().paymentStatus).toBe('failed');
  });

  async function payAndDecline(customer: SignedIn) {
    const order = await place(customer);
    expect(await payOnPage(order, '4000000000000002')).toBe(`/sandbox/stripe/pay/${order.sessionId}`);
    expect(await (await fetch(order.url)).text()).toContain('Your card was declined.');
    expect((await attemptOf(order.sessionId))?.state).toBe('pending');
    return order;
  }

  it('expired by Stripe (checkout.session.expired) and a failed async payment: stock back each time', async () => {
    const { customer, productId } = await buyer();
    const expired = await place(customer);
    await admin(`sessions/${expired.sessionId}/expire`);
    await reaches(expired.sessionId, 'expired');
    expect(await stockOf(ctx, productId, '45KG')).toBe(3);

    const second = await buyer();
    const failed = await place(second.customer);
    await admin(`sessions/${failed.sessionId}/async-payment-failed`);
    await reaches(failed.sessionId, 'failed');
    expect(await stockOf(ctx, second.productId, '45KG')).toBe(3);
  });

  it('the webhook never arrives: the return page settles it from Stripe\'s API, and so does the job', async () => {
    const first = await buyer();
    const byReturn = await place(first.customer);
    await admin(`sessions/${byReturn.sessionId}/pay`, { drop: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await attemptOf(byReturn.sessionId))?.state).toBe('pending');
    expect((await verify(first.customer, { success: 'true', orderId: byReturn.orderId, sessionId: byReturn.sessionId })).json<VerifyStripeResponse>())
      .toMatchObject({ success: true, paymentStatus: 'paid' });

    const second = await buyer();
    const byJob = await place(second.customer);
    await admin(`sessions/${byJob.sessionId}/pay`, { drop: true });
    await ctx.app.services.payments.reconcile(new Date(Date.now() + 60_000));
    expect((await attemptOf(byJob.sessionId))?.state).toBe('paid');
  });

  it('credits a duplicated and a redelivered webhook once', async () => {
    const { customer } = await buyer();
    const order = await place(customer);
    await admin(`sessions/${order.sessionId}/pay`, { duplicate: true });
    await reaches(order.sessionId, 'paid');
    const event = (await emulatorEvents()).find((candidate) => candidate.sessionId === order.sessionId);
    await admin(`events/${event?.id ?? ''}/redeliver`);
    await eventually(async () => ((await emulatorEvents()).find((candidate) => candidate.id === event?.id)?.deliveries.length ?? 0) >= 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const applied = (await callbackEvents(order.sessionId)).filter((entry) => entry.state === 'paid' && entry.decision === 'apply');
    expect(applied).toHaveLength(1);
    expect(applied[0]?.dedupeKey).toBe(`stripe:${event?.id ?? ''}`);
  });

  it('never pays on an unsigned, wrongly signed or stale webhook', async () => {
    const { customer } = await buyer();
    const order = await place(customer);
    const body = JSON.stringify({
      id: 'evt_1Forged000000000000000', object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000),
      data: { object: { id: order.sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid', amount_total: 420_000, currency: 'kes' } },
    });
    const post = (headers: Record<string, string>) =>
      fetch(`${ctx.baseUrl}/api/payments/callbacks/provider/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const sign = (secret: string, t: number) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
    const now = Math.floor(Date.now() / 1000);
    // Refused (401), so a shop whose signing secret is wrong sees the failures in Stripe's dashboard.
    expect((await post({})).status).toBe(401);
    expect((await post({ 'stripe-signature': sign('whsec_guessed', now) })).status).toBe(401);
    expect((await post({ 'stripe-signature': sign(whsec, now - 600) })).status).toBe(401);
    // The emulator's own delivery signed with a wrong secret is refused too.
    await admin(`sessions/${order.sessionId}/pay`, { signing: 'wrong-secret' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await attemptOf(order.sessionId))?.state).toBe('pending');
    expect(await callbackEvents(order.sessionId)).toEqual([]);
  });

  it('a webhook and session for less than the order total (or another currency) never pay it: flagged', async () => {
    for (const tamper of [{ amountTotal: 100 }, { currency: 'usd' }]) {
      const { customer } = await buyer();
      const order = await place(customer);
      await admin(`sessions/${order.sessionId}/pay`, tamper);
      await eventually(async () => (await callbackEvents(order.sessionId)).some((entry) => entry.decision === 'flag'));
      expect((await attemptOf(order.sessionId))?.state).not.toBe('paid');
      expect((await verify(customer, { success: 'true', orderId: order.orderId, sessionId: order.sessionId })).json<VerifyStripeResponse>().paymentStatus).not.toBe('paid');
      const attempt = await attemptOf(order.sessionId);
      expect((await ctx.app.services.payments.openFlags()).some((flag) => flag.attemptId === attempt?.id)).toBe(true);
    }
  });

  it('404 for another customer\'s payment, an unknown order or a session of another order; 401 without a token; 400 for bad bodies', async () => {
    const { customer } = await buyer();
    const order = await place(customer);
    const stranger = await signedInCustomer(ctx);
    expect((await verify(stranger, { orderId: order.orderId, sessionId: order.sessionId })).statusCode).toBe(404);
    expect((await verify(stranger, { orderId: order.orderId })).statusCode).toBe(404);
    expect((await verify(customer, { orderId: 'ORD-NOPE' })).statusCode).toBe(404);
    expect((await verify(customer, { orderId: order.orderId, sessionId: 'cs_test_unknown' })).statusCode).toBe(404);
    const anonymous = await verify(null, { orderId: order.orderId });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    const noOrder = await verify(customer, { sessionId: order.sessionId });
    expect(noOrder.statusCode).toBe(400);
    expect(noOrder.json()).toMatchObject({ success: false, message: expect.any(String) });
    const badPlace = await ctx.app.inject({ method: 'POST', url: '/api/order/stripe', headers: customer.headers, payload: { amount: 'lots' } });
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
