import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../mpesa/test-support.ts';
import { paystackSignature } from './signature.ts';
import { initializeBody, paystackCall, startPaystackSandbox, startWebhookReceiver, waitFor } from './test-support.ts';
import { retrySchedule } from './webhooks.ts';

let sandbox: Sandbox;
let paystack: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startPaystackSandbox(receiver.url);
  paystack = `${sandbox.base}/paystack`;
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const initialize = (overrides: Record<string, unknown> = {}, key?: string | null) =>
  paystackCall(`${paystack}/transaction/initialize`, { body: initializeBody(overrides), key });
const verify = (reference: string) => paystackCall(`${paystack}/transaction/verify/${encodeURIComponent(reference)}`);
const admin = (reference: string, action: string, body: unknown = {}) =>
  fetch(`${paystack}/__emulator/transactions/${reference}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
/** The hosted page's form, posted as a browser does (redirects not followed). */
const submit = (authorizationUrl: string, fields: Record<string, string>) =>
  fetch(authorizationUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('Paystack signature (reference §6.8)', () => {
  it('matches the test vector', () => {
    expect(paystackSignature('sk_test_example', '{"event":"charge.success","data":{"reference":"ORD-1"}}')).toBe(
      '9807e3f936636682827ad41519167561cdf59c5d3ca58cb20e5d20cf20d3812449d5497fb4e2f2ff76b964f137f383b274c2d3b48f702937b4b3f631d4c99721',
    );
  });
});

describe('POST /transaction/initialize', () => {
  it('creates an abandoned transaction and answers the authorization URL on the emulator', async () => {
    const body = initializeBody();
    const { status, body: answer } = await paystackCall(`${paystack}/transaction/initialize`, { body });
    expect(status).toBe(200);
    expect(answer).toEqual({
      status: true, message: 'Authorization URL created',
      data: { authorization_url: expect.stringMatching(new RegExp(`^${paystack}/checkout/[a-z0-9]{15}$`)), access_code: expect.stringMatching(/^[a-z0-9]{15}$/), reference: body.reference },
    });
    expect((await verify(body.reference)).body).toMatchObject({
      status: true, message: 'Verification successful',
      data: { status: 'abandoned', reference: body.reference, amount: 420_000, currency: 'KES', paid_at: null, metadata: { attemptId: 'a-1' }, customer: { email: 'wanjiku@example.co.ke' } },
    });
  });

  it('refuses a missing or wrong secret key with 401 Invalid key', async () => {
    for (const key of [null, 'sk_test_not_ours']) {
      expect(await initialize({}, key)).toEqual({ status: 401, body: { status: false, message: 'Invalid key' } });
    }
    expect((await paystackCall(`${paystack}/transaction/verify/x`, { key: null })).status).toBe(401);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid Email Address Passed'],
    ['email', { email: undefined }, 'Invalid Email Address Passed'],
    ['amount', { amount: 1500.5 }, 'Invalid Amount Sent'],
    ['amount', { amount: 0 }, 'Invalid Amount Sent'],
    ['amount', { amount: '15.00' }, 'Invalid Amount Sent'],
    ['currency', { currency: 'NGN' }, 'Currency not supported by merchant'],
    ['reference', { reference: 'ORD 1/2' }, expect.stringMatching(/^Invalid transaction reference/)],
    ['callback_url', { callback_url: 'javascript:alert(1)' }, 'Invalid callback url'],
    ['metadata', { metadata: [1, 2] }, expect.stringMatching(/^Invalid metadata/)],
  ])('refuses an invalid %s with 400 (%j)', async (_field, overrides, message) => {
    expect(await initialize(overrides)).toEqual({ status: 400, body: { status: false, message } });
  });

  it('refuses a reference used before, and makes one up when none is sent', async () => {
    const first = await initialize();
    const again = await initialize({ reference: first.body.data?.reference });
    expect(again).toEqual({ status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } });
    const generated = await initialize({ reference: undefined });
    expect(generated.body.data?.reference).toMatch(/^T\d{15}$/);
  });

  it('answers unreadable JSON in its own envelope', async () => {
    const response = await fetch(`${paystack}/transaction/initialize`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer sk_test_mitumba_sandbox_paystack' }, body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, message: 'Invalid JSON body' });
  });

  it('says "Transaction reference not found" (400) for an unknown reference', async () => {
    expect(await verify('ORD-nobody')).toEqual({ status: 400, body: { status: false, message: 'Transaction reference not found' } });
  });
});

describe('the hosted page', () => {
  it('shows the amount and the test card, then Pay: success, a signed charge.success, and 302 to callback_url', async () => {
    const { body } = await initialize({ callback_url: 'http://shop.test/paystack-success?from=checkout' });
    const { authorization_url: url, reference } = body.data as { authorization_url: string; reference: string };
    const page = await fetch(url);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Pay KES 4,200.00');
    expect(html).toContain('4084 0840 8408 4081');
    expect(html).not.toMatch(/<script>/);

    const paid = await submit(url, { action: 'pay', card: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(`http://shop.test/paystack-success?from=checkout&trxref=${reference}&reference=${reference}`);

    const [webhook] = await waitFor(() => receiver.for(reference).length > 0 && receiver.for(reference));
    expect(webhook?.signature).toBe(paystackSignature('sk_test_mitumba_sandbox_paystack', webhook?.raw ?? ''));
    expect(webhook?.body).toMatchObject({ event: 'charge.success', data: { status: 'success', reference, amount: 420_000, currency: 'KES', channel: 'card', gateway_response: 'Successful' } });
    expect((await verify(reference)).body.data).toMatchObject({
      status: 'success', amount: 420_000, currency: 'KES', channel: 'card', paid_at: expect.stringMatching(/^\d{4}-/), authorization: { last4: '4081' },
    });
    // The page of a settled transaction offers no second payment.
    expect(await (await fetch(url)).text()).toContain('Payment successful');
    expect((await submit(url, { action: 'pay', card: '4084084084084081' })).status).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.for(reference)).toHaveLength(1);
  });

  it.each([
    ['Decline', { action: 'decline' }],
    ['another card', { action: 'pay', card: '4000 0000 0000 0002' }],
  ])('%s: failed, no webhook, and the same redirect', async (_name, fields) => {
    const { body } = await initialize();
    const { authorization_url: url, reference } = body.data as { authorization_url: string; reference: string };
    const declined = await submit(url, fields);
    expect(declined.status).toBe(302);
    expect(declined.headers.get('location')).toContain(`trxref=${reference}`);
    expect((await verify(reference)).body.data).toMatchObject({ status: 'failed', gateway_response: 'Declined', paid_at: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.for(reference)).toHaveLength(0);
  });

  it('Cancel leaves it abandoned and sends the browser back', async () => {
    const { body } = await initialize();
    const { authorization_url: url, reference } = body.data as { authorization_url: string; reference: string };
    expect((await submit(url, { action: 'abandon' })).status).toBe(302);
    expect((await verify(reference)).body.data).toMatchObject({ status: 'abandoned' });
  });

  it('answers 404 for an unknown access code', async () => {
    expect((await fetch(`${paystack}/checkout/nosuchcode12345`)).status).toBe(404);
  });
});

describe('webhook delivery and the admin API', () => {
  it('retries a webhook not answered 200 on the (scaled) schedule, recording each try', async () => {
    const { body } = await initialize();
    const reference = String(body.data?.reference);
    receiver.statuses.push(500, 204);
    expect((await admin(reference, 'pay')).status).toBe(200);
    await waitFor(() => receiver.for(reference).length === 3);
    const deliveries = await (await fetch(`${paystack}/__emulator/webhooks?reference=${reference}`)).json() as { deliveries: Array<{ attempt: number; status: number }> };
    expect(deliveries.deliveries.map(({ attempt, status }) => [attempt, status])).toEqual([[1, 500], [2, 204], [3, 200]]);
    // The three copies are the same bytes, signed alike.
    expect(new Set(receiver.for(reference).map((webhook) => webhook.raw)).size).toBe(1);
  });

  it('follows the test-mode schedule (hourly × 10) and the live one (3 min × 4, then hourly for 72 h)', () => {
    expect(retrySchedule('sk_test_x')).toEqual(Array(10).fill(3_600_000));
    const live = retrySchedule('sk_live_x');
    expect(live.slice(0, 5)).toEqual([180_000, 180_000, 180_000, 180_000, 3_600_000]);
    expect(live).toHaveLength(76);
  });

  it('gives up after the last retry', async () => {
    const { body } = await initialize();
    const reference = String(body.data?.reference);
    receiver.statuses.push(...Array<number>(11).fill(503));
    await admin(reference, 'pay');
    await waitFor(() => receiver.for(reference).length === 11);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.for(reference)).toHaveLength(11);
  });

  it('pays by API another amount or currency, twice delivered, or never delivered; redelivers on demand', async () => {
    const short = String((await initialize()).body.data?.reference);
    await admin(short, 'pay', { amount: 100, currency: 'USD', duplicate: true });
    await waitFor(() => receiver.for(short).length === 2);
    expect(receiver.for(short)[0]?.body.data).toMatchObject({ amount: 100, currency: 'USD', requested_amount: 420_000 });
    expect((await verify(short)).body.data).toMatchObject({ amount: 100, currency: 'USD' });

    const silent = String((await initialize()).body.data?.reference);
    await admin(silent, 'pay', { drop: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.for(silent)).toHaveLength(0);
    expect((await verify(silent)).body.data).toMatchObject({ status: 'success' });
    expect((await admin(silent, 'webhook')).status).toBe(200);
    expect(receiver.for(silent)).toHaveLength(1);

    expect((await admin(silent, 'pay')).status).toBe(409);
    expect((await admin('ORD-nobody', 'pay')).status).toBe(404);
    const declined = String((await initialize()).body.data?.reference);
    expect((await admin(declined, 'decline')).status).toBe(200);
    expect((await admin(declined, 'webhook')).status).toBe(409);
  });
});
