import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRefusal, type PaymentProvider, jsonNotification } from '../../provider.ts';
import { providerContract } from '../../provider-contract.ts';
import { CONTRACT_PHONES, FAILING_PHONES, startProviderRig, TEST_PHONES, type ProviderRig } from '../provider-test-support.ts';
import { createDarajaClient } from './daraja-client.ts';
import { darajaPassword, darajaTimestamp } from './daraja-time.ts';
import { createMpesaProvider } from './mpesa.provider.ts';

const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
let rig: ProviderRig;
let callbackUrl: string;
let baseUrl: string;
let provider: PaymentProvider;
const waitForCallback = (ref: string) => rig.callbacksFor(provider, ref);

const attempt = (phone: string, amountCents = 150_000) => ({ attemptId: 'a1', orderRef: 'ORD-20261121-ab12', amountCents, phone, callbackUrl });

beforeAll(async () => {
  rig = await startProviderRig();
  callbackUrl = `${rig.receiverOrigin}/payments/callbacks/abc`;
  baseUrl = `${rig.sandboxBase}/mpesa`;
  provider = createMpesaProvider(createDarajaClient({
    baseUrl, consumerKey: 'mitumba-sandbox-key', consumerSecret: 'mitumba-sandbox-secret', shortCode: '174379', passkey: SANDBOX_PASSKEY,
  }));
});

afterAll(() => rig.close());

describe('Daraja password and timestamp', () => {
  it('matches the published test vector and uses East Africa Time', () => {
    expect(darajaPassword('174379', SANDBOX_PASSKEY, '20160216165627')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3');
    expect(darajaTimestamp(new Date('2026-11-21T22:30:05Z'))).toBe('20261122013005');
  });
});

providerContract('M-Pesa (Daraja)', {
  provider: () => provider,
  attempt: (outcome) => attempt(CONTRACT_PHONES[outcome]),
  callbacks: (ref) => waitForCallback(ref),
  forgedBodies: () => [{ hello: 'world' }, { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0 } } }, null],
  declinedState: 'cancelled',
});

describe('M-Pesa provider against the Daraja emulator', () => {
  it('pushes a prompt, is pending, then the callback says paid with receipt and amount', async () => {
    const initiated = await provider.initiate(attempt('+254708374149'));
    expect(initiated.providerRef).toMatch(/^ws_CO_/);
    expect(initiated.nextAction.kind).toBe('wait-for-phone');
    expect((await provider.queryStatus(initiated.providerRef)).state).toBe('pending');
    const [callback] = await waitForCallback(initiated.providerRef);
    expect(callback).toMatchObject({ accepted: true, outcome: { state: 'paid', amountCents: 150_000, phone: '+254708374149' } });
    if (callback?.accepted) expect(callback.outcome.receipt).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'paid' });
  });

  const { declined, insufficientFunds, wrongPin, unreachable } = FAILING_PHONES;
  it.each([declined, insufficientFunds, wrongPin, unreachable])('maps the outcome for %s to %s (%s)', async (phone, state, code, message) => {
    const initiated = await provider.initiate(attempt(phone));
    const [callback] = await waitForCallback(initiated.providerRef);
    expect(callback).toMatchObject({ accepted: true, outcome: { state, code, message } });
  });

  it('gives the same dedupe key to a duplicated callback', async () => {
    await rig.duplicatedCallbackKey(provider, attempt(TEST_PHONES.duplicated));
  });

  it('learns a dropped callback\'s result by querying', async () => {
    const initiated = await rig.initiateWithDroppedCallback(provider, attempt(TEST_PHONES.dropped));
    expect(await provider.queryStatus(initiated.providerRef)).toMatchObject({ state: 'paid' });
  });

  it('refuses fractions of a shilling and reports a busy subscriber as a refusal', async () => {
    await expect(provider.initiate(attempt('+254708374149', 150_050))).rejects.toBeInstanceOf(ProviderRefusal);
    await expect(provider.initiate(attempt(TEST_PHONES.busy))).rejects.toMatchObject({ code: '500.001.1001' });
  });

  it('rejects bodies that are not STK callbacks', () => {
    expect(provider.parseCallback(jsonNotification({ hello: 'world' }))).toEqual({ accepted: false, reason: 'Not an STK callback' });
    expect(provider.parseCallback(jsonNotification({ Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0 } } })).accepted).toBe(false);
  });

  it('explains wrong credentials', async () => {
    const wrong = createMpesaProvider(createDarajaClient({ baseUrl, consumerKey: 'x', consumerSecret: 'y', shortCode: '174379', passkey: SANDBOX_PASSKEY }));
    await expect(wrong.initiate(attempt('+254708374149'))).rejects.toThrow(/M-Pesa sign-in failed/);
  });
});
