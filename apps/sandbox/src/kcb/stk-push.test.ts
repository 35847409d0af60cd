import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startSandbox, type Sandbox } from '../mpesa/test-support.ts';
import { buniHeaders, freshPhone, kcbPush, kcbPushBody, kcbToken } from './test-support.ts';

let sandbox: Sandbox;
let token: string;
const callbackUrl = 'http://127.0.0.1:9/api/payments/callbacks/x';

beforeAll(async () => {
  // Long delays: nothing settles during these tests.
  sandbox = await startSandbox({ delayMs: 60_000, timeoutMs: 60_000 });
  token = await kcbToken(sandbox.kcb);
});
afterAll(() => sandbox.close());

const push = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = buniHeaders(token)) =>
  kcbPush(sandbox.kcb, headers, kcbPushBody(callbackUrl, { phoneNumber: freshPhone(), ...overrides }));

const invalid = (field: string) => ({ header: { statusCode: '400', statusDescription: `Bad Request - Invalid ${field}` } });

describe('KCB Buni STK push (POST /mm/api/request/1.0.0/stkpush)', () => {
  it('accepts a shared-paybill push with the header and Daraja-shaped ids', async () => {
    const response = await push();
    expect(response).toEqual({
      status: 200,
      body: {
        header: { statusCode: '0', statusDescription: 'Success' },
        response: {
          MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
          CheckoutRequestID: expect.stringMatching(/^ws_CO_\d{14}\d{3}\d{9}$/),
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        },
      },
    });
  });

  it('sends the prompt through the shared engine to the shared paybill 522533 with the invoice as account', async () => {
    const phone = freshPhone();
    const response = await kcbPush(sandbox.kcb, buniHeaders(token), kcbPushBody(callbackUrl, { phoneNumber: phone, amount: '250' }));
    const id = (response.body.response as { CheckoutRequestID: string }).CheckoutRequestID;
    const admin = (await (await fetch(`${sandbox.base}/mpesa/__emulator/requests/${id}`)).json()) as { request: Record<string, unknown> };
    expect(admin.request).toMatchObject({
      provider: 'kcb', shortCode: '522533', partyB: '522533', amount: 250, phoneNumber: phone, partyA: phone,
      accountReference: '7654321-ORD10023', status: 'pending', callbackUrl,
    });
  });

  const invalidBodies: Array<[string, Record<string, unknown>]> = [
    ['phoneNumber', { phoneNumber: '0712345678' }],
    ['phoneNumber', { phoneNumber: 254712345678 }],
    ['amount', { amount: 1500 }],
    ['amount', { amount: '10.50' }],
    ['amount', { amount: '0' }],
    ['amount', { amount: '-5' }],
    ['amount', { amount: '250001' }],
    ['invoiceNumber', { invoiceNumber: 'ORD10023' }],
    ['invoiceNumber', { invoiceNumber: undefined }],
    ['sharedShortCode', { sharedShortCode: 'true' }],
    ['orgShortCode', { sharedShortCode: false, orgShortCode: '' }],
    ['orgPassKey', { sharedShortCode: false, orgShortCode: '600100', orgPassKey: '' }],
    ['callbackUrl', { callbackUrl: 'not a url' }],
    ['transactionDescription', { transactionDescription: '' }],
    ['transactionDescription', { transactionDescription: 'x'.repeat(14) }],
  ];
  it.each(invalidBodies)('refuses an invalid %s with HTTP 400 (%j)', async (field, overrides) => {
    expect(await push(overrides)).toEqual({ status: 400, body: invalid(field) });
  });

  it('refuses a body that is not JSON in its own envelope', async () => {
    const response = await fetch(`${sandbox.kcb}/mm/api/request/1.0.0/stkpush`, { method: 'POST', headers: buniHeaders(token), body: '{"phoneNumber":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ header: { statusCode: '400', statusDescription: 'Bad Request - Invalid JSON' } });
  });

  it.each(['routeCode', 'operation', 'messageId'])('requires the %s header', async (name) => {
    const headers: Record<string, string> = buniHeaders(token);
    delete headers[name];
    expect(await push({}, headers)).toEqual({ status: 400, body: { header: { statusCode: '400', statusDescription: `Bad Request - Missing header ${name}` } } });
  });

  it('refuses a till that is not this app\'s, and an own shortcode KCB has not provisioned (HTTP 200)', async () => {
    expect(await push({ invoiceNumber: '1111111-ORD1' })).toEqual({
      status: 200, body: { header: { statusCode: '400', statusDescription: 'Invalid invoiceNumber: no KCB account 1111111 on this app' } },
    });
    expect(await push({ sharedShortCode: false, orgShortCode: '600100', orgPassKey: 'secret' })).toEqual({
      status: 200, body: { header: { statusCode: '500.001.1001', statusDescription: 'Merchant does not exist' } },
    });
  });

  it('refuses a busy subscriber with Daraja\'s code (HTTP 200)', async () => {
    expect(await push({ phoneNumber: '254700000005' })).toEqual({
      status: 200,
      body: { header: { statusCode: '500.001.1001', statusDescription: 'Unable to lock subscriber, a transaction is already in process for the current subscriber' } },
    });
  });

  it('refuses a second push to the same phone within the duplicate window as a duplicate (HTTP 200)', async () => {
    const phone = freshPhone();
    expect((await push({ phoneNumber: phone })).body.header).toEqual({ statusCode: '0', statusDescription: 'Success' });
    const again = await push({ phoneNumber: phone, invoiceNumber: '7654321-ORD10024' });
    expect(again.status).toBe(200);
    expect(again.body.header).toMatchObject({ statusCode: '409', statusDescription: expect.stringMatching(/duplicate/i) });
    expect(again.body.response).toBeUndefined();
  });
});

describe('KCB Buni emulator settings', () => {
  it('lets a push through without the three headers when SANDBOX_KCB_LENIENT_HEADERS=true', async () => {
    const lenient = await startSandbox({ delayMs: 60_000, timeoutMs: 60_000 }, { env: { SANDBOX_KCB_LENIENT_HEADERS: 'true' } });
    try {
      const bearer = await kcbToken(lenient.kcb);
      const response = await kcbPush(lenient.kcb, { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        kcbPushBody(callbackUrl, { phoneNumber: freshPhone() }));
      expect(response.status).toBe(200);
    } finally {
      await lenient.close();
    }
  });

  it('takes the duplicate window from SANDBOX_KCB_DUPLICATE_WINDOW_MS and an own shortcode once provisioned', async () => {
    const small = await startSandbox(
      { delayMs: 20, timeoutMs: 60_000, autoApprove: true },
      { env: { SANDBOX_KCB_DUPLICATE_WINDOW_MS: '150', SANDBOX_KCB_ORG_SHORTCODE: '600100', SANDBOX_KCB_ORG_PASSKEY: 'pass' } },
    );
    try {
      const headers = () => buniHeaders(bearer);
      const bearer = await kcbToken(small.kcb);
      const phone = freshPhone();
      const own = kcbPushBody(callbackUrl, { phoneNumber: phone, sharedShortCode: false, orgShortCode: '600100', orgPassKey: 'pass' });
      expect((await kcbPush(small.kcb, headers(), own)).body.header).toMatchObject({ statusCode: '0' });
      expect((await kcbPush(small.kcb, headers(), own)).body.header).toMatchObject({ statusCode: '409' });
      await sleep(200);
      expect((await kcbPush(small.kcb, headers(), own)).body.header).toMatchObject({ statusCode: '0' });
    } finally {
      await small.close();
    }
  });
});
