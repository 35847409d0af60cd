import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../mpesa/test-support.ts';
import { lipiaPush, lipiaStatus, pushBody } from './test-support.ts';

let sandbox: Sandbox;
let lipia: string;
const callbackUrl = 'http://127.0.0.1:9/api/payments/callbacks/x';

beforeAll(async () => {
  // Long delays: nothing settles during these tests, so every phone used keeps its prompt open.
  sandbox = await startSandbox({ delayMs: 60_000, timeoutMs: 60_000 });
  lipia = `${sandbox.base}/lipia`;
});
afterAll(() => sandbox.close());

let phoneSeq = 0;
/** A fresh ordinary Safaricom number per push, as 07…, so no test trips over another's open prompt. */
const freshPhone = () => `0711${String(++phoneSeq).padStart(6, '0')}`;
const push = (overrides: Record<string, unknown> = {}) => lipiaPush(lipia, pushBody(freshPhone(), { callback_url: callbackUrl, ...overrides }));
const errorShape = (code: string, extra: object = {}) => ({
  success: false, status: 'error', message: expect.any(String), customerMessage: expect.any(String),
  error: { code, ...extra }, timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
});

describe('Lipia STK push (POST /api/v2/payments/stk-push)', () => {
  it('accepts a push with the success envelope and a hex TransactionReference', async () => {
    const response = await push();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      status: 'success',
      message: 'STK push initiated successfully',
      customerMessage: expect.any(String),
      data: { TransactionReference: expect.stringMatching(/^[0-9a-f]{24}$/), ResponseCode: 0, ResponseDescription: 'Success. Request accepted for processing' },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const again = await push();
    expect(again.body.data.TransactionReference).not.toBe(response.body.data.TransactionReference);
  });

  it.each([
    ['07…', '0712000001', '254712000001'],
    ['01…', '0110000002', '254110000002'],
    ['2547…', '254712000003', '254712000003'],
    ['2541…', '254111000004', '254111000004'],
    ['+254…', '+254712000005', '254712000005'],
  ])('takes a phone as %s and prompts 2547…/2541… on the sandbox phone', async (_form, phone, msisdn) => {
    const response = await lipiaPush(lipia, pushBody(phone, { callback_url: callbackUrl }));
    expect(response.status).toBe(200);
    const listed = await (await fetch(`${sandbox.mpesa}/__emulator/requests?phone=${msisdn}`)).json() as { requests: Array<Record<string, unknown>> };
    expect(listed.requests).toMatchObject([{ provider: 'lipia', phoneNumber: msisdn, amount: 1500, accountReference: 'ORD-20261122-ab12', status: 'pending' }]);
  });

  it('takes a push without callback_url, external_reference or metadata', async () => {
    const response = await lipiaPush(lipia, { phone_number: freshPhone(), amount: 1 });
    expect(response.status).toBe(200);
  });

  it('refuses a missing or wrong API key with 401', async () => {
    const missing = await lipiaPush(lipia, pushBody(freshPhone()), null);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(errorShape('MISSING_API_KEY', { location: 'header' }));
    const wrong = await lipiaPush(lipia, pushBody(freshPhone()), 'not-the-key');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(errorShape('INVALID_API_KEY', { location: 'header' }));
  });

  it('uses the key from SANDBOX_LIPIA_API_KEY when set', async () => {
    const other = await startSandbox({ delayMs: 60_000, timeoutMs: 60_000 }, { env: { SANDBOX_LIPIA_API_KEY: 'shop-own-key' } });
    try {
      expect((await lipiaPush(other.lipia, pushBody('0712999999'))).status).toBe(401);
      expect((await lipiaPush(other.lipia, pushBody('0712999999'), 'shop-own-key')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  const invalid: Array<[string, Record<string, unknown>]> = [
    ['phone_number', { phone_number: undefined }],
    ['phone_number', { phone_number: '12345' }],
    ['phone_number', { phone_number: 712345678 }],
    ['phone_number', { phone_number: '0733123456' }],
    ['phone_number', { phone_number: '254771234567' }],
    ['amount', { amount: undefined }],
    ['amount', { amount: 0 }],
    ['amount', { amount: -5 }],
    ['amount', { amount: 10.5 }],
    ['amount', { amount: '10.50' }],
    ['amount', { amount: 250_001 }],
    ['external_reference', { external_reference: 42 }],
    ['callback_url', { callback_url: 'not a url' }],
    ['callback_url', { callback_url: 'ftp://shop.example/cb' }],
    ['metadata', { metadata: 'attempt-1' }],
  ];
  it.each(invalid)('refuses an invalid %s with 400 VALIDATION_ERROR (%j)', async (field, overrides) => {
    const response = await push(overrides);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ...errorShape('VALIDATION_ERROR'), error: { code: 'VALIDATION_ERROR', field, location: 'body' } });
  });

  it('answers unreadable JSON with its own error envelope', async () => {
    const response = await fetch(`${lipia}/api/v2/payments/stk-push`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer mitumba-sandbox-lipia-key' }, body: '{"amount":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorShape('INVALID_JSON', { location: 'body' }));
  });

  it('refuses a push to a phone with a prompt open, and always to the busy number 254700000005', async () => {
    const phone = freshPhone();
    expect((await push({ phone_number: phone })).status).toBe(200);
    const second = await push({ phone_number: phone });
    expect(second.status).toBe(400);
    expect(second.body).toEqual(errorShape('STK_PUSH_FAILED'));
    expect(second.body.message).toMatch(/Unable to lock subscriber/);
    const busy = await push({ phone_number: '0700000005' });
    expect(busy.status).toBe(400);
    expect(busy.body.error.code).toBe('STK_PUSH_FAILED');
  });
});

describe('Lipia payment status (GET /api/v2/payments/status)', () => {
  it('says 404 in the error envelope for an unknown reference and 400 without one', async () => {
    const unknown = await lipiaStatus(lipia, '64f1a2b3c4d5e6f708192a3b');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorShape('TRANSACTION_NOT_FOUND', { field: 'reference', location: 'query' }));
    const missing = await lipiaStatus(lipia, '');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reference' });
  });

  it('needs the API key', async () => {
    const reference = (await push()).body.data.TransactionReference as string;
    expect((await lipiaStatus(lipia, reference, 'wrong')).status).toBe(401);
    expect((await lipiaStatus(lipia, reference)).body.data.response.Status).toBe('PENDING');
  });

  it('answers an unknown path under the API in the error envelope', async () => {
    const response = await fetch(`${lipia}/api/v2/payments/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(errorShape('ROUTE_NOT_FOUND'));
  });
});
