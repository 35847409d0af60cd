import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARD_PROVIDERS } from '../../../../config.ts';
import { ProviderRefusal, type AttemptRequest, type PaymentProvider, type ProviderNotification } from '../../provider.ts';
import { providerContract } from '../../provider-contract.ts';
import { startProviderRig, type ProviderRig } from '../provider-test-support.ts';
import { createRazorpayProvider, verifyCheckoutSignature } from './razorpay.provider.ts';

type Outcome = 'paid' | 'declined' | 'timeout';
const keys = SANDBOX_CARD_PROVIDERS.razorpay;
let rig: ProviderRig;
let razorpay: string;
let provider: PaymentProvider;
let sequence = 0;
const outcomeOfReceipt = new Map<string, Outcome>();
const settled = new Set<string>();

const attempt = (outcome: Outcome = 'paid', amountCents = 150_000): AttemptRequest => {
  const orderRef = `ORD-20261122-rz${String((sequence += 1)).padStart(2, '0')}`;
  outcomeOfReceipt.set(orderRef, outcome);
  return { attemptId: `6f1c2a9e-0000-4000-8000-0000000000${String(sequence).padStart(2, '0')}`, orderRef, amountCents, phone: '', callbackUrl: '' };
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the emulator's admin answers, read loosely
const admin = async (path: string, body?: unknown): Promise<Json> => {
  const response = await fetch(`${razorpay}/__emulator${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Json;
};

/** Settles the Razorpay order as a customer on Checkout would (headless, by the admin API), once. */
async function settle(orderId: string, outcome?: Outcome): Promise<Json> {
  settled.add(orderId);
  const { orders } = await admin('/orders');
  const order = (orders as { id: string; receipt: string }[]).find((one) => one.id === orderId);
  return admin(`/orders/${orderId}/pay`, { outcome: outcome ?? outcomeOfReceipt.get(order?.receipt ?? '') ?? 'paid' });
}

async function callbacks(orderId: string) {
  if (!settled.has(orderId)) await settle(orderId);
  return rig.callbacksFor(provider, orderId);
}

const signed = (body: string, secret: string = keys.webhookSecret, eventId = 'KaNPAmcVIP0xJw'): ProviderNotification => ({
  body: JSON.parse(body), rawBody: Buffer.from(body),
  headers: { 'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'), 'x-razorpay-event-id': eventId },
});

const capturedBody = (overrides: Record<string, unknown> = {}) => JSON.stringify({
  entity: 'event', event: 'payment.captured', contains: ['payment'],
  payload: { payment: { entity: { id: 'pay_Q1w2E3r4T5y6U7', amount: 150000, currency: 'KES', status: 'captured', order_id: 'order_Z9x8C7v6B5n4M3', ...overrides } } },
  created_at: 1730000000,
});

beforeAll(async () => {
  rig = await startProviderRig({ env: (origin) => ({ SANDBOX_RAZORPAY_WEBHOOK_URL: `${origin}/hook`, SANDBOX_RAZORPAY_RETRY_SCALE: '0.0001' }) });
  razorpay = `${rig.sandboxBase}/razorpay`;
  provider = createRazorpayProvider({ baseUrl: razorpay, ...keys });
});

afterAll(() => rig.close());

providerContract('Razorpay', {
  provider: () => provider,
  attempt: (outcome) => attempt(outcome),
  callbacks,
  forgedBodies: () => [{ hello: 'world' }, null, [], JSON.parse(capturedBody())],
  declinedState: 'failed',
});

describe('Razorpay provider against its emulator', () => {
  it('creates the order in cents with the order reference, and opens Checkout with the order and key id', async () => {
    const request = attempt('paid', 123_450);
    const initiated = await provider.initiate(request);
    expect(initiated.providerRef).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(initiated.nextAction).toEqual({ kind: 'redirect', url: `${razorpay}/checkout?order_id=${initiated.providerRef}&key_id=${keys.keyId}` });
    const { orders } = await admin('/orders');
    expect(orders.find((order: { id: string }) => order.id === initiated.providerRef)).toMatchObject({
      amount: 123_450, currency: 'KES', receipt: request.orderRef, notes: { attempt_id: request.attemptId }, status: 'created',
    });
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'pending', code: 'created' });
  });

  it('reads a paid order from the Orders API with its payment id, amount and currency', async () => {
    const initiated = await provider.initiate(attempt());
    const trio = await settle(initiated.providerRef, 'paid');
    expect(await provider.queryStatus(initiated.providerRef)).toEqual({
      state: 'paid', code: 'captured', message: 'Payment received', receipt: trio.response.razorpay_payment_id, amountCents: 150_000, currency: 'KES',
    });
    expect(verifyCheckoutSignature(initiated.providerRef, trio.response.razorpay_payment_id, trio.response.razorpay_signature, keys.keySecret)).toBe(true);
  });

  it('verifies the handler signature against the stored order id, in constant time (§6.8 vector)', () => {
    const vector = '712615e9b06d4c7fd892cbaf8ae08baca06b58c45ac5352e910c7a81796f17a4';
    expect(verifyCheckoutSignature('order_TEST123', 'pay_TEST456', vector, 'rzp_secret_example')).toBe(true);
    expect(verifyCheckoutSignature('order_OTHER99', 'pay_TEST456', vector, 'rzp_secret_example')).toBe(false);
    expect(verifyCheckoutSignature('order_TEST123', 'pay_TEST456', vector.slice(0, 10), 'rzp_secret_example')).toBe(false);
    expect(verifyCheckoutSignature('order_TEST123', 'pay_TEST456', vector, 'another_secret')).toBe(false);
  });

  it('verifies webhooks over the raw bytes (§6.8 vector) and refuses unsigned, wrongly signed and re-serialised ones', () => {
    const vectorProvider = createRazorpayProvider({ baseUrl: razorpay, ...keys, webhookSecret: 'webhook_secret_example' });
    const vectorNotification = (signature: string): ProviderNotification => ({
      body: { event: 'payment.captured' }, rawBody: Buffer.from('{"event":"payment.captured"}'),
      headers: { 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'KaNPAmcVIP0xJw' },
    });
    // The vector's signature holds; the body lacks a payment, so it is read and still not accepted for that reason.
    expect(vectorProvider.parseCallback(vectorNotification('0988277d69570bb9d3ed6466dbc14e5000092dfdc97749d101de69ea1423af32')))
      .toEqual({ accepted: false, reason: 'Razorpay webhook without a payment' });
    expect(vectorProvider.parseCallback(vectorNotification('0988277d69570bb9d3ed6466dbc14e5000092dfdc97749d101de69ea1423af33')))
      .toEqual({ accepted: false, reason: 'Bad Razorpay webhook signature', unauthenticated: true });

    const genuine = signed(capturedBody());
    expect(provider.parseCallback(genuine)).toMatchObject({ accepted: true, providerRef: 'order_Z9x8C7v6B5n4M3', dedupeKey: 'razorpay:KaNPAmcVIP0xJw' });
    expect(provider.parseCallback({ ...genuine, headers: { 'x-razorpay-event-id': 'KaNPAmcVIP0xJw' } }).accepted).toBe(false);
    expect(provider.parseCallback(signed(capturedBody(), 'not-the-webhook-secret')).accepted).toBe(false);
    // The same JSON with other bytes (pretty-printed) no longer matches the signature.
    const reserialised = { ...genuine, rawBody: Buffer.from(JSON.stringify(JSON.parse(capturedBody()), null, 2)) };
    expect(provider.parseCallback(reserialised)).toEqual({ accepted: false, reason: 'Bad Razorpay webhook signature', unauthenticated: true });
    // Tampering with the amount breaks the signature too.
    const tampered = { ...genuine, rawBody: Buffer.from(capturedBody({ amount: 100 })) };
    expect(provider.parseCallback(tampered).accepted).toBe(false);
    expect(provider.parseCallback({ ...genuine, headers: { 'x-razorpay-signature': genuine.headers['x-razorpay-signature'] } }).accepted).toBe(false);
  });

  it('reports the amount and currency a signed webhook carries, for the core to refuse what does not match', () => {
    const parsed = provider.parseCallback(signed(capturedBody({ amount: 100, currency: 'INR' })));
    expect(parsed).toMatchObject({ accepted: true, outcome: { state: 'paid', amountCents: 100, currency: 'INR' } });
  });

  it('gives a duplicated delivery one dedupe key and out-of-order events their own', async () => {
    await admin('/delivery', { duplicate: true, outOfOrder: true });
    try {
      const initiated = await provider.initiate(attempt());
      await settle(initiated.providerRef, 'paid');
      let parsed: Awaited<ReturnType<typeof rig.callbacksFor>> = [];
      for (let tries = 0; parsed.length < 4 && tries < 40; tries += 1) {
        parsed = await rig.callbacksFor(provider, initiated.providerRef);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const keysSeen = parsed.map((result) => (result.accepted ? result.dedupeKey : ''));
      expect(keysSeen).toHaveLength(4);
      expect(keysSeen[0]).toBe(keysSeen[1]);
      expect(keysSeen[2]).toBe(keysSeen[3]);
      expect(keysSeen[0]).not.toBe(keysSeen[2]);
      expect(parsed.every((result) => result.accepted && result.outcome.state === 'paid')).toBe(true);
    } finally {
      await admin('/delivery', { duplicate: false, outOfOrder: false });
    }
  });

  it('reads a declined and a timed-out payment from the Orders API', async () => {
    const declined = await provider.initiate(attempt());
    await settle(declined.providerRef, 'declined');
    expect(await provider.queryStatus(declined.providerRef)).toMatchObject({ state: 'failed', code: 'payment_declined', message: 'Your payment has been declined by your bank' });
    const late = await provider.initiate(attempt());
    await settle(late.providerRef, 'timeout');
    expect(await provider.queryStatus(late.providerRef)).toMatchObject({ state: 'expired', code: 'payment_timed_out' });
  });

  it('is refused below Razorpay\'s minimum and with wrong keys; an unreachable Razorpay is an outage', async () => {
    await expect(provider.initiate(attempt('paid', 99))).rejects.toMatchObject({ name: 'ProviderRefusal', code: 'BAD_REQUEST_ERROR' });
    const wrongKeys = createRazorpayProvider({ baseUrl: razorpay, ...keys, keySecret: 'wrong' });
    const refused = wrongKeys.initiate(attempt());
    await expect(refused).rejects.toBeInstanceOf(ProviderRefusal);
    await expect(refused).rejects.toThrow('Razorpay payments are unavailable right now');
    const nowhere = createRazorpayProvider({ baseUrl: 'http://127.0.0.1:9', ...keys });
    await expect(nowhere.initiate(attempt())).rejects.not.toBeInstanceOf(ProviderRefusal);
  });
});
