import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, getToken, post, pushBody, startSandbox, type Sandbox } from './test-support.ts';

let sandbox: Sandbox;
let token: string;
let url: string;
const callbackUrl = 'http://127.0.0.1:9/payments/callback/x';

beforeAll(async () => {
  // Long delays: nothing settles during these tests, so every phone used keeps its prompt open.
  sandbox = await startSandbox({ delayMs: 60_000, timeoutMs: 60_000 });
  token = await getToken(sandbox.mpesa);
  url = `${sandbox.mpesa}/mpesa/stkpush/v1/processrequest`;
});
afterAll(() => sandbox.close());

let phoneSeq = 0;
/** A fresh ordinary number per push, so no test trips over another's open prompt. */
const freshPhone = () => `25471${String(++phoneSeq).padStart(7, '0')}`;
const push = (overrides: Record<string, unknown> = {}) => {
  const phone = freshPhone();
  return post(url, pushBody(callbackUrl, { PartyA: phone, PhoneNumber: phone, ...overrides }), token);
};

describe('STK push (POST /mpesa/stkpush/v1/processrequest)', () => {
  it('accepts a valid push with the five fields and Daraja-shaped ids', async () => {
    const response = await push();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
      CheckoutRequestID: expect.stringMatching(/^ws_CO_\d{14}\d{3}\d{9}$/),
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  });

  it('takes numbers as strings or numbers, and till pushes', async () => {
    const phone = freshPhone();
    const response = await post(url, pushBody(callbackUrl, {
      BusinessShortCode: 174379, Amount: '250000', PartyA: Number(phone), PhoneNumber: Number(phone), PartyB: 5_123_456,
      TransactionType: 'CustomerBuyGoodsOnline', AccountReference: 'ORD-123456AB', TransactionDesc: 'x'.repeat(13),
    }), token);
    expect(response.status).toBe(200);
  });

  const invalid: Array<[string, Record<string, unknown>]> = [
    ['BusinessShortCode', { BusinessShortCode: '17437a' }],
    ['BusinessShortCode', { BusinessShortCode: undefined }],
    ['Password', { Password: '' }],
    ['Timestamp', { Timestamp: '2016021616562' }],
    ['Timestamp', { Timestamp: '20161316165627' }],
    ['TransactionType', { TransactionType: 'CustomerPayBill' }],
    ['Amount', { Amount: 0 }],
    ['Amount', { Amount: 10.5 }],
    ['Amount', { Amount: '10.50' }],
    ['Amount', { Amount: -5 }],
    ['Amount', { Amount: 250_001 }],
    ['PartyA', { PartyA: '0712345678' }],
    ['PartyB', { PartyB: 'abc' }],
    ['PhoneNumber', { PhoneNumber: '+254712345678' }],
    ['PhoneNumber', { PhoneNumber: '254812345678' }],
    ['CallBackURL', { CallBackURL: 'not a url' }],
    ['CallBackURL', { CallBackURL: 'ftp://shop.example/cb' }],
    ['CallBackURL', { CallBackURL: undefined }],
    ['AccountReference', { AccountReference: 'ORD-1234567890' }],
    ['AccountReference', { AccountReference: '' }],
    ['TransactionDesc', { TransactionDesc: '' }],
    ['TransactionDesc', { TransactionDesc: 'Payment for order 10023' }],
  ];
  it.each(invalid)('rejects an invalid %s with 400.002.02 (%j)', async (field, overrides) => {
    const response = await push(overrides);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ requestId: expect.any(String), errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` });
  });

  it('rejects a body that is not JSON with 400.002.02', async () => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: '400.002.02' });
  });

  it('refuses a wrong password or a timestamp that does not match it (500.001.1001 Wrong credentials)', async () => {
    const other = credentials(new Date(Date.now() - 60_000));
    for (const overrides of [{ Password: 'd3Jvbmc=' }, { Timestamp: other.Timestamp }]) {
      const response = await push(overrides);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ requestId: expect.any(String), errorCode: '500.001.1001', errorMessage: '[MerchantValidate] - Wrong credentials' });
    }
  });

  it('refuses an unknown shortcode (500.001.1001 Merchant does not exist)', async () => {
    const response = await push(credentials(new Date(), '600999'));
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ errorCode: '500.001.1001', errorMessage: 'Merchant does not exist' });
  });

  const busy = { errorCode: '500.001.1001', errorMessage: 'Unable to lock subscriber, a transaction is already in process for the current subscriber' };

  it('refuses a second push to a phone with an open prompt', async () => {
    const phone = freshPhone();
    const first = await push({ PartyA: phone, PhoneNumber: phone });
    expect(first.status).toBe(200);
    const second = await push({ PartyA: phone, PhoneNumber: phone });
    expect(second.status).toBe(500);
    expect(second.body).toMatchObject(busy);
  });

  it('always refuses the busy test number 254700000005', async () => {
    const response = await push({ PartyA: '254700000005', PhoneNumber: '254700000005' });
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject(busy);
  });
});
