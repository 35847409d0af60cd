import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARD_PROVIDERS } from '../../../../config.ts';
import { jsonNotification, ProviderRefusal, type AttemptRequest, type PaymentProvider, type ProviderNotification } from '../../provider.ts';
import { providerContract } from '../../provider-contract.ts';
import { sleep, startProviderRig, type ProviderRig } from '../provider-test-support.ts';
import { validSignature } from './paystack-outcomes.ts';
import { createPaystackProvider, parsePaystackWebhook, paystackReference } from './paystack.provider.ts';

/**
 * Paystack against its emulator over HTTP (reference §2, §6.4): the hosted page or the emulator's admin API stands in
 * for the customer; `charge.success` webhooks reach the rig's receiver with their exact bytes and signature.
 */
const { secretKey, publicKey } = SANDBOX_CARD_PROVIDERS.paystack;
const shop = { publicUrl: 'http://shop.test', mailFrom: 'Mitumba <no-reply@mitumba.co.ke>' };

let rig: ProviderRig;
let emulator: string;
let provider: PaymentProvider;

beforeAll(async () => {
  rig = await startProviderRig({
    env: (origin) => ({ SANDBOX_PAYSTACK_WEBHOOK_URL: `${origin}/api/payments/callbacks/provider/paystack`, SANDBOX_PAYSTACK_RETRY_SCALE: '0.00001' }),
  });
  emulator = `${rig.sandboxBase}/paystack`;
  provider = createPaystackProvider({ baseUrl: emulator, secretKey, publicKey }, shop);
});
afterAll(() => rig.close());

const attempt = (overrides: Partial<AttemptRequest> = {}): AttemptRequest => ({
  attemptId: crypto.randomUUID(), orderRef: 'ORD-20261122-ab12', amountCents: 420_000, phone: '', callbackUrl: 'http://unused.test', ...overrides,
});
const admin = async (reference: string, action: string, body: unknown = {}) => {
  const response = await fetch(`${emulator}/__emulator/transactions/${reference}/${action}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
};
const emulated = async (reference: string) =>
  ((await (await fetch(`${emulator}/__emulator/transactions`)).json()) as { transactions: Array<Record<string, unknown>> })
    .transactions.find((transaction) => transaction.reference === reference);
const signed = (body: string, key: string = secretKey): ProviderNotification =>
  ({ body: JSON.parse(body) as unknown, rawBody: Buffer.from(body), headers: { 'x-paystack-signature': createHmac('sha512', key).update(body).digest('hex') } });
const successBody = (reference: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ event: 'charge.success', data: { id: 4099260516, status: 'success', reference, amount: 420_000, currency: 'KES', channel: 'card', ...extra } });

// The shared contract: the emulator's admin API stands in for the customer on the hosted page. Paystack sends no
// webhook when a payment fails, and an abandoned one stays "abandoned" (pending) until our job expires it.
providerContract('Paystack', {
  provider: () => provider,
  attempt: () => attempt(),
  settle: async (reference, outcome) => {
    if (outcome === 'paid') await admin(reference, 'pay');
    if (outcome === 'declined') await admin(reference, 'decline');
  },
  callbacks: (reference) => rig.callbacksFor(provider, reference),
  forgedBodies: () => [{ event: 'charge.success', data: { reference: 'MTB-x', status: 'success', amount: 420_000, currency: 'KES' } }, { hello: 'world' }],
  declinedState: 'failed',
  notifiesFailures: false,
  timeoutState: 'pending',
});

describe('Paystack provider against the Paystack emulator', () => {
  it('initialises in cents with our reference and callback URL, and sends the customer to the hosted page', async () => {
    const request = attempt({ email: 'wanjiku@example.co.ke' });
    const initiated = await provider.initiate(request);
    expect(initiated.providerRef).toBe(`MTB-${request.attemptId}`);
    expect(initiated.outcome).toMatchObject({ state: 'pending' });
    expect(initiated.nextAction).toEqual({ kind: 'redirect', url: expect.stringMatching(new RegExp(`^${emulator}/checkout/[a-z0-9]{15}$`)) });
    expect(await emulated(initiated.providerRef)).toMatchObject({
      amount: 420_000, currency: 'KES', status: 'abandoned', callback_url: 'http://shop.test/paystack-success',
      metadata: { order_id: 'ORD-20261122-ab12', attempt_id: request.attemptId }, customer: { email: 'wanjiku@example.co.ke' },
    });
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'pending', code: 'abandoned' });
  });

  it('without the customer\'s e-mail, sends the receipt to the shop\'s mailbox, sub-addressed by order', async () => {
    const initiated = await provider.initiate(attempt({ email: undefined }));
    expect(await emulated(initiated.providerRef)).toMatchObject({ customer: { email: 'orders+ORD-20261122-ab12@mitumba.co.ke' } });
  });

  it('reads the signed charge.success and the verify call alike: paid, amount in cents, KES', async () => {
    const initiated = await provider.initiate(attempt());
    await admin(initiated.providerRef, 'pay');
    const [callback] = await rig.callbacksFor(provider, initiated.providerRef);
    const expected = { state: 'paid', code: 'success', amountCents: 420_000, currency: 'KES', receipt: expect.stringMatching(/^\d+$/) };
    expect(callback).toEqual({ accepted: true, providerRef: initiated.providerRef, dedupeKey: `paystack:charge.success:${initiated.providerRef}`, outcome: expect.objectContaining(expected) });
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject(expected);
  });

  it('knows a declined payment by the verify call only (Paystack sends no failure webhook)', async () => {
    const initiated = await provider.initiate(attempt());
    if (initiated.nextAction.kind !== 'redirect') throw new Error('expected a redirect');
    const page = await fetch(initiated.nextAction.url, { method: 'POST', body: new URLSearchParams({ action: 'decline' }), redirect: 'manual' });
    expect(page.headers.get('location')).toBe(`http://shop.test/paystack-success?trxref=${initiated.providerRef}&reference=${initiated.providerRef}`);
    expect(await provider.queryStatus(initiated.providerRef)).toEqual({ state: 'failed', code: 'failed', message: 'Declined' });
    expect(await rig.callbacksFor(provider, initiated.providerRef, 200)).toEqual([]);
  });

  it('gives a duplicated delivery the same dedupe key', async () => {
    const initiated = await provider.initiate(attempt());
    await admin(initiated.providerRef, 'pay', { duplicate: true });
    await sleep(200);
    const callbacks = await rig.callbacksFor(provider, initiated.providerRef);
    expect(callbacks).toHaveLength(2);
    expect(new Set(callbacks.map((callback) => (callback.accepted ? callback.dedupeKey : '')))).toEqual(new Set([`paystack:charge.success:${initiated.providerRef}`]));
  });

  it('reports what was really paid when it is not the order\'s amount or currency (the core refuses and flags it)', async () => {
    const initiated = await provider.initiate(attempt());
    await admin(initiated.providerRef, 'pay', { amount: 100, currency: 'USD' });
    const [callback] = await rig.callbacksFor(provider, initiated.providerRef);
    expect(callback).toMatchObject({ accepted: true, outcome: { state: 'paid', amountCents: 100, currency: 'USD' } });
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'paid', amountCents: 100, currency: 'USD' });
  });

  it('refuses an amount that is not a positive whole number of cents before calling Paystack', async () => {
    await expect(provider.initiate(attempt({ amountCents: 0 }))).rejects.toMatchObject({ name: 'ProviderRefusal', code: 'AMOUNT' });
    await expect(provider.initiate(attempt({ amountCents: 10.5 }))).rejects.toMatchObject({ code: 'AMOUNT' });
  });

  it('turns a refused key into the spec\'s message, an unreachable Paystack into an outage, an unknown reference into a refusal', async () => {
    const wrong = createPaystackProvider({ baseUrl: emulator, secretKey: 'sk_test_not_ours', publicKey }, shop);
    await expect(wrong.initiate(attempt())).rejects.toMatchObject({ name: 'ProviderRefusal', code: 'HTTP_401', message: 'Paystack payment initiation failed (Invalid key)' });
    const away = createPaystackProvider({ baseUrl: 'http://127.0.0.1:9', secretKey, publicKey }, shop);
    const failed = await away.initiate(attempt()).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(ProviderRefusal);
    await expect(provider.queryStatus('MTB-nobody')).rejects.toMatchObject({ name: 'ProviderRefusal', message: 'Transaction reference not found' });
  });

  it('refuses a reference used before (a second initiate for the same attempt)', async () => {
    const request = attempt();
    await provider.initiate(request);
    await expect(provider.initiate(request)).rejects.toMatchObject({ name: 'ProviderRefusal', code: 'HTTP_400' });
  });
});

describe('parsePaystackWebhook', () => {
  const reference = paystackReference('0b9f3c1e-4d51-4a8e-9d7e-3f1f5c2a7b10');

  it('checks the signature of §6.8\'s test vector over the raw bytes', () => {
    const raw = Buffer.from('{"event":"charge.success","data":{"reference":"ORD-1"}}');
    const vector = '9807e3f936636682827ad41519167561cdf59c5d3ca58cb20e5d20cf20d3812449d5497fb4e2f2ff76b964f137f383b274c2d3b48f702937b4b3f631d4c99721';
    expect(validSignature('sk_test_example', raw, vector)).toBe(true);
    expect(validSignature('sk_test_example', raw, vector.toUpperCase())).toBe(true);
    expect(validSignature('sk_test_other', raw, vector)).toBe(false);
    expect(validSignature('sk_test_example', Buffer.from('{"event": "charge.success","data":{"reference":"ORD-1"}}'), vector)).toBe(false);
  });

  it('accepts a correctly signed charge.success', () => {
    expect(parsePaystackWebhook(secretKey, signed(successBody(reference)))).toEqual({
      accepted: true, providerRef: reference, dedupeKey: `paystack:charge.success:${reference}`,
      outcome: { state: 'paid', code: 'success', message: 'Payment received', amountCents: 420_000, currency: 'KES', receipt: '4099260516' },
    });
  });

  it.each([
    ['unsigned', (): ProviderNotification => jsonNotification(JSON.parse(successBody(reference)))],
    ['signed with another key', () => signed(successBody(reference), 'sk_test_someone_else')],
    ['a signature of other bytes (re-serialised JSON)', () => ({ ...signed(successBody(reference)), rawBody: Buffer.from(JSON.stringify(JSON.parse(successBody(reference)), null, 1)) })],
    ['a truncated signature', () => ({ ...signed(successBody(reference)), headers: { 'x-paystack-signature': 'abc123' } })],
    ['two signature headers', () => ({ ...signed(successBody(reference)), headers: { 'x-paystack-signature': ['a', 'b'] } })],
    ['signed, but another event', () => signed(JSON.stringify({ event: 'refund.processed', data: { reference, status: 'success' } }))],
    ['signed, but not successful', () => signed(successBody(reference, { status: 'failed' }))],
    ['signed, without amount', () => signed(successBody(reference, { amount: undefined }))],
    ['signed, with a fractional amount', () => signed(successBody(reference, { amount: 4200.5 }))],
    ['signed, without a reference', () => signed(successBody('', {}))],
    ['signed, a reference outside Paystack\'s charset', () => signed(successBody('../admin'))],
    ['signed, not JSON', () => signed('"x"')],
  ])('rejects %s', (_name, notification) => {
    expect(parsePaystackWebhook(secretKey, notification()).accepted).toBe(false);
  });
});
