import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARD_PROVIDERS } from '../../../../config.ts';
import { ProviderRefusal, jsonNotification, type AttemptRequest, type CallbackResult, type PaymentProvider, type ProviderNotification } from '../../provider.ts';
import { providerContract } from '../../provider-contract.ts';
import { sleep, startProviderRig, type ProviderRig } from '../provider-test-support.ts';
import { createStripeProvider } from './stripe.provider.ts';

let rig: ProviderRig;
let provider: PaymentProvider;
let stripeBase: string;
const PUBLIC_URL = 'http://shop.test';
let counter = 0;

/** What the admin API should do to each contract attempt's session (Stripe settles nothing by itself: a person pays). */
const plannedOutcome = new Map<string, 'paid' | 'declined' | 'timeout'>();
const settled = new Set<string>();

const attempt = (amountCents = 150_000): AttemptRequest => {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return { attemptId: `7a1c2a9e-0000-4000-8000-${String(counter).padStart(12, '0')}`, orderRef: `ORD-20261122-st${suffix}`, amountCents, phone: '', callbackUrl: 'http://unused.test' };
};

type AdminSession = { id: string; amount_total: number; currency: string; client_reference_id: string; metadata: Record<string, string>; success_url: string; cancel_url: string };
async function emulatorSession(id: string): Promise<AdminSession> {
  const { sessions } = await (await fetch(`${stripeBase}/__emulator/sessions`)).json() as { sessions: AdminSession[] };
  const found = sessions.find((session) => session.id === id);
  if (!found) throw new Error(`no session ${id}`);
  return found;
}

async function admin(path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${stripeBase}/__emulator/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`admin ${path}: ${response.status}`);
}

const actions = { paid: 'pay', declined: 'async-payment-failed', timeout: 'expire' } as const;

/** Settles a contract attempt's session once through the admin API, then waits for its webhooks. */
async function contractCallbacks(ref: string): Promise<CallbackResult[]> {
  const session = await emulatorSession(ref);
  const outcome = plannedOutcome.get(session.client_reference_id);
  if (outcome && !settled.has(ref)) {
    settled.add(ref);
    await admin(`sessions/${ref}/${actions[outcome]}`);
  }
  return rig.callbacksFor(provider, ref);
}

/** The webhooks that reached the receiver for a session, as raw notifications. */
async function notificationsFor(ref: string, count = 1): Promise<ProviderNotification[]> {
  const started = Date.now();
  for (;;) {
    const found = rig.notifications.filter((notification) => (notification.body as { data?: { object?: { id?: string } } }).data?.object?.id === ref);
    if (found.length >= count || Date.now() - started > 3000) return found;
    await sleep(20);
  }
}

beforeAll(async () => {
  rig = await startProviderRig({
    env: (origin) => ({ SANDBOX_STRIPE_WEBHOOK_URL: `${origin}/api/payments/callbacks/provider/stripe`, SANDBOX_STRIPE_RETRY_SCALE: '0.00001' }),
    acknowledgement: { contentType: 'application/json', body: '{"received":true}' },
  });
  stripeBase = `${rig.sandboxBase}/stripe`;
  provider = createStripeProvider({ apiBase: stripeBase, ...SANDBOX_CARD_PROVIDERS.stripe }, PUBLIC_URL);
});

afterAll(() => rig.close());

providerContract('Stripe', {
  provider: () => provider,
  attempt: (outcome) => {
    const request = attempt();
    plannedOutcome.set(request.orderRef, outcome);
    return request;
  },
  callbacks: contractCallbacks,
  forgedBodies: () => [
    { id: 'evt_1forged', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_forged', object: 'checkout.session', payment_status: 'paid', amount_total: 150000, currency: 'kes' } } },
    null, [], 'type=checkout.session.completed',
  ],
  declinedState: 'failed',
});

describe('Stripe provider against its emulator', () => {
  it('creates one Checkout Session: KES in cents, the order ref, the attempt id and the return URLs', async () => {
    const request = attempt(150_050);
    const initiated = await provider.initiate(request);
    expect(initiated.providerRef).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(initiated.nextAction).toEqual({ kind: 'redirect', url: `http://sandbox.test/sandbox/stripe/pay/${initiated.providerRef}` });
    expect(await emulatorSession(initiated.providerRef)).toMatchObject({
      amount_total: 150_050, currency: 'kes', client_reference_id: request.orderRef,
      metadata: { orderId: request.orderRef, attemptId: request.attemptId },
      success_url: `${PUBLIC_URL}/verify?success=true&orderId=${request.orderRef}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/verify?success=false&orderId=${request.orderRef}`,
    });
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'pending', code: 'open' });
  });

  it('uses the attempt id as the idempotency key: a retried initiate gets the same session', async () => {
    const request = attempt();
    expect((await provider.initiate(request)).providerRef).toBe((await provider.initiate(request)).providerRef);
  });

  it('paid: the session reports the amount, KES and the PaymentIntent', async () => {
    const initiated = await provider.initiate(attempt(99_900));
    await admin(`sessions/${initiated.providerRef}/pay`);
    expect(await provider.queryStatus(initiated.providerRef)).toEqual({
      state: 'paid', code: 'paid', message: 'Card payment received', amountCents: 99_900, currency: 'KES', receipt: expect.stringMatching(/^pi_test_/),
    });
  });

  it('reports what Stripe says was paid, even when it differs from the order (the core compares)', async () => {
    const initiated = await provider.initiate(attempt(150_000));
    await admin(`sessions/${initiated.providerRef}/pay`, { amountTotal: 100, currency: 'usd' });
    const [callback] = await rig.callbacksFor(provider, initiated.providerRef);
    expect(callback).toMatchObject({ accepted: true, outcome: { state: 'paid', amountCents: 100, currency: 'USD' } });
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ amountCents: 100, currency: 'USD' });
  });

  it('a declined card sends nothing and leaves the attempt pending', async () => {
    const initiated = await provider.initiate(attempt());
    await admin(`sessions/${initiated.providerRef}/decline`);
    await sleep(100);
    expect(await rig.callbacksFor(provider, initiated.providerRef, 50)).toEqual([]);
    expect((await provider.queryStatus(initiated.providerRef)).state).toBe('pending');
  });

  it('refuses amounts that are not whole positive cents before calling Stripe', async () => {
    await expect(provider.initiate(attempt(0))).rejects.toBeInstanceOf(ProviderRefusal);
    await expect(provider.initiate(attempt(1500.5))).rejects.toBeInstanceOf(ProviderRefusal);
  });

  it('a wrong secret key is a refusal (authentication_error); an unreachable API is not', async () => {
    const wrongKey = createStripeProvider({ apiBase: stripeBase, secretKey: 'sk_test_someone_else', webhookSecret: 'whsec_x' }, PUBLIC_URL);
    await expect(wrongKey.initiate(attempt())).rejects.toMatchObject({ name: 'ProviderRefusal', code: 'api_key_invalid' });
    const nowhere = createStripeProvider({ apiBase: 'http://127.0.0.1:9/sandbox/stripe', ...SANDBOX_CARD_PROVIDERS.stripe }, PUBLIC_URL);
    const failure = await nowhere.initiate(attempt()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ProviderRefusal);
  });
});

describe('Stripe webhooks: verified over the raw bytes', () => {
  async function paidNotification(options: Record<string, unknown> = {}): Promise<{ ref: string; notifications: ProviderNotification[] }> {
    const initiated = await provider.initiate(attempt());
    await admin(`sessions/${initiated.providerRef}/pay`, options);
    return { ref: initiated.providerRef, notifications: await notificationsFor(initiated.providerRef, options.duplicate ? 2 : 1) };
  }

  it('accepts a genuine one, keyed by the event id', async () => {
    const { ref, notifications: [notification] } = await paidNotification();
    const event = notification?.body as { id: string };
    expect(provider.parseCallback(notification as ProviderNotification)).toMatchObject({ accepted: true, providerRef: ref, dedupeKey: `stripe:${event.id}`, outcome: { state: 'paid', amountCents: 150_000, currency: 'KES' } });
  });

  it('gives a duplicated delivery the same dedupe key', async () => {
    const { notifications } = await paidNotification({ duplicate: true });
    const keys = notifications.map((notification) => provider.parseCallback(notification)).map((result) => (result.accepted ? result.dedupeKey : 'rejected'));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^stripe:evt_/);
  });

  it('rejects an unsigned body, a wrong secret, and a replay outside the 5-minute tolerance', async () => {
    const { notifications: [genuine] } = await paidNotification();
    expect(provider.parseCallback(jsonNotification(genuine?.body))).toMatchObject({ accepted: false, reason: expect.stringContaining('without its Stripe-Signature') });
    const { notifications: [wrong] } = await paidNotification({ signing: 'wrong-secret' });
    expect(provider.parseCallback(wrong as ProviderNotification)).toMatchObject({ accepted: false, reason: expect.stringContaining('No signatures found matching') });
    const { notifications: [stale] } = await paidNotification({ signing: 'stale' });
    expect(provider.parseCallback(stale as ProviderNotification)).toMatchObject({ accepted: false, reason: expect.stringContaining('tolerance') });
  });

  it('accepts a rotation header with two v1 values when one matches', async () => {
    const { ref, notifications: [rotated] } = await paidNotification({ signing: 'rotated' });
    expect(String(rotated?.headers['stripe-signature']).match(/v1=/g)).toHaveLength(2);
    expect(provider.parseCallback(rotated as ProviderNotification)).toMatchObject({ accepted: true, providerRef: ref });
  });

  it('rejects tampered bytes and re-serialised JSON under the genuine signature', async () => {
    const { notifications: [genuine] } = await paidNotification();
    if (!genuine) throw new Error('no webhook');
    const tampered = Buffer.from(genuine.rawBody.toString('utf8').replace('"amount_total":150000', '"amount_total":1'));
    expect(tampered.equals(genuine.rawBody)).toBe(false);
    expect(provider.parseCallback({ ...genuine, rawBody: tampered }).accepted).toBe(false);
    expect(provider.parseCallback({ ...genuine, rawBody: Buffer.from(JSON.stringify(genuine.body, null, 2)) }).accepted).toBe(false);
  });

  it('checks the §6.8 test vector: the signature matches, and only the old timestamp fails it', () => {
    const vectorProvider = createStripeProvider({ apiBase: stripeBase, secretKey: SANDBOX_CARD_PROVIDERS.stripe.secretKey, webhookSecret: 'whsec_test_example' }, PUBLIC_URL);
    const rawBody = Buffer.from('{"id":"evt_test","type":"checkout.session.completed"}');
    const signature = '80da9c1ab3965ae056fc2261d9d43ca3b3e9a23cda1a7cf6d2cf912f4bc4779e';
    const check = (v1: string) => vectorProvider.parseCallback({ body: JSON.parse(rawBody.toString()) as unknown, rawBody, headers: { 'stripe-signature': `t=1700000000,v1=${v1}` } });
    expect(check(signature)).toMatchObject({ accepted: false, reason: expect.stringContaining('Timestamp outside the tolerance zone') });
    expect(check(`${signature.slice(0, -1)}f`)).toMatchObject({ accepted: false, reason: expect.stringContaining('No signatures found matching') });
  });

  it('reads expiry and async failure events; ignores event types it does not act on', async () => {
    const expired = await provider.initiate(attempt());
    await admin(`sessions/${expired.providerRef}/expire`);
    expect((await rig.callbacksFor(provider, expired.providerRef))[0]).toMatchObject({ accepted: true, outcome: { state: 'expired' } });
    expect((await provider.queryStatus(expired.providerRef)).state).toBe('expired');
    const { notifications: [genuine] } = await paidNotification();
    const otherType = Buffer.from(genuine?.rawBody.toString('utf8').replace('"type":"checkout.session.completed"', '"type":"payment_intent.created"') ?? '');
    // Re-signed with the sandbox secret, as Stripe would sign an event of another type.
    const { createHmac } = await import('node:crypto');
    const t = Math.floor(Date.now() / 1000);
    const header = `t=${t},v1=${createHmac('sha256', SANDBOX_CARD_PROVIDERS.stripe.webhookSecret).update(`${t}.${otherType.toString('utf8')}`).digest('hex')}`;
    expect(provider.parseCallback({ body: JSON.parse(otherType.toString('utf8')) as unknown, rawBody: otherType, headers: { 'stripe-signature': header } }))
      .toMatchObject({ accepted: false, reason: expect.stringContaining('payment_intent.created') });
  });
});
