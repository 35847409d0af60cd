import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_AGGREGATORS } from '../../../../config.ts';
import { ProviderRefusal, type AttemptRequest, type PaymentProvider, jsonNotification } from '../../provider.ts';
import { providerContract } from '../../provider-contract.ts';
import { withSlowPrompts } from '@mitumba/sandbox/test-support';
import { CONTRACT_PHONES, FAILING_PHONES, startProviderRig, TEST_PHONES, type ProviderRig } from '../provider-test-support.ts';
import { accountNoFor, createTinypesaProvider, statusOutcome } from './tinypesa.provider.ts';

let rig: ProviderRig;
let baseUrl: string;
let provider: PaymentProvider;
const waitForCallbacks = (ref: string) => rig.callbacksFor(provider, ref);

const attempt = (phone: string, amountCents = 150_000): AttemptRequest => ({
  // TinyPesa takes no callback URL per request: the attempt's own one is unused, the link's webhook is the receiver.
  attemptId: randomUUID(), orderRef: 'ORD-20261122-ab12', amountCents, phone, callbackUrl: 'http://shop.test/api/payments/callbacks/unused',
});

beforeAll(async () => {
  // TinyPesa's webhook address is the link's setting, not the request's: the sandbox's link points at the receiver.
  rig = await startProviderRig({ env: (receiver) => ({ SANDBOX_TINYPESA_WEBHOOK_URL: `${receiver}/api/payments/callbacks/provider/tinypesa` }) });
  baseUrl = `${rig.sandboxBase}/tinypesa`;
  provider = createTinypesaProvider({ baseUrl, apiKey: SANDBOX_AGGREGATORS.tinypesa.apiKey });
});

afterAll(() => rig.close());

providerContract('TinyPesa', {
  provider: () => provider,
  attempt: (outcome) => attempt(CONTRACT_PHONES[outcome]),
  callbacks: (ref) => waitForCallbacks(ref),
  forgedBodies: () => [
    { hello: 'world' },
    null,
    // Daraja's callback without TinyPesa's reference names no attempt.
    { Body: { stkCallback: { MerchantRequestID: '1', CheckoutRequestID: 'ws_CO_1', ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } },
    { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0, ExternalReference: 'ABC123' } } },
  ],
  declinedState: 'cancelled',
});

describe('TinyPesa provider against its emulator', () => {
  it('names the attempt by a short account_no made from its id, and is pending until the customer answers', async () => {
    const request = attempt('+254708374149');
    const { initiated, pending } = await withSlowPrompts(`${rig.sandboxBase}/mpesa`, async () => {
      const started = await provider.initiate(request);
      return { initiated: started, pending: await provider.queryStatus(started.providerRef) };
    });
    expect(initiated.providerRef).toBe(request.attemptId.replace(/-/g, '').slice(0, 12).toUpperCase());
    expect(initiated.nextAction).toEqual({ kind: 'wait-for-phone', customerMessage: 'Check your phone and enter your M-Pesa PIN to pay.' });
    expect(pending).toMatchObject({ state: 'pending' });
    const [callback] = await waitForCallbacks(initiated.providerRef);
    expect(callback).toMatchObject({
      accepted: true,
      providerRef: initiated.providerRef,
      outcome: { state: 'paid', amountCents: 150_000, phone: '+254708374149', receipt: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/) },
    });
    if (!callback?.accepted) throw new Error('no callback');
    expect(callback.dedupeKey).toBe(`tinypesa:${initiated.providerRef}:paid:${callback.outcome.receipt}`);
    // The status call carries what the core checks a payment against: amount, phone and the receipt.
    expect(await provider.queryStatus(initiated.providerRef)).toEqual({
      state: 'paid', code: '0', message: 'Payment received', receipt: callback.outcome.receipt, amountCents: 150_000, phone: '+254708374149',
    });
  });

  // The last column is the ResultCode TinyPesa sends (its own 1031 for a cancel), part of the dedupe key.
  it.each([
    [...FAILING_PHONES.declined, '1031'],
    [...FAILING_PHONES.insufficientFunds, '1'],
    [...FAILING_PHONES.wrongPin, '2001'],
    [...FAILING_PHONES.unanswered, '1037'],
    [...FAILING_PHONES.unreachable, '1019'],
  ])('reads the outcome for %s as %s (%s) by webhook and by get_status', async (phone, state, code, message, resultCode) => {
    const initiated = await provider.initiate(attempt(phone));
    const [callback] = await waitForCallbacks(initiated.providerRef);
    expect(callback).toEqual({
      accepted: true, providerRef: initiated.providerRef, dedupeKey: `tinypesa:${initiated.providerRef}:${state}:${resultCode}`, outcome: { state, code, message },
    });
    expect(await provider.queryStatus(initiated.providerRef)).toEqual({ state, code, message });
  });

  it('gives a duplicated webhook the same dedupe key', async () => {
    await rig.duplicatedCallbackKey(provider, attempt(TEST_PHONES.duplicated));
  });

  it('learns a payment whose webhook never came from get_status', async () => {
    const initiated = await rig.initiateWithDroppedCallback(provider, attempt(TEST_PHONES.dropped));
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'paid', amountCents: 150_000, receipt: expect.any(String) });
  });

  it('refuses fractions of a shilling before calling TinyPesa', async () => {
    await expect(provider.initiate(attempt('+254708374149', 150_050))).rejects.toMatchObject({ code: 'AMOUNT' });
    await expect(provider.initiate(attempt('+254708374149', 0))).rejects.toMatchObject({ code: 'AMOUNT' });
  });

  it('turns TinyPesa\'s refusals into shopper-safe ProviderRefusals', async () => {
    await expect(provider.initiate(attempt(TEST_PHONES.busy))).rejects.toMatchObject({
      name: 'ProviderRefusal', code: '500.001.1001', message: 'You have another M-Pesa request open. Finish or close it, then try again.',
    });
    await expect(provider.initiate(attempt('+254708374149', 25_000_100))).rejects.toMatchObject({ code: '422', message: 'This amount cannot be paid by M-Pesa.' });
    await expect(provider.initiate(attempt('+255712345678'))).rejects.toMatchObject({ code: '422', message: 'Enter a valid Safaricom number, e.g. 0712345678.' });
    const wrongKey = createTinypesaProvider({ baseUrl, apiKey: 'not-the-key' });
    await expect(wrongKey.initiate(attempt('+254708374149'))).rejects.toMatchObject({
      code: '401', message: 'TinyPesa payments are not available right now. Please choose another payment method.',
    });
    await expect(wrongKey.queryStatus('ABC')).rejects.toBeInstanceOf(ProviderRefusal);
  });

  it('says so when TinyPesa knows no such reference, and throws a plain error when it cannot be reached', async () => {
    await expect(provider.queryStatus('NOSUCHREF')).rejects.toMatchObject({ name: 'ProviderRefusal', code: '404' });
    const unreachable = createTinypesaProvider({ baseUrl: 'http://127.0.0.1:9/sandbox/tinypesa', apiKey: 'x' });
    const failure = await unreachable.initiate(attempt('+254708374149')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ProviderRefusal);
  });
});

describe('TinyPesa webhook parsing', () => {
  const paid = (overrides: Record<string, unknown> = {}, items?: unknown[]) => ({
    Body: {
      stkCallback: {
        MerchantRequestID: '12345-67890123-1', CheckoutRequestID: 'ws_CO_221120262151311234708374149', ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: { Item: items ?? [
          { Name: 'Amount', Value: 1500 }, { Name: 'MpesaReceiptNumber', Value: 'UKM1AB2CD3' }, { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20261122005131 }, { Name: 'PhoneNumber', Value: 254708374149 },
        ] },
        TinyPesaID: 'f8665676-1111-4222-8333-444455556666', ExternalReference: 'A1B2C3D4E5F6', Amount: 1500, Msisdn: '254708374149',
        ...overrides,
      },
    },
  });

  it('reads a paid webhook by name, with the amount in cents and the phone in +254 form', () => {
    expect(provider.parseCallback(jsonNotification(paid()))).toEqual({
      accepted: true, providerRef: 'A1B2C3D4E5F6', dedupeKey: 'tinypesa:A1B2C3D4E5F6:paid:UKM1AB2CD3',
      outcome: { state: 'paid', code: '0', message: 'Payment received', receipt: 'UKM1AB2CD3', amountCents: 150_000, phone: '+254708374149' },
    });
  });

  it('takes Daraja\'s 1032 and TinyPesa\'s 1031 as the same cancel', () => {
    for (const code of [1031, 1032, '1031']) {
      const parsed = provider.parseCallback(jsonNotification(paid({ ResultCode: code, ResultDesc: 'Request cancelled by user', CallbackMetadata: undefined })));
      expect(parsed).toMatchObject({ accepted: true, outcome: { state: 'cancelled', code: '1032' } });
    }
  });

  it.each([
    ['no ExternalReference', paid({ ExternalReference: undefined })],
    ['an empty ExternalReference', paid({ ExternalReference: '' })],
    ['an ExternalReference that is not ours', paid({ ExternalReference: 'ORD-1; DROP' })],
    ['an over-long ExternalReference', paid({ ExternalReference: 'A1B2C3D4E5F6A' })],
    ['a paid result without a receipt', paid({}, [{ Name: 'Amount', Value: 1500 }])],
    ['no ResultCode', paid({ ResultCode: undefined })],
    ['not an object', 'Body=stkCallback'],
    ['an array', [paid()]],
  ])('refuses a webhook with %s', (_name, body) => {
    expect(provider.parseCallback(jsonNotification(body))).toMatchObject({ accepted: false, reason: expect.any(String) });
  });
});

describe('TinyPesa status record', () => {
  it.each([
    [{ is_complete: 0, mpesa_receipt: null, sync_status: 'Pending' }, { state: 'pending' }],
    [{ is_complete: '1', mpesa_receipt: 'UKM1AB2CD3', amount: '20', msisdn: '254712345678' }, { state: 'paid', amountCents: 2000, phone: '+254712345678' }],
    [{ is_complete: 1, mpesa_receipt: null, sync_status: '1031: Request cancelled by user' }, { state: 'cancelled', code: '1032' }],
    [{ is_complete: 1, mpesa_receipt: null, sync_status: '1037: DS timeout user cannot be reached' }, { state: 'expired', code: 'DS_TIMEOUT' }],
    [{ is_complete: 1, mpesa_receipt: null, sync_status: '17: Rule limited' }, { state: 'failed', code: '17' }],
    [{ is_complete: 1, mpesa_receipt: null, sync_status: null }, { state: 'failed', code: 'TINYPESA_FAILED' }],
    // A complete record claiming success without a receipt is not a payment.
    [{ is_complete: 1, mpesa_receipt: '', sync_status: '0: The service request is processed successfully.' }, { state: 'failed', code: 'TINYPESA_FAILED' }],
  ])('reads %j as %j', (record, outcome) => {
    expect(statusOutcome(record)).toMatchObject(outcome);
  });

  it('makes distinct 12-character account numbers from distinct attempt ids', () => {
    const refs = new Set(Array.from({ length: 1000 }, () => accountNoFor(randomUUID())));
    expect(refs.size).toBe(1000);
    for (const ref of refs) expect(ref).toMatch(/^[0-9A-F]{12}$/);
  });
});
