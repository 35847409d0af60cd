import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../mpesa/test-support.ts';
import { AUTH, createSession, postForm, sessionForm, startWebhookReceiver, type Json } from './test-support.ts';

let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const stripe = () => `${sandbox.base}/stripe`;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startSandbox({}, { env: { SANDBOX_STRIPE_WEBHOOK_URL: receiver.url } });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const getSession = async (id: string, headers: Record<string, string> = AUTH) => {
  const response = await fetch(`${stripe()}/v1/checkout/sessions/${id}`, { headers });
  return { status: response.status, body: await response.json() as Json };
};

describe('Stripe emulator: Checkout Sessions API', () => {
  it('creates an open, unpaid session from a bracket-notation form', async () => {
    const session = await createSession(stripe(), { 'line_items[0][quantity]': '2', 'metadata[attemptId]': 'a-1' });
    expect(session).toMatchObject({
      id: expect.stringMatching(/^cs_test_[A-Za-z0-9]{58}$/), object: 'checkout.session', status: 'open', payment_status: 'unpaid',
      amount_total: 300000, amount_subtotal: 300000, currency: 'kes', client_reference_id: 'ORD-1', payment_intent: null,
      metadata: { orderId: 'ORD-1', attemptId: 'a-1' }, mode: 'payment', livemode: false,
      url: `http://sandbox.test/sandbox/stripe/pay/${session.id as string}`,
    });
    expect(session.expires_at - session.created).toBe(24 * 3600);
    expect((await getSession(session.id)).body).toEqual(session);
  });

  it('refuses a missing or wrong secret key with 401 as Stripe does', async () => {
    const missing = await postForm(`${stripe()}/v1/checkout/sessions`, sessionForm(), {});
    expect(missing.status).toBe(401);
    expect(missing.body.error).toMatchObject({ type: 'invalid_request_error', message: expect.stringContaining('did not provide an API key') });
    const wrong = await postForm(`${stripe()}/v1/checkout/sessions`, sessionForm(), { authorization: 'Bearer sk_test_not_the_key' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ type: 'authentication_error', code: 'api_key_invalid' });
    expect((await getSession('cs_test_x', { authorization: 'Bearer sk_live_other' })).status).toBe(401);
  });

  it.each([
    [{ mode: 'subscription' }, 'mode'],
    [{ 'line_items[0][price_data][unit_amount]': '1500.50' }, 'line_items[0][price_data][unit_amount]'],
    [{ 'line_items[0][price_data][product_data][name]': '' }, 'line_items[0][price_data][product_data][name]'],
    [{ 'line_items[0][quantity]': '0' }, 'line_items[0][quantity]'],
    [{ success_url: 'not a url' }, 'success_url'],
    [{ 'metadata[a_key_that_is_much_longer_than_forty_characters]': 'x' }, 'metadata[a_key_that_is_much_longer_than_forty_characters]'],
    [{ expires_at: String(Math.floor(Date.now() / 1000) + 60) }, 'expires_at'],
  ])('answers invalid_request_error naming the param (%j)', async (overrides, param) => {
    const response = await postForm(`${stripe()}/v1/checkout/sessions`, sessionForm(overrides));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ type: 'invalid_request_error', param });
  });

  it('answers 400 without line items and 404 resource_missing for an unknown session', async () => {
    const form = sessionForm();
    for (const key of Object.keys(form)) if (key.startsWith('line_items')) delete form[key];
    expect((await postForm(`${stripe()}/v1/checkout/sessions`, form)).body.error).toMatchObject({ param: 'line_items', code: 'parameter_missing' });
    const unknown = await getSession('cs_test_unknown');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
  });

  it('honours Idempotency-Key: same params → the same session, other params → idempotency_error', async () => {
    const headers = { ...AUTH, 'idempotency-key': `key-${Date.now()}` };
    const first = await postForm(`${stripe()}/v1/checkout/sessions`, sessionForm(), headers);
    const again = await postForm(`${stripe()}/v1/checkout/sessions`, sessionForm(), headers);
    expect(again.body.id).toBe(first.body.id);
    const changed = await postForm(`${stripe()}/v1/checkout/sessions`, sessionForm({ 'line_items[0][quantity]': '3' }), headers);
    expect(changed.status).toBe(400);
    expect(changed.body.error.type).toBe('idempotency_error');
  });
});

describe('Stripe emulator: hosted page', () => {
  it('shows the amount and the test cards, escaped', async () => {
    const session = await createSession(stripe(), { client_reference_id: '<b>ORD-9</b>' });
    const page = await fetch(`${stripe()}/pay/${session.id as string}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('KES 1,500.00');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0000 0000 9995');
    expect(html).toContain('&#60;b&#62;ORD-9');
    expect(html).not.toContain('<b>ORD-9');
    expect(html).not.toContain('<script');
  });

  it('a declining card leaves the session open with the error shown; 4242 pays and goes to success_url', async () => {
    const session = await createSession(stripe());
    const declined = await postForm(`${stripe()}/pay/${session.id as string}`, { card: '4000000000009995' }, {});
    expect(declined.status).toBe(303);
    expect(declined.location).toBe(`/sandbox/stripe/pay/${session.id as string}`);
    expect(await (await fetch(`${stripe()}/pay/${session.id as string}`)).text()).toContain('Your card has insufficient funds.');
    expect((await getSession(session.id)).body).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(receiver.forSession(session.id)).toEqual([]);

    const paid = await postForm(`${stripe()}/pay/${session.id as string}`, { card: '4242424242424242' }, {});
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://shop.test/verify?success=true&orderId=ORD-1&session_id=${session.id as string}`);
    expect((await getSession(session.id)).body).toMatchObject({ status: 'complete', payment_status: 'paid', payment_intent: expect.stringMatching(/^pi_test_/), url: null });
    expect(await (await fetch(`${stripe()}/pay/${session.id as string}`)).text()).toContain('This payment is complete.');
  });

  it('Cancel goes back to cancel_url and leaves the session open', async () => {
    const session = await createSession(stripe());
    const cancelled = await postForm(`${stripe()}/pay/${session.id as string}/cancel`, {}, {});
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe('http://shop.test/verify?success=false&orderId=ORD-1');
    expect((await getSession(session.id)).body.status).toBe('open');
  });
});
