import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ID, PAYMENT_ID } from './ids.ts';
import { checkoutSignature, hmacHex } from './signatures.ts';
import { retryDelaysMs } from './webhooks.ts';
import { call, createOrder, KEYS, startRazorpaySandbox, startWebhookReceiver, waitFor, type RazorpaySandbox } from './test-support.ts';

describe('Razorpay signatures (payment-providers.md §6.8 vectors)', () => {
  it('signs the checkout handler trio and webhooks as the reference computes', () => {
    expect(checkoutSignature('rzp_secret_example', 'order_TEST123', 'pay_TEST456')).toBe('712615e9b06d4c7fd892cbaf8ae08baca06b58c45ac5352e910c7a81796f17a4');
    expect(hmacHex('webhook_secret_example', '{"event":"payment.captured"}')).toBe('0988277d69570bb9d3ed6466dbc14e5000092dfdc97749d101de69ea1423af32');
  });

  it('retries with exponential back-off within 24 hours', () => {
    const delays = retryDelaysMs();
    expect(delays[0]).toBe(60_000);
    expect(delays[1]).toBe(120_000);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(24 * 3_600_000);
  });
});

describe('Razorpay emulator over HTTP', () => {
  let sandbox: RazorpaySandbox;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startRazorpaySandbox(receiver.url);
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });

  it('creates an order with Basic auth and answers it by id', async () => {
    const order = await createOrder(sandbox.razorpay, { notes: { attempt: 'a1' } });
    expect(order).toMatchObject({ entity: 'order', amount: 150000, amount_paid: 0, amount_due: 150000, currency: 'KES', receipt: 'ORD-10023', status: 'created', attempts: 0 });
    expect(order.id).toMatch(ORDER_ID);
    expect(order.created_at).toBeCloseTo(Date.now() / 1000, -1);
    expect((await call(`${sandbox.razorpay}/v1/orders/${order.id}`)).body).toEqual(order);
    expect((await call(`${sandbox.razorpay}/v1/orders/${order.id}/payments`)).body).toEqual({ entity: 'collection', count: 0, items: [] });
  });

  it.each([
    [{ amount: 99 }, 'amount'], [{ amount: 150.5 }, 'amount'], [{ amount: undefined }, 'amount'], [{ currency: 'USD' }, 'currency'],
    [{ receipt: 'R'.repeat(41) }, 'receipt'], [{ notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v'])) }, 'notes'],
  ])('refuses %j in Razorpay\'s error envelope', async (overrides, field) => {
    const refused = await call(`${sandbox.razorpay}/v1/orders`, { body: { amount: 150000, currency: 'KES', ...overrides } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'input_validation_failed', field });
  });

  it('refuses wrong or missing keys, and unknown ids', async () => {
    const wrong = `Basic ${Buffer.from(`${KEYS.keyId}:nope`).toString('base64')}`;
    expect((await call(`${sandbox.razorpay}/v1/orders`, { body: { amount: 150000, currency: 'KES' }, auth: wrong })).status).toBe(401);
    expect((await call(`${sandbox.razorpay}/v1/orders/order_AAAAAAAAAAAAAA`, { auth: null })).status).toBe(401);
    expect((await call(`${sandbox.razorpay}/v1/orders/order_AAAAAAAAAAAAAA`)).status).toBe(400);
    expect((await call(`${sandbox.razorpay}/v1/payments/pay_AAAAAAAAAAAAAA`)).body.error.code).toBe('BAD_REQUEST_ERROR');
  });

  it('pays on the checkout page: handler trio signed with the key secret, order paid, signed webhooks', async () => {
    const order = await createOrder(sandbox.razorpay);
    const page = await fetch(`${sandbox.razorpay}/checkout?order_id=${order.id}&key_id=${KEYS.keyId}`);
    const html = await page.text();
    expect(html).toContain('KES 1,500.00');
    expect(html).not.toMatch(/<script>/);
    const form = new URLSearchParams({ order_id: order.id as string, key_id: KEYS.keyId, action: 'pay' });
    const answered = await (await fetch(`${sandbox.razorpay}/checkout`, { method: 'POST', body: form })).text();
    expect(answered).toContain('/sandbox/razorpay/checkout/result.js');
    const message = JSON.parse(/data-message="([^"]*)"/.exec(answered)![1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
    const { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature } = message.response;
    expect(message.source).toBe('razorpay-checkout');
    expect(orderId).toBe(order.id);
    expect(paymentId).toMatch(PAYMENT_ID);
    expect(signature).toBe(createHmac('sha256', KEYS.keySecret).update(`${order.id}|${paymentId}`).digest('hex'));

    expect((await call(`${sandbox.razorpay}/v1/orders/${order.id}`)).body).toMatchObject({ status: 'paid', amount_paid: 150000, amount_due: 0, attempts: 1 });
    expect((await call(`${sandbox.razorpay}/v1/payments/${paymentId}`)).body).toMatchObject({ status: 'captured', amount: 150000, currency: 'KES', order_id: order.id });

    const hooks = await waitFor(() => {
      const mine = receiver.received.filter((hook) => hook.body.payload.payment.entity.order_id === order.id);
      return mine.length === 2 ? mine : undefined;
    });
    expect(hooks.map((hook) => hook.body.event)).toEqual(['payment.captured', 'order.paid']);
    for (const hook of hooks) expect(hook.headers['x-razorpay-signature']).toBe(hmacHex(KEYS.webhookSecret, hook.raw));
    expect(new Set(hooks.map((hook) => hook.headers['x-razorpay-event-id'])).size).toBe(2);
    // A paid order takes no second payment.
    expect((await fetch(`${sandbox.razorpay}/checkout`, { method: 'POST', body: form })).status).toBe(400);
  });

  it('declines: a failed payment, the order attempted, payment.failed, the error object for the opener', async () => {
    const order = await createOrder(sandbox.razorpay);
    const declined = await call(`${sandbox.razorpay}/__emulator/orders/${order.id}/pay`, { body: { outcome: 'declined' } });
    expect(declined.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_declined', metadata: { order_id: order.id } });
    expect((await call(`${sandbox.razorpay}/v1/orders/${order.id}`)).body).toMatchObject({ status: 'attempted', attempts: 1 });
    const hook = await waitFor(() => receiver.received.find((one) => one.body.payload.payment.entity.order_id === order.id));
    expect(hook.body.event).toBe('payment.failed');
  });

  it('closing the page reports dismissed and changes nothing', async () => {
    const order = await createOrder(sandbox.razorpay);
    const form = new URLSearchParams({ order_id: order.id as string, key_id: KEYS.keyId, action: 'close' });
    expect(await (await fetch(`${sandbox.razorpay}/checkout`, { method: 'POST', body: form })).text()).toContain('dismissed');
    expect((await call(`${sandbox.razorpay}/v1/orders/${order.id}`)).body.status).toBe('created');
  });

  it('refuses the checkout page for a wrong key id', async () => {
    const order = await createOrder(sandbox.razorpay);
    expect((await fetch(`${sandbox.razorpay}/checkout?order_id=${order.id}&key_id=rzp_test_other`)).status).toBe(401);
  });

  it('duplicates and reverses delivery when switched, and redelivers on request', async () => {
    await call(`${sandbox.razorpay}/__emulator/delivery`, { body: { duplicate: true, outOfOrder: true } });
    const order = await createOrder(sandbox.razorpay);
    await call(`${sandbox.razorpay}/__emulator/orders/${order.id}/pay`, { body: { outcome: 'paid' } });
    const mine = () => receiver.received.filter((hook) => hook.body.payload.payment.entity.order_id === order.id);
    const hooks = await waitFor(() => (mine().length === 4 ? mine() : undefined));
    await call(`${sandbox.razorpay}/__emulator/delivery`, { body: { duplicate: false, outOfOrder: false } });
    expect(hooks.map((hook) => hook.body.event)).toEqual(['order.paid', 'order.paid', 'payment.captured', 'payment.captured']);
    expect(hooks[0]!.headers['x-razorpay-event-id']).toBe(hooks[1]!.headers['x-razorpay-event-id']);
    const eventId = hooks[0]!.headers['x-razorpay-event-id'] as string;
    const redelivered = await call(`${sandbox.razorpay}/__emulator/events/${eventId}/redeliver`, { body: {} });
    expect(redelivered.body.attempts.length).toBeGreaterThanOrEqual(2);
    expect(mine()).toHaveLength(5);
  });
});

describe('Razorpay webhook retries', () => {
  it('retries a webhook the shop answered with an error until it gets a 2xx', async () => {
    const receiver = await startWebhookReceiver([500, 503]);
    const sandbox = await startRazorpaySandbox(receiver.url);
    try {
      const order = await createOrder(sandbox.razorpay);
      await call(`${sandbox.razorpay}/__emulator/orders/${order.id}/pay`, { body: { outcome: 'declined' } });
      await waitFor(() => (receiver.received.length === 3 ? true : undefined), 5000);
      expect(new Set(receiver.received.map((hook) => hook.headers['x-razorpay-event-id'])).size).toBe(1);
      const events = (await call(`${sandbox.razorpay}/__emulator/events`)).body.events as { delivered: boolean; attempts: { status: number }[] }[];
      expect(events[0]).toMatchObject({ delivered: true, attempts: [{ status: 500 }, { status: 503 }, { status: 200 }] });
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });

  it('counts an answer slower than the timeout (5 s, shortened here) as a failure and sends again', async () => {
    const receiver = await startWebhookReceiver([], [400]);
    const sandbox = await startRazorpaySandbox(receiver.url, { SANDBOX_RAZORPAY_WEBHOOK_TIMEOUT_MS: '100' });
    try {
      const order = await createOrder(sandbox.razorpay);
      await call(`${sandbox.razorpay}/__emulator/orders/${order.id}/pay`, { body: { outcome: 'declined' } });
      await waitFor(() => (receiver.received.length === 2 ? true : undefined), 5000);
      // The second answer is recorded by the receiver a moment before the emulator reads it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [event] = (await call(`${sandbox.razorpay}/__emulator/events`)).body.events as { delivered: boolean; attempts: { status: number | null; error?: string }[] }[];
      expect(event).toMatchObject({ delivered: true, attempts: [{ status: null, error: expect.stringMatching(/timeout|abort/i) }, { status: 200 }] });
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });
});
