import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { darajaTimestamp } from './clock.ts';
import {
  FAST, getToken, item, sleep, startReceiver, startSandbox, stkPush, stkQuery, waitFor, type Sandbox,
} from './test-support.ts';

let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  receiver = await startReceiver();
  token = await getToken(sandbox.mpesa);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const DELAY = FAST.delayMs ?? 0;
const TIMEOUT = FAST.timeoutMs ?? 0;
const pushFor = (phone: string, overrides: Record<string, unknown> = {}) =>
  stkPush(sandbox.mpesa, token, receiver.url, { PartyA: phone, PhoneNumber: phone, ...overrides });
const firstCallback = (id: string) => waitFor(() => receiver.for(id)[0]?.body);

describe('result callbacks and the STK query', () => {
  it('paid: ResultCode 0 with the metadata, numbers where Daraja sends numbers', async () => {
    const before = Number(darajaTimestamp(new Date()));
    const id = await pushFor('254708374149', { Amount: 2350 });
    const callback = await firstCallback(id);
    const { stkCallback } = callback.Body;
    expect(stkCallback).toMatchObject({
      MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
      CheckoutRequestID: id,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
    });
    expect(stkCallback.CallbackMetadata?.Item.map((entry) => entry.Name)).toEqual(['Amount', 'MpesaReceiptNumber', 'Balance', 'TransactionDate', 'PhoneNumber']);
    expect(item(callback, 'Amount')?.Value).toBe(2350);
    expect(item(callback, 'MpesaReceiptNumber')?.Value).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(item(callback, 'Balance')).toEqual({ Name: 'Balance' });
    const date = item(callback, 'TransactionDate')?.Value;
    expect(typeof date).toBe('number');
    expect(date).toBeGreaterThanOrEqual(before);
    expect(date).toBeLessThanOrEqual(Number(darajaTimestamp(new Date())));
    expect(item(callback, 'PhoneNumber')?.Value).toBe(254708374149);
  });

  it('query: HTTP 500 "being processed" while pending, then 200 with ResultCode as a string', async () => {
    const id = await pushFor('254708374149');
    const pending = await stkQuery(sandbox.mpesa, token, id);
    expect(pending).toEqual({ status: 500, body: { requestId: id, errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' } });
    await firstCallback(id);
    const final = await stkQuery(sandbox.mpesa, token, id);
    expect(final.status).toBe(200);
    expect(final.body).toEqual({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
      CheckoutRequestID: id,
      ResultCode: '0',
      ResultDesc: 'The service request is processed successfully.',
    });
  });

  it('query: an unknown CheckoutRequestID is 400 Invalid CheckoutRequestID', async () => {
    const response = await stkQuery(sandbox.mpesa, token, 'ws_CO_01012026000000123712345678');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid CheckoutRequestID' });
  });

  const failures: Array<[string, string, number, string]> = [
    ['cancelled', '254700000001', 1032, 'Request cancelled by user'],
    ['insufficient funds', '254700000003', 1, 'The balance is insufficient for the transaction.'],
    ['wrong PIN', '254700000004', 2001, 'The initiator information is invalid.'],
    ['expired', '254700000009', 1019, 'Transaction has expired'],
  ];
  it.each(failures)('%s: %s ends with %i and no metadata', async (_name, phone, code, desc) => {
    const id = await pushFor(phone);
    const callback = await firstCallback(id);
    expect(callback.Body.stkCallback).toEqual({ MerchantRequestID: expect.any(String), CheckoutRequestID: id, ResultCode: code, ResultDesc: desc });
    expect((await stkQuery(sandbox.mpesa, token, id)).body).toMatchObject({ ResultCode: String(code), ResultDesc: desc });
  });

  it('timeout: 254700000002 ends with 1037 after the timeout delay, not the normal one', async () => {
    const started = performance.now();
    const id = await pushFor('254700000002');
    await sleep(DELAY * 2);
    expect(receiver.for(id)).toHaveLength(0);
    expect((await stkQuery(sandbox.mpesa, token, id)).status).toBe(500);
    const callback = await firstCallback(id);
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT - 5);
    expect(callback.Body.stkCallback).toMatchObject({ ResultCode: 1037, ResultDesc: 'DS timeout user cannot be reached' });
  });

  it('duplicate: 254700000006 gets the same callback twice', async () => {
    const id = await pushFor('254700000006');
    await waitFor(() => receiver.for(id).length === 2);
    const [first, second] = receiver.for(id);
    expect(first?.body).toEqual(second?.body);
    expect(first?.body.Body.stkCallback.ResultCode).toBe(0);
    await sleep(DELAY * 2);
    expect(receiver.for(id)).toHaveLength(2);
  });

  it('dropped: 254700000007 pays but no callback ever comes; the query says paid', async () => {
    const id = await pushFor('254700000007');
    const final = await waitFor(async () => {
      const response = await stkQuery(sandbox.mpesa, token, id);
      return response.status === 200 && response.body;
    });
    expect(final).toMatchObject({ ResultCode: '0' });
    await sleep(DELAY * 4);
    expect(receiver.for(id)).toHaveLength(0);
  });

  it('late: 254700000008 is paid by the query first, the callback comes after 3× the delay', async () => {
    const started = performance.now();
    const id = await pushFor('254700000008');
    await waitFor(async () => (await stkQuery(sandbox.mpesa, token, id)).status === 200);
    expect(receiver.for(id)).toHaveLength(0);
    const callback = await firstCallback(id);
    expect(receiver.for(id)[0]!.at - started).toBeGreaterThanOrEqual(3 * DELAY - 5);
    expect(callback.Body.stkCallback.ResultCode).toBe(0);
  });

  it('ordinary numbers wait for the phone (auto-approve off) and time out with 1037 when nobody answers', async () => {
    const id = await pushFor('254711000001');
    await sleep(DELAY * 2);
    expect((await stkQuery(sandbox.mpesa, token, id)).status).toBe(500);
    expect((await firstCallback(id)).Body.stkCallback.ResultCode).toBe(1037);
  });

  it('the prompt closes with its outcome, so the phone can be pushed again', async () => {
    const id = await pushFor('254700000001');
    await firstCallback(id);
    await expect(pushFor('254700000001')).resolves.toMatch(/^ws_CO_/);
  });
});

describe('with auto-approve on', () => {
  it('ordinary numbers pay by themselves after the delay', async () => {
    const auto = await startSandbox({ autoApprove: true });
    try {
      const autoToken = await getToken(auto.mpesa);
      const id = await stkPush(auto.mpesa, autoToken, receiver.url, { PartyA: '254722000111', PhoneNumber: '254722000111' });
      const callback = await firstCallback(id);
      expect(callback.Body.stkCallback.ResultCode).toBe(0);
      expect(item(callback, 'PhoneNumber')?.Value).toBe(254722000111);
    } finally {
      await auto.close();
    }
  });
});
