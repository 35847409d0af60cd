import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_AGGREGATORS } from '../../../../config.ts';
import { ProviderRefusal, type AttemptRequest, type PaymentProvider, jsonNotification } from '../../provider.ts';
import { providerContract } from '../../provider-contract.ts';
import { closeServer, CONTRACT_PHONES, FAILING_PHONES, listen, startProviderRig, TEST_PHONES, type ProviderRig } from '../provider-test-support.ts';
import { createPesafluxProvider } from './pesaflux.provider.ts';

let rig: ProviderRig;
let callbackUrl: string;
let baseUrl: string;
let provider: PaymentProvider;
const waitForCallbacks = (ref: string) => rig.callbacksFor(provider, ref);

const attempt = (phone: string, amountCents = 150_000): AttemptRequest =>
  ({ attemptId: '6f1c2a9e-0000-4000-8000-000000000001', orderRef: 'ORD-20261122-pf01', amountCents, phone, callbackUrl });

beforeAll(async () => {
  rig = await startProviderRig();
  callbackUrl = `${rig.receiverOrigin}/api/payments/callbacks/secret-token`;
  baseUrl = `${rig.sandboxBase}/pesaflux`;
  provider = createPesafluxProvider({ baseUrl, ...SANDBOX_AGGREGATORS.pesaflux });
});

afterAll(() => rig.close());

providerContract('PesaFlux', {
  provider: () => provider,
  attempt: (outcome) => attempt(CONTRACT_PHONES[outcome]),
  callbacks: (ref) => waitForCallbacks(ref),
  forgedBodies: () => [
    { hello: 'world' },
    null,
    [],
    'ResponseCode=0',
    { ResponseCode: 0, TransactionID: 'SOFTPID1011202412340712682', TransactionAmount: 1500 },
    { ResponseCode: 0, TransactionReceipt: 'TKM1234567', TransactionAmount: 1500 },
    { ResponseCode: 'zero', TransactionID: 'SOFTPID1011202412340712682' },
  ],
  declinedState: 'cancelled',
});

describe('PesaFlux provider against its emulator', () => {
  it('sends a prompt, is pending, then webhook and status call both say paid with receipt, amount and phone', async () => {
    const initiated = await provider.initiate(attempt('+254708374149'));
    expect(initiated.providerRef).toMatch(/^SOFTPID\d{19}$/);
    expect(initiated.nextAction).toEqual({ kind: 'wait-for-phone', customerMessage: 'Check your phone and enter your M-Pesa PIN to pay.' });
    expect((await provider.queryStatus(initiated.providerRef)).state).toBe('pending');
    const [callback] = await waitForCallbacks(initiated.providerRef);
    expect(callback).toMatchObject({ accepted: true, outcome: { state: 'paid', code: '0', amountCents: 150_000, phone: '+254708374149' } });
    if (!callback?.accepted) throw new Error('no paid callback');
    expect(callback.outcome.receipt).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(callback.dedupeKey).toBe(`pesaflux:${initiated.providerRef}:paid:${callback.outcome.receipt}`);
    expect(await provider.queryStatus(initiated.providerRef)).toEqual({
      state: 'paid', code: '0', message: 'Payment received', receipt: callback.outcome.receipt, amountCents: 150_000, phone: '+254708374149',
    });
  });

  it('sends the attempt\'s own callback URL, the order reference and the phone as 2547…', async () => {
    const initiated = await provider.initiate(attempt('+254712000101'));
    const admin = baseUrl.replace(/\/pesaflux$/, '/mpesa/__emulator');
    const listed = await fetch(`${admin}/requests?phone=254712000101`).then((r) => r.json()) as { requests: Array<Record<string, unknown>> };
    expect(listed.requests).toEqual([expect.objectContaining({ provider: 'pesaflux', callbackUrl, accountReference: 'ORD-20261122-pf01', amount: 1500 })]);
    await waitForCallbacks(initiated.providerRef);
  });

  it.each(Object.values(FAILING_PHONES))('maps the outcome for %s to %s (%s) by webhook and by status call', async (phone, state, code, message) => {
    const initiated = await provider.initiate(attempt(phone));
    const [callback] = await waitForCallbacks(initiated.providerRef);
    expect(callback).toMatchObject({ accepted: true, outcome: { state, code, message } });
    expect(callback?.accepted && callback.outcome.receipt).toBe(undefined);
    expect(await provider.queryStatus(initiated.providerRef)).toEqual({ state, code, message });
  });

  it('gives the same dedupe key to a duplicated webhook', async () => {
    await rig.duplicatedCallbackKey(provider, attempt(TEST_PHONES.duplicated));
  });

  it('learns a dropped webhook\'s result from the status call', async () => {
    const initiated = await rig.initiateWithDroppedCallback(provider, attempt(TEST_PHONES.dropped));
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'paid', amountCents: 150_000, phone: '+254700000007' });
  });

  it('refuses fractions of a shilling, nothing and negative amounts before calling PesaFlux', async () => {
    for (const cents of [150_050, 0, -100]) {
      await expect(provider.initiate(attempt('+254712000102', cents))).rejects.toMatchObject({ name: 'ProviderRefusal', code: 'AMOUNT' });
    }
  });

  it('reports PesaFlux\'s own amount refusal (over its limit) as a refusal', async () => {
    await expect(provider.initiate(attempt('+254712000103', 300_000_00))).rejects.toMatchObject({ code: '400', message: expect.stringMatching(/amount/i) });
  });

  it('reports a number PesaFlux cannot prompt as a refusal the shopper can act on', async () => {
    await expect(provider.initiate(attempt('+254202345678'))).rejects.toMatchObject({
      name: 'ProviderRefusal', code: '400', message: 'PesaFlux could not use this phone number. Check it and try again.',
    });
  });

  it('reports a busy subscriber as a refusal with the code the payment screens know', async () => {
    await expect(provider.initiate(attempt(TEST_PHONES.busy))).rejects.toMatchObject({
      code: '500.001.1001', message: 'You have another M-Pesa request open. Finish or close it, then try again.',
    });
  });

  it('reports wrong credentials without telling the shopper about them', async () => {
    const wrong = createPesafluxProvider({ baseUrl, apiKey: 'not-the-key', email: 'sandbox@mitumba.local' });
    const refusal = await wrong.initiate(attempt('+254712000104')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProviderRefusal);
    expect(refusal).toMatchObject({ code: '401', message: 'PesaFlux payments are unavailable right now. Please try another way to pay.' });
    await expect(wrong.queryStatus('SOFTPID1011202412340712682')).rejects.toMatchObject({ code: '401' });
  });

  it('refuses a status call for an id PesaFlux does not know', async () => {
    await expect(provider.queryStatus('SOFTPID0000000000000000000')).rejects.toMatchObject({ name: 'ProviderRefusal', code: '404' });
  });

  it('throws a plain error (an outage, not a refusal) when PesaFlux is unreachable, answers a page, or is not there', async () => {
    const gateway = createServer((_request, response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>'));
    const gatewayOrigin = await listen(gateway);
    try {
      const bases = [
        'http://127.0.0.1:1/sandbox/pesaflux',
        gatewayOrigin,
        baseUrl.replace(/\/pesaflux$/, '/nowhere'),
      ];
      for (const base of bases) {
        const outage = createPesafluxProvider({ baseUrl: base, ...SANDBOX_AGGREGATORS.pesaflux });
        const error = await outage.initiate(attempt('+254712000105')).catch((thrown: unknown) => thrown);
        expect(error).toBeInstanceOf(Error);
        expect(error).not.toBeInstanceOf(ProviderRefusal);
        await expect(outage.queryStatus('SOFTPID1011202412340712682')).rejects.not.toBeInstanceOf(ProviderRefusal);
      }
    } finally {
      await closeServer(gateway);
    }
  });
});

describe('PesaFlux webhook parsing', () => {
  const paid = {
    ResponseCode: 0, ResponseDescription: 'The service request is processed successfully.', MerchantRequestID: '12345-67890123-1',
    CheckoutRequestID: 'ws_CO_221120262300001234708374149', TransactionID: 'SOFTPID2211202623000112345', TransactionAmount: 1500,
    TransactionReceipt: 'UKM1A2B3C4', TransactionDate: '20261123020001', TransactionReference: 'ORD-1', Msisdn: '254708374149',
  };

  it('reads codes and amounts given as strings, and 07… phones', () => {
    expect(provider.parseCallback(jsonNotification({ ...paid, ResponseCode: '0', TransactionAmount: '1500.00', Msisdn: '0708374149' }))).toMatchObject({
      accepted: true, outcome: { state: 'paid', amountCents: 150_000, phone: '+254708374149', receipt: 'UKM1A2B3C4' },
    });
  });

  it('takes TinyPesa\'s 1031 like Daraja\'s 1032, and an unknown code as a failure with PesaFlux\'s words', () => {
    const { TransactionReceipt: _receipt, ...failed } = paid;
    expect(provider.parseCallback(jsonNotification({ ...failed, ResponseCode: 1031 }))).toMatchObject({ accepted: true, outcome: { state: 'cancelled', code: '1032' } });
    expect(provider.parseCallback(jsonNotification({ ...failed, ResponseCode: 4999, ResponseDescription: '[STK] Something odd' }))).toMatchObject({
      accepted: true, dedupeKey: 'pesaflux:SOFTPID2211202623000112345:failed:4999', outcome: { state: 'failed', code: '4999', message: 'Something odd' },
    });
  });

  it('accepts a paid webhook without a phone but leaves the phone out (the core then flags or confirms it)', () => {
    const { Msisdn: _msisdn, ...withoutPhone } = paid;
    const result = provider.parseCallback(jsonNotification(withoutPhone));
    expect(result.accepted && result.outcome.phone).toBe(undefined);
  });

  it.each([
    ['no TransactionID', { ...paid, TransactionID: undefined }],
    ['an empty TransactionID', { ...paid, TransactionID: '  ' }],
    ['no ResponseCode', { ...paid, ResponseCode: undefined }],
    ['a paid one without receipt', { ...paid, TransactionReceipt: '' }],
    ['a paid one without an amount', { ...paid, TransactionAmount: 'lots' }],
    ['a Daraja envelope', { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0 } } }],
  ])('rejects %s', (_name, body) => {
    expect(provider.parseCallback(jsonNotification(body)).accepted).toBe(false);
  });
});
