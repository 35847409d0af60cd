import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRefusal, type AttemptRequest, type PaymentProvider, jsonNotification } from '../../provider.ts';
import { providerContract } from '../../provider-contract.ts';
import { closeServer, CONTRACT_PHONES, FAILING_PHONES, listen, startProviderRig, TEST_PHONES, type ProviderRig } from '../provider-test-support.ts';
import { createKcbClient, type KcbConfig } from './kcb-client.ts';
import { createKcbProvider } from './kcb.provider.ts';

let rig: ProviderRig;
let sandboxBase: string;
/** Forwards to the sandbox, counting the token calls (to see the client's token cache over real HTTP). */
let counter: Server;
const counted = { tokenCalls: 0 };
let callbackUrl: string;
let config: KcbConfig;
let provider: PaymentProvider;
const waitForCallback = (ref: string) => rig.callbacksFor(provider, ref);

let phoneSeq = 0;
/** Ordinary numbers pay by themselves here (auto-approve); a fresh one per attempt stays clear of KCB's duplicate window. */
const freshPhone = () => `+25472${String(++phoneSeq).padStart(7, '0')}`;
const attempt = (phone: string, amountCents = 150_000): AttemptRequest => ({
  attemptId: '3f9c2a10-7d4e-4b1a-9c55-0a1b2c3d4e5f', orderRef: 'ORD-20261121-ab12', amountCents, phone, callbackUrl,
});

beforeAll(async () => {
  rig = await startProviderRig({ env: () => ({ SANDBOX_KCB_DUPLICATE_WINDOW_MS: '2000' }) });
  callbackUrl = `${rig.receiverOrigin}/api/payments/callbacks/abc`;
  sandboxBase = rig.sandboxBase;
  counter = createServer((request, response) => {
    if (request.url?.startsWith('/token')) counted.tokenCalls += 1;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name))) as Record<string, string>;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      void fetch(`${sandboxBase}/kcb${request.url}`, { method: request.method, headers, body }).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  config = { baseUrl: `${sandboxBase}/kcb`, consumerKey: 'mitumba-sandbox-kcb-key', consumerSecret: 'mitumba-sandbox-kcb-secret', till: '7654321' };
  provider = createKcbProvider(config);
  config = { ...config, baseUrl: await listen(counter) };
});

afterAll(async () => {
  await rig.close();
  await closeServer(counter);
});

const admin = async (checkoutRequestId: string) =>
  ((await (await fetch(`${sandboxBase}/mpesa/__emulator/requests/${checkoutRequestId}`)).json()) as { request: Record<string, unknown> }).request;

providerContract('KCB Buni', {
  provider: () => provider,
  attempt: (outcome) => attempt(outcome === 'paid' ? freshPhone() : CONTRACT_PHONES[outcome]),
  callbacks: (ref) => waitForCallback(ref),
  forgedBodies: () => [
    { hello: 'world' }, null, 'Body', [],
    { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0 } } },
    { Body: { stkCallback: { CheckoutRequestID: 42, ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } },
  ],
  declinedState: 'cancelled',
});

describe('KCB Buni provider against its emulator', () => {
  it('pushes a prompt for whole shillings (a string) to the shared paybill with the till-reference invoice', async () => {
    const phone = freshPhone();
    const initiated = await provider.initiate(attempt(phone, 250_000));
    expect(initiated).toEqual({
      providerRef: expect.stringMatching(/^ws_CO_\d+$/),
      outcome: { state: 'pending', code: '0', message: 'Success. Request accepted for processing' },
      nextAction: { kind: 'wait-for-phone', customerMessage: 'Check your phone and enter your M-Pesa PIN to pay.' },
    });
    expect(await admin(initiated.providerRef)).toMatchObject({
      provider: 'kcb', amount: 2500, phoneNumber: phone.slice(1), shortCode: '522533', accountReference: '7654321-20261121ab12-3f9c',
      transactionDesc: 'Mitumba order', callbackUrl,
    });
  });

  it('reads a paid callback: receipt, amount in cents, phone, and a KCB dedupe key', async () => {
    const phone = freshPhone();
    const initiated = await provider.initiate(attempt(phone, 123_400));
    const [callback] = await waitForCallback(initiated.providerRef);
    expect(callback).toMatchObject({ accepted: true, outcome: { state: 'paid', code: '0', amountCents: 123_400, phone } });
    if (!callback?.accepted) throw new Error('not accepted');
    expect(callback.outcome.receipt).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(callback.dedupeKey).toBe(`kcb:${initiated.providerRef}:paid:${callback.outcome.receipt}`);
  });

  // The last column is Daraja's ResultCode, part of the dedupe key.
  it.each([
    [...FAILING_PHONES.insufficientFunds, '1'],
    [...FAILING_PHONES.wrongPin, '2001'],
    [...FAILING_PHONES.unreachable, '1019'],
  ])('maps the callback for %s to %s (%s)', async (phone, state, code, message, resultCode) => {
    const initiated = await provider.initiate(attempt(phone));
    const [callback] = await waitForCallback(initiated.providerRef);
    expect(callback).toEqual({
      accepted: true, providerRef: initiated.providerRef, dedupeKey: `kcb:${initiated.providerRef}:${state}:${resultCode}`, outcome: { state, code, message },
    });
  });

  it('gives both copies of a duplicated callback the same dedupe key', async () => {
    await rig.duplicatedCallbackKey(provider, attempt(TEST_PHONES.duplicated));
  });

  it('has no status call: a dropped callback leaves nothing to ask', async () => {
    expect(provider.capabilities.statusQuery).toBe(false);
    const initiated = await rig.initiateWithDroppedCallback(provider, attempt(TEST_PHONES.dropped));
    expect(await admin(initiated.providerRef)).toMatchObject({ status: 'completed', resultCode: 0 });
    await expect(provider.queryStatus(initiated.providerRef)).rejects.toThrow(/KCB Buni has no status call/);
  });

  it('refuses fractions of a shilling and nothing at all before calling KCB', async () => {
    await expect(provider.initiate(attempt(freshPhone(), 150_050))).rejects.toMatchObject({ code: 'AMOUNT' });
    await expect(provider.initiate(attempt(freshPhone(), 0))).rejects.toBeInstanceOf(ProviderRefusal);
  });

  it('turns KCB\'s refusals into shopper-safe refusals', async () => {
    await expect(provider.initiate(attempt(TEST_PHONES.busy))).rejects.toMatchObject({
      name: 'ProviderRefusal', code: '500.001.1001', message: 'You have another M-Pesa request open. Finish or close it, then try again.',
    });
    const phone = freshPhone();
    await provider.initiate(attempt(phone));
    await expect(provider.initiate(attempt(phone))).rejects.toMatchObject({
      code: '409', message: 'A payment request was just sent to this phone. Wait a minute, then try again.',
    });
    await expect(provider.initiate(attempt(freshPhone(), 30_000_000))).rejects.toMatchObject({
      code: '400', message: 'KCB could not start the payment (Bad Request - Invalid amount)',
    });
    const otherTill = createKcbProvider({ ...config, till: '1111111' });
    await expect(otherTill.initiate(attempt(freshPhone()))).rejects.toMatchObject({ code: '400', message: expect.stringMatching(/^KCB could not start the payment/) });
  });

  it('refuses with "not available" when KCB will not sign it in', async () => {
    const wrong = createKcbProvider({ ...config, consumerSecret: 'wrong' });
    await expect(wrong.initiate(attempt(freshPhone()))).rejects.toMatchObject({
      name: 'ProviderRefusal', code: 'invalid_client', message: 'KCB payments are not available right now. Please choose another payment method.',
    });
  });

  it('throws (not a refusal) when KCB cannot be reached', async () => {
    const gone = createKcbProvider({ ...config, baseUrl: 'http://127.0.0.1:9' });
    const failure = await gone.initiate(attempt(freshPhone())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ProviderRefusal);
  });

  it('keeps its token until a minute before it expires, and replaces one the gateway no longer takes', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const cached = createKcbProvider(config, createKcbClient(config, () => now));
    const before = counted.tokenCalls;
    await cached.initiate(attempt(freshPhone()));
    await cached.initiate(attempt(freshPhone()));
    expect(counted.tokenCalls - before).toBe(1);
    now = new Date(now.getTime() + (3599 - 59) * 1000);
    await cached.initiate(attempt(freshPhone()));
    expect(counted.tokenCalls - before).toBe(2);
    // The emulator's clock moves past the token's life: the push answers 401 and the client signs in again once.
    await fetch(`${sandboxBase}/mpesa/__emulator/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 3600 * 1000 }) });
    await expect(cached.initiate(attempt(freshPhone()))).resolves.toMatchObject({ outcome: { state: 'pending' } });
    expect(counted.tokenCalls - before).toBe(3);
  });

  it('accepts a paid callback without a phone (the core then flags it) but not one without a receipt', () => {
    const paid = (items: Array<{ Name: string; Value?: unknown }>) => ({
      Body: { stkCallback: { MerchantRequestID: '1-2-1', CheckoutRequestID: 'ws_CO_221120261000001234712345678', ResultCode: 0, ResultDesc: 'ok', CallbackMetadata: { Item: items } } },
    });
    const noPhone = provider.parseCallback(jsonNotification(paid([{ Name: 'Amount', Value: 10 }, { Name: 'MpesaReceiptNumber', Value: 'TC4AB12XYZ' }])));
    expect(noPhone).toMatchObject({ accepted: true, outcome: { state: 'paid', amountCents: 1000 } });
    expect(noPhone.accepted && noPhone.outcome.phone).toBe(undefined);
    expect(provider.parseCallback(jsonNotification(paid([{ Name: 'Amount', Value: 10 }, { Name: 'PhoneNumber', Value: 254712345678 }]))).accepted).toBe(false);
  });
});
