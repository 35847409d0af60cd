import { createHmac } from 'node:crypto';
import type { RazorpayOrderResponse, VerifyRazorpayResponse } from '@mitumba/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARD_PROVIDERS } from '../../config.ts';
import { signedInCustomer, type SignedIn } from '../../test/app.ts';
import { addToCart, cartOf, orderPayload, stockOf } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { startCheckoutApp, type SandboxedApp } from './prompt-checkout.test-support.ts';

/**
 * Razorpay at checkout (spec 2: POST /api/order/razorpay, GET /api/order/verifyRazorpay) over the real app and its
 * sandbox: Checkout is driven by HTTP as the popup's forms post, and the emulator's signed webhooks reach the app.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what the popup hands the opener, read loosely
type Json = Record<string, any>;
type Trio = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
const keys = SANDBOX_CARD_PROVIDERS.razorpay;

function razorpayCheckout(getCtx: () => SandboxedApp) {
  const ctx = () => getCtx();
  const emulator = () => `${ctx().baseUrl}/sandbox/razorpay`;

  async function buyer(stock = 3) {
    const customer = await signedInCustomer(ctx());
    const productId = await insertProduct(ctx().database.db, { name: 'Razorpay Bale', priceShillings: 4200, stock: { '45KG': stock } });
    await addToCart(ctx(), customer, productId, '45KG');
    return { customer, productId };
  }

  async function place(customer: SignedIn): Promise<RazorpayOrderResponse> {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/order/razorpay', headers: customer.headers, payload: await orderPayload(ctx(), customer) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** A form post on Checkout, as the popup's buttons send it; answers what the page hands the opener. */
  async function onCheckout(order: RazorpayOrderResponse, action: 'pay' | 'decline' | 'close'): Promise<Json> {
    const page = await fetch(`${order.checkoutUrl}?order_id=${order.razorpayOrder.id}&key_id=${order.keyId}`);
    expect(page.status).toBe(200);
    const form = new URLSearchParams({ order_id: order.razorpayOrder.id, key_id: order.keyId, action });
    const html = await (await fetch(order.checkoutUrl, { method: 'POST', body: form })).text();
    const data = /data-message="([^"]*)"/.exec(html)?.[1] ?? 'null';
    return JSON.parse(data.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
  }

  const verify = (customer: SignedIn, trio: Trio) =>
    ctx().app.inject({ method: 'GET', url: `/api/order/verifyRazorpay?${new URLSearchParams(trio)}`, headers: customer.headers });

  const attemptOf = async (razorpayOrderId: string) => ctx().app.services.payments.findByProviderRef('razorpay', razorpayOrderId);

  async function eventually(probe: () => Promise<boolean>, timeoutMs = 4_000): Promise<void> {
    const started = Date.now();
    while (!(await probe())) {
      if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }
  const paidByWebhook = (razorpayOrderId: string) => eventually(async () => (await attemptOf(razorpayOrderId))?.state === 'paid');

  return { emulator, buyer, place, onCheckout, verify, attemptOf, eventually, paidByWebhook };
}

describe('Razorpay at checkout, against its emulator', () => {
  let ctx: SandboxedApp;
  const rz = razorpayCheckout(() => ctx);
  beforeAll(async () => {
    ctx = await startCheckoutApp();
  });
  afterAll(async () => ctx.close());

  it('creates the Razorpay order for the server-priced total and holds the stock', async () => {
    const { customer, productId } = await rz.buyer();
    const order = await rz.place(customer);
    expect(order).toMatchObject({
      success: true, amount: 4200, keyId: keys.keyId, checkoutUrl: `${ctx.baseUrl}/sandbox/razorpay/checkout`,
      razorpayOrder: { id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 420_000, currency: 'KES', receipt: order.orderId },
    });
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
    // Stored before the browser is answered (§6.9 rule 1).
    expect((await rz.attemptOf(order.razorpayOrder.id))?.state).toBe('pending');
  });

  it('pays on Checkout: the webhook marks it paid before the browser returns, and verify agrees', async () => {
    const { customer } = await rz.buyer();
    const order = await rz.place(customer);
    const handed = await rz.onCheckout(order, 'pay');
    expect(handed.source).toBe('razorpay-checkout');
    await rz.paidByWebhook(order.razorpayOrder.id);
    const verified = await rz.verify(customer, handed.response as Trio);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<VerifyRazorpayResponse>()).toEqual({ success: true, paymentStatus: 'paid', orderId: order.orderId, message: 'Payment received' });
    expect((await rz.attemptOf(order.razorpayOrder.id))?.receipt).toBe(handed.response.razorpay_payment_id);
    expect((await cartOf(ctx, customer)).items).toHaveLength(0);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/order/${order.orderId}`, headers: customer.headers })).json();
    expect(detail.order ?? detail).toMatchObject({ paymentStatus: 'paid', balance: 0 });
  });

  it('declined on Checkout: failed, and the stock is given back', async () => {
    const { customer, productId } = await rz.buyer();
    const order = await rz.place(customer);
    const handed = await rz.onCheckout(order, 'decline');
    expect(handed.error).toMatchObject({ reason: 'payment_declined', metadata: { order_id: order.razorpayOrder.id } });
    await rz.eventually(async () => (await rz.attemptOf(order.razorpayOrder.id))?.state === 'failed');
    expect(await stockOf(ctx, productId, '45KG')).toBe(3);
  });

  it('closed Checkout: still pending, then expired by the reconciliation job with the stock back', async () => {
    const { customer, productId } = await rz.buyer();
    const order = await rz.place(customer);
    expect(await rz.onCheckout(order, 'close')).toEqual({ source: 'razorpay-checkout', dismissed: true });
    expect((await rz.attemptOf(order.razorpayOrder.id))?.state).toBe('pending');
    await ctx.app.services.payments.reconcile(new Date(Date.now() + 10 * 60_000));
    expect((await rz.attemptOf(order.razorpayOrder.id))?.state).toBe('expired');
    expect(await stockOf(ctx, productId, '45KG')).toBe(3);
  });

  it('credits duplicated and out-of-order webhooks once', async () => {
    await fetch(`${rz.emulator()}/__emulator/delivery`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ duplicate: true, outOfOrder: true }) });
    try {
      const { customer } = await rz.buyer();
      const order = await rz.place(customer);
      await rz.onCheckout(order, 'pay');
      await rz.paidByWebhook(order.razorpayOrder.id);
      const attempt = await rz.attemptOf(order.razorpayOrder.id);
      // Four deliveries (two events, each twice): one event per Razorpay event id in the log, one credit.
      await rz.eventually(async () => (await ctx.app.services.payments.eventsOf(attempt!.id)).filter((event) => event.source === 'callback').length >= 2);
      const events = await ctx.app.services.payments.eventsOf(attempt!.id);
      const callbackKeys = events.filter((event) => event.source === 'callback').map((event) => event.dedupeKey);
      expect(new Set(callbackKeys).size).toBe(callbackKeys.length);
      expect(events.filter((event) => event.state === 'paid' && event.decision === 'apply')).toHaveLength(1);
    } finally {
      await fetch(`${rz.emulator()}/__emulator/delivery`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ duplicate: false, outOfOrder: false }) });
    }
  });

  it('never pays on a forged, unsigned or short-paying webhook, nor on a browser\'s trio alone', async () => {
    const { customer } = await rz.buyer();
    const order = await rz.place(customer);
    const body = JSON.stringify({
      entity: 'event', event: 'payment.captured', contains: ['payment'], created_at: 1730000000,
      payload: { payment: { entity: { id: 'pay_Forged00000001', amount: 420_000, currency: 'KES', status: 'captured', order_id: order.razorpayOrder.id } } },
    });
    const post = (raw: string, headers: Record<string, string>) =>
      fetch(`${ctx.baseUrl}/api/payments/callbacks/provider/razorpay`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: raw });
    expect((await post(body, { 'x-razorpay-event-id': 'Forged0000001a' })).status).toBe(401);
    expect((await post(body, { 'x-razorpay-signature': createHmac('sha256', 'guessed').update(body).digest('hex'), 'x-razorpay-event-id': 'Forged0000001b' })).status).toBe(401);
    // Signed with the real secret but short: Razorpay's Orders API still says the order is unpaid, so nothing is credited.
    const short = body.replace('420000', '100');
    expect((await post(short, { 'x-razorpay-signature': createHmac('sha256', keys.webhookSecret).update(short).digest('hex'), 'x-razorpay-event-id': 'Forged0000001c' })).status).toBe(200);
    const forgedTrio = { razorpay_order_id: order.razorpayOrder.id, razorpay_payment_id: 'pay_Forged00000001', razorpay_signature: 'f'.repeat(64) };
    const verified = await rz.verify(customer, forgedTrio);
    expect(verified.json<VerifyRazorpayResponse>().paymentStatus).not.toBe('paid');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const attempt = await rz.attemptOf(order.razorpayOrder.id);
    expect(attempt?.state).toBe('pending');
    // The signed one is only noted as unconfirmed; the unsigned and wrongly signed never reach the attempt at all.
    const decisions = (await ctx.app.services.payments.eventsOf(attempt!.id)).filter((event) => event.source === 'callback').map((event) => event.decision);
    expect(decisions).toEqual(['unconfirmed']);
  });

  it('answers 404 for another customer\'s payment and for an unknown Razorpay order, 401 without a token', async () => {
    const { customer } = await rz.buyer();
    const order = await rz.place(customer);
    const handed = await rz.onCheckout(order, 'pay');
    const stranger = await signedInCustomer(ctx);
    expect((await rz.verify(stranger, handed.response as Trio)).statusCode).toBe(404);
    expect((await rz.verify(customer, { ...(handed.response as Trio), razorpay_order_id: 'order_Unknown0000000' })).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/order/verifyRazorpay?${new URLSearchParams(handed.response as Trio)}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
  });

  it('refuses a bad order payload with a message', async () => {
    const { customer } = await rz.buyer();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/order/razorpay', headers: customer.headers, payload: { amount: 'lots' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('Razorpay at checkout when the webhook never arrives', () => {
  let ctx: SandboxedApp;
  const rz = razorpayCheckout(() => ctx);
  const previous = process.env.SANDBOX_RAZORPAY_WEBHOOK_URL;
  beforeAll(async () => {
    // The emulator reads its webhook address from the environment: nothing listens on port 9.
    process.env.SANDBOX_RAZORPAY_WEBHOOK_URL = 'http://127.0.0.1:9/lost';
    ctx = await startCheckoutApp();
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.SANDBOX_RAZORPAY_WEBHOOK_URL;
    else process.env.SANDBOX_RAZORPAY_WEBHOOK_URL = previous;
    await ctx.close();
  });

  it('the return (verify) settles it from Razorpay\'s Orders API', async () => {
    const { customer } = await rz.buyer();
    const order = await rz.place(customer);
    const handed = await rz.onCheckout(order, 'pay');
    expect((await rz.attemptOf(order.razorpayOrder.id))?.state).toBe('pending');
    const verified = await rz.verify(customer, handed.response as Trio);
    expect(verified.json<VerifyRazorpayResponse>()).toMatchObject({ success: true, paymentStatus: 'paid' });
  });

  // Needs a second connection to hold the payment's row while verify asks: PostgreSQL only.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('verify answers paid when the webhook settles the payment while verify is asking', async () => {
    const { customer } = await rz.buyer();
    const order = await rz.place(customer);
    const handed = await rz.onCheckout(order, 'pay');
    const attempt = (await rz.attemptOf(order.razorpayOrder.id))!;
    const { db } = ctx.database;
    const paid = { state: 'paid' as const, code: 'captured', message: 'Payment captured', receipt: handed.response.razorpay_payment_id, amountCents: order.razorpayOrder.amount, currency: 'KES' };
    let verified: ReturnType<typeof rz.verify> | undefined;
    // The webhook's transaction settles the payment and, before it commits, verify comes in and waits on its row.
    await db.transaction(async (tx) => {
      await ctx.app.services.payments.recordWithin(tx, attempt.id, paid, 'callback', `webhook-test:${attempt.id}`);
      verified = rz.verify(customer, handed.response as Trio);
      await rz.eventually(async () => {
        const result = await db.execute(sql`
          select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        return ((result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting ?? 0) > 0;
      }, 10_000);
    });
    expect((await verified!).json<VerifyRazorpayResponse>()).toMatchObject({ success: true, paymentStatus: 'paid' });
  });

  it('the reconciliation job settles a payment nobody came back from', async () => {
    const { customer, productId } = await rz.buyer();
    const order = await rz.place(customer);
    await rz.onCheckout(order, 'pay');
    await ctx.app.services.payments.reconcile(new Date(Date.now() + 60_000));
    expect((await rz.attemptOf(order.razorpayOrder.id))?.state).toBe('paid');
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
  });
});
