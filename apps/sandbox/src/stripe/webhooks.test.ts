import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startSandbox, waitFor, type Sandbox } from '../mpesa/test-support.ts';
import { SANDBOX_STRIPE_WEBHOOK_SECRET } from './config.ts';
import { createSession, postJson, startWebhookReceiver, type Delivery } from './test-support.ts';
import { stripeSignature } from './webhooks.ts';

let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const stripe = () => `${sandbox.base}/stripe`;
// Test profile retries (1 h, 2 h, 4 h) scaled down to 50, 100, 200 ms.
const RETRY_SCALE = String(50 / 3_600_000);

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startSandbox({}, { env: { SANDBOX_STRIPE_WEBHOOK_URL: receiver.url, SANDBOX_STRIPE_RETRY_SCALE: RETRY_SCALE } });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

/** Parses `t=…,v1=…[,v1=…]` and checks it independently of the emulator's code: HMAC-SHA256(whsec, `${t}.${raw}`). */
function verifies(delivery: Delivery, secret = SANDBOX_STRIPE_WEBHOOK_SECRET): { t: number; valid: boolean; v1: string[] } {
  const pairs = delivery.signature.split(',').map((pair) => pair.split('=') as [string, string]);
  const t = Number(pairs.find(([key]) => key === 't')?.[1]);
  const v1 = pairs.filter(([key]) => key === 'v1').map(([, value]) => value);
  const expected = createHmac('sha256', secret).update(`${t}.${delivery.raw}`).digest('hex');
  return { t, v1, valid: v1.includes(expected) };
}

const admin = (path: string, body: unknown = {}) => postJson(`${stripe()}/__emulator/${path}`, body);
const deliveriesOf = (id: string, count = 1) => waitFor(() => (receiver.forSession(id).length >= count ? receiver.forSession(id) : undefined));

describe('Stripe emulator: webhooks', () => {
  it('matches the signature test vector of §6.8', () => {
    expect(stripeSignature('whsec_test_example', 1700000000, '{"id":"evt_test","type":"checkout.session.completed"}'))
      .toBe('80da9c1ab3965ae056fc2261d9d43ca3b3e9a23cda1a7cf6d2cf912f4bc4779e');
  });

  it('sends checkout.session.completed, signed over the exact bytes with a current timestamp', async () => {
    const session = await createSession(stripe());
    expect((await admin(`sessions/${session.id as string}/pay`)).status).toBe(200);
    const [delivery] = await deliveriesOf(session.id);
    expect(delivery?.body).toMatchObject({
      id: expect.stringMatching(/^evt_1[A-Za-z0-9]{23}$/), object: 'event', type: 'checkout.session.completed', api_version: '2024-06-20', livemode: false,
      data: { object: { id: session.id, object: 'checkout.session', status: 'complete', payment_status: 'paid', amount_total: 150000, currency: 'kes', metadata: { orderId: 'ORD-1' } } },
    });
    const check = verifies(delivery as Delivery);
    expect(check.valid).toBe(true);
    expect(Math.abs(check.t - Date.now() / 1000)).toBeLessThan(5);
  });

  it('can sign stale (t − 600 s), with a wrong secret, or with two v1 values (rotation)', async () => {
    const stale = await createSession(stripe());
    await admin(`sessions/${stale.id as string}/pay`, { signing: 'stale' });
    const staleCheck = verifies((await deliveriesOf(stale.id))[0] as Delivery);
    expect(staleCheck.valid).toBe(true);
    expect(Date.now() / 1000 - staleCheck.t).toBeGreaterThan(595);

    const wrong = await createSession(stripe());
    await admin(`sessions/${wrong.id as string}/pay`, { signing: 'wrong-secret' });
    expect(verifies((await deliveriesOf(wrong.id))[0] as Delivery).valid).toBe(false);

    const rotated = await createSession(stripe());
    await admin(`sessions/${rotated.id as string}/pay`, { signing: 'rotated' });
    const rotatedCheck = verifies((await deliveriesOf(rotated.id))[0] as Delivery);
    expect(rotatedCheck.v1).toHaveLength(2);
    expect(rotatedCheck.valid).toBe(true);
  });

  it('duplicates on request (same event id and bytes), and drops on request', async () => {
    const session = await createSession(stripe());
    await admin(`sessions/${session.id as string}/pay`, { duplicate: true });
    const [first, second] = await deliveriesOf(session.id, 2);
    expect(second?.raw).toBe(first?.raw);

    const dropped = await createSession(stripe());
    await admin(`sessions/${dropped.id as string}/pay`, { drop: true });
    await sleep(150);
    expect(receiver.forSession(dropped.id)).toEqual([]);
    const events = (await (await fetch(`${stripe()}/__emulator/events`)).json()) as { events: { id: string; sessionId: string }[] };
    const event = events.events.find((candidate) => candidate.sessionId === dropped.id);
    expect(event).toBeDefined();
    await admin(`events/${event?.id ?? ''}/redeliver`);
    expect((await deliveriesOf(dropped.id))[0]?.body.id).toBe(event?.id);
  });

  it('retries a non-2xx answer on the (scaled) test profile: three retries, then stops', async () => {
    receiver.state.status = 500;
    try {
      const session = await createSession(stripe());
      await admin(`sessions/${session.id as string}/pay`);
      await deliveriesOf(session.id, 4);
      await sleep(400);
      const deliveries = receiver.forSession(session.id);
      expect(deliveries).toHaveLength(4);
      expect(new Set(deliveries.map((delivery) => delivery.body.id)).size).toBe(1);
    } finally {
      receiver.state.status = 200;
    }
  });

  it('stops retrying once the endpoint answers 2xx', async () => {
    receiver.state.status = 503;
    const session = await createSession(stripe());
    await admin(`sessions/${session.id as string}/pay`);
    await deliveriesOf(session.id, 1);
    receiver.state.status = 200;
    await sleep(450);
    expect(receiver.forSession(session.id)).toHaveLength(2);
  });

  it('expires a session by the admin API with checkout.session.expired; a closed one cannot be paid', async () => {
    const session = await createSession(stripe());
    await admin(`sessions/${session.id as string}/expire`);
    expect((await deliveriesOf(session.id))[0]?.body).toMatchObject({ type: 'checkout.session.expired', data: { object: { status: 'expired', payment_status: 'unpaid' } } });
    expect((await admin(`sessions/${session.id as string}/pay`)).status).toBe(409);
  });

  it('sends checkout.session.async_payment_failed via the admin API', async () => {
    const session = await createSession(stripe());
    await admin(`sessions/${session.id as string}/async-payment-failed`);
    expect((await deliveriesOf(session.id))[0]?.body).toMatchObject({ type: 'checkout.session.async_payment_failed', data: { object: { payment_status: 'unpaid' } } });
  });

  it('admin decline leaves the session open and sends nothing', async () => {
    const session = await createSession(stripe());
    const declined = await admin(`sessions/${session.id as string}/decline`);
    expect(declined.body).toMatchObject({ result: 'Your card was declined.', session: { status: 'open' } });
    await sleep(100);
    expect(receiver.forSession(session.id)).toEqual([]);
  });
});

describe('Stripe emulator: expiry at expires_at', () => {
  let own: Sandbox;
  let endpoint: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    endpoint = await startWebhookReceiver();
    own = await startSandbox({}, { env: { SANDBOX_STRIPE_WEBHOOK_URL: endpoint.url } });
  });
  afterAll(async () => {
    await own.close();
    await endpoint.close();
  });

  it('expires an open session once the emulator clock passes expires_at, and sends checkout.session.expired', async () => {
    const base = `${own.base}/stripe`;
    const soon = await createSession(base, { expires_at: String(Math.floor(Date.now() / 1000) + 31 * 60) });
    const later = await createSession(base);
    await sleep(1100);
    expect(endpoint.forSession(soon.id)).toEqual([]);
    expect((await postJson(`${base}/__emulator/clock`, { advanceSeconds: 32 * 60 })).status).toBe(200);
    const [expired] = await waitFor(() => (endpoint.forSession(soon.id).length > 0 ? endpoint.forSession(soon.id) : undefined), 2500);
    expect(expired?.body).toMatchObject({ type: 'checkout.session.expired', data: { object: { id: soon.id, status: 'expired' } } });
    expect(endpoint.forSession(later.id)).toEqual([]);
    expect((await postJson(`${base}/__emulator/clock`, { advanceSeconds: -1 })).status).toBe(400);
  });
});
