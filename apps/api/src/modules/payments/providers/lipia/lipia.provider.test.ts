import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_AGGREGATORS } from '../../../../config.ts';
import { ProviderRefusal, type PaymentProvider } from '../../provider.ts';
import { providerContract } from '../../provider-contract.ts';
import { CONTRACT_PHONES, FAILING_PHONES, startProviderRig, TEST_PHONES, type ProviderRig } from '../provider-test-support.ts';
import { createLipiaProvider, parseLipiaCallback } from './lipia.provider.ts';

let rig: ProviderRig;
let callbackUrl: string;
let baseUrl: string;
let provider: PaymentProvider;
const waitForCallback = (ref: string) => rig.callbacksFor(provider, ref);

const attempt = (phone: string, amountCents = 150_000) =>
  ({ attemptId: '0b9f3c1e-4d51-4a8e-9d7e-3f1f5c2a7b10', orderRef: 'ORD-20261122-ab12', amountCents, phone, callbackUrl });

beforeAll(async () => {
  // Lipia expects a plain 200 "ok" (our acknowledgement).
  rig = await startProviderRig({ acknowledgement: { contentType: 'text/plain', body: 'ok' } });
  callbackUrl = `${rig.receiverOrigin}/api/payments/callbacks/abc`;
  baseUrl = `${rig.sandboxBase}/lipia`;
  provider = createLipiaProvider({ baseUrl, apiKey: SANDBOX_AGGREGATORS.lipia.apiKey });
});

afterAll(() => rig.close());

providerContract('Lipia Online', {
  provider: () => provider,
  attempt: (outcome) => attempt(CONTRACT_PHONES[outcome]),
  callbacks: (ref) => waitForCallback(ref),
  forgedBodies: () => [
    null, { hello: 'world' }, { response: null },
    { response: { Status: 'Success', ResultCode: 0, MpesaReceiptNumber: 'TKM1ABC2DE', Amount: 1500 }, status: true },
    { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0 } } },
  ],
  declinedState: 'cancelled',
});

describe('Lipia provider against the Lipia emulator', () => {
  it('pushes a prompt, is pending, then the callback and the status call say paid with receipt, amount and phone', async () => {
    const initiated = await provider.initiate(attempt('+254708374149'));
    expect(initiated.providerRef).toMatch(/^[0-9a-f]{24}$/);
    expect(initiated.nextAction).toEqual({ kind: 'wait-for-phone', customerMessage: 'Check your phone and enter your M-Pesa PIN to pay.' });
    expect((await provider.queryStatus(initiated.providerRef)).state).toBe('pending');
    const [callback] = await waitForCallback(initiated.providerRef);
    expect(callback).toMatchObject({
      accepted: true, providerRef: initiated.providerRef,
      outcome: { state: 'paid', code: '0', amountCents: 150_000, phone: '+254708374149', receipt: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/) },
    });
    const queried = await provider.queryStatus(initiated.providerRef);
    expect(queried).toEqual({ state: 'paid', code: '0', message: 'Payment received', amountCents: 150_000, phone: '+254708374149', receipt: callback?.accepted ? callback.outcome.receipt : '' });
  });

  it('sends the order reference as external_reference and the attempt id in metadata', async () => {
    const initiated = await provider.initiate(attempt('+254708374149', 2_000));
    await waitForCallback(initiated.providerRef);
    const raw = rig.received.find((body) => (body as { response?: { TransactionReference?: string } }).response?.TransactionReference === initiated.providerRef);
    expect(raw).toMatchObject({ response: { Amount: 20, ExternalReference: 'ORD-20261122-ab12', Metadata: { attemptId: '0b9f3c1e-4d51-4a8e-9d7e-3f1f5c2a7b10' } } });
  });

  it.each(Object.values(FAILING_PHONES))('maps the outcome for %s to %s (%s) by callback and by status call', async (phone, state, code, message) => {
    const initiated = await provider.initiate(attempt(phone));
    const [callback] = await waitForCallback(initiated.providerRef);
    expect(callback).toMatchObject({ accepted: true, outcome: { state, code, message } });
    expect(await provider.queryStatus(initiated.providerRef)).toEqual({ state, code, message });
  });

  it('gives the same dedupe key to a duplicated callback', async () => {
    const { initiated, dedupeKey } = await rig.duplicatedCallbackKey(provider, attempt(TEST_PHONES.duplicated));
    expect(dedupeKey).toMatch(new RegExp(`^lipia:${initiated.providerRef}:paid:[A-Z][A-Z0-9]{9}$`));
  });

  it('learns a dropped callback\'s result from the status call', async () => {
    const initiated = await rig.initiateWithDroppedCallback(provider, attempt(TEST_PHONES.dropped));
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'paid', amountCents: 150_000 });
  });

  it('refuses fractions of a shilling, and reports a busy subscriber and an amount over the limit as refusals', async () => {
    await expect(provider.initiate(attempt('+254708374149', 150_050))).rejects.toMatchObject({ name: 'ProviderRefusal', code: 'AMOUNT' });
    await expect(provider.initiate(attempt('+254708374149', 0))).rejects.toMatchObject({ code: 'AMOUNT' });
    await expect(provider.initiate(attempt(TEST_PHONES.busy))).rejects.toMatchObject({
      name: 'ProviderRefusal', code: 'STK_PUSH_FAILED', message: 'You have an M-Pesa request in progress. Complete or cancel it, then try again.',
    });
    await expect(provider.initiate(attempt('+254712000777', 25_000_100))).rejects.toMatchObject({ name: 'ProviderRefusal', code: 'VALIDATION_ERROR' });
  });

  it('refuses with the spec\'s message, not Lipia\'s words about our key, when the API key is wrong', async () => {
    const wrong = createLipiaProvider({ baseUrl, apiKey: 'not-our-key' });
    const refused = wrong.initiate(attempt('+254708374149'));
    await expect(refused).rejects.toBeInstanceOf(ProviderRefusal);
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_API_KEY', message: 'Lipia payment initiation failed' });
  });

  it('throws a plain error (not a refusal) when Lipia cannot be reached, and refuses an unknown reference', async () => {
    const away = createLipiaProvider({ baseUrl: 'http://127.0.0.1:9', apiKey: 'x' });
    const failed = await away.initiate(attempt('+254708374149')).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(ProviderRefusal);
    await expect(provider.queryStatus('64f1a2b3c4d5e6f708192a3b')).rejects.toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
  });

  it('answers Lipia with 200 ok', () => {
    expect(provider.acknowledgement).toEqual({ contentType: 'text/plain; charset=utf-8', body: 'ok' });
  });
});

describe('parseLipiaCallback', () => {
  const reference = '6740c1d2a1b2c3d4e5f60718';
  const paid = (response: Record<string, unknown> = {}, status: unknown = true) => ({
    response: {
      Amount: 1500, ExternalReference: 'ORD-1', MerchantRequestID: '12345-67890123-1', CheckoutRequestID: 'ws_CO_221120261010101230712345678',
      TransactionReference: reference, MpesaReceiptNumber: 'TKM1ABC2DE', Phone: '254712345678', ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.', Metadata: {}, Status: 'Success', ...response,
    },
    status,
  });

  it('reads a paid callback, whatever the casing of Status and the form of the numbers', () => {
    for (const body of [paid(), paid({ Status: 'SUCCESS', Amount: '1500', ResultCode: '0', Phone: '0712345678' }), paid({ Status: 'success' }, undefined)]) {
      expect(parseLipiaCallback(body)).toEqual({
        accepted: true, providerRef: reference, dedupeKey: `lipia:${reference}:paid:TKM1ABC2DE`,
        outcome: { state: 'paid', code: '0', message: 'Payment received', receipt: 'TKM1ABC2DE', amountCents: 150_000, phone: '+254712345678' },
      });
    }
  });

  it('reads a failed callback by its Daraja result code (1031 and 1032 both cancel)', () => {
    const failed = (code: number | string) => paid({ Status: 'Failed', ResultCode: code, MpesaReceiptNumber: '' }, false);
    expect(parseLipiaCallback(failed(1032))).toMatchObject({ accepted: true, dedupeKey: `lipia:${reference}:cancelled:1032`, outcome: { state: 'cancelled', code: '1032' } });
    expect(parseLipiaCallback(failed('1031'))).toMatchObject({ accepted: true, outcome: { state: 'cancelled' } });
    expect(parseLipiaCallback(failed(1))).toMatchObject({ accepted: true, dedupeKey: `lipia:${reference}:failed:1`, outcome: { state: 'failed', code: 'C2B00011' } });
    expect(parseLipiaCallback(failed(1037))).toMatchObject({ accepted: true, outcome: { state: 'expired', code: 'DS_TIMEOUT' } });
  });

  it.each([
    ['not an object', 'ok'],
    ['no response', { status: true }],
    ['a Daraja body', { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0 } } }],
    ['no TransactionReference', paid({ TransactionReference: undefined })],
    ['a TransactionReference that is not Lipia\'s', paid({ TransactionReference: '../../admin' })],
    ['paid without a receipt', paid({ MpesaReceiptNumber: '' })],
    ['paid without an amount', paid({ Amount: undefined })],
    ['paid with a fractional amount', paid({ Amount: 1500.5 })],
    ['Success with a failing code', paid({ ResultCode: 1032 })],
    ['Failed with code 0', paid({ Status: 'Failed' }, false)],
    ['Failed without a code', paid({ Status: 'Failed', ResultCode: undefined }, false)],
    ['an unknown Status', paid({ Status: 'Maybe' })],
    ['a status flag that contradicts Status', paid({}, false)],
  ])('rejects %s', (_name, body) => {
    expect(parseLipiaCallback(body).accepted).toBe(false);
  });
});
