import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { item, sleep, startReceiver, waitFor, startSandbox, type Sandbox } from '../mpesa/test-support.ts';
import { buniHeaders, freshPhone, kcbPush, kcbPushBody, kcbToken } from './test-support.ts';

let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({ delayMs: 40, timeoutMs: 150, autoApprove: true });
  receiver = await startReceiver();
  token = await kcbToken(sandbox.kcb);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

async function pushFor(phone: string, amount = '1500'): Promise<string> {
  const response = await kcbPush(sandbox.kcb, buniHeaders(token), kcbPushBody(receiver.url, { phoneNumber: phone, amount }));
  if (response.body.response === undefined) throw new Error(`push refused: ${JSON.stringify(response.body)}`);
  return (response.body.response as { CheckoutRequestID: string }).CheckoutRequestID;
}

const callbackOf = async (id: string) => (await waitFor(() => receiver.for(id)[0]))!.body;

describe('KCB Buni result callbacks (Daraja Body.stkCallback to callbackUrl)', () => {
  it('sends a paid callback with the metadata items by name', async () => {
    const phone = freshPhone();
    const id = await pushFor(phone, '2350');
    const callback = await callbackOf(id);
    expect(callback.Body.stkCallback).toMatchObject({
      MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/), CheckoutRequestID: id, ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
    });
    expect(item(callback, 'Amount')?.Value).toBe(2350);
    expect(item(callback, 'MpesaReceiptNumber')?.Value).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(String(item(callback, 'TransactionDate')?.Value)).toMatch(/^\d{14}$/);
    expect(item(callback, 'PhoneNumber')?.Value).toBe(Number(phone));
  });

  it.each([
    ['254700000001', 1032, 'Request cancelled by user'],
    ['254700000003', 1, 'The balance is insufficient for the transaction.'],
    ['254700000002', 1037, 'DS timeout user cannot be reached'],
    ['254700000009', 1019, 'Transaction has expired'],
  ])('sends the failure for %s (ResultCode %i) without metadata', async (phone, resultCode, resultDesc) => {
    const id = await pushFor(phone);
    const callback = await callbackOf(id);
    expect(callback.Body.stkCallback).toEqual({ MerchantRequestID: expect.any(String), CheckoutRequestID: id, ResultCode: resultCode, ResultDesc: resultDesc });
  });

  it('sends a callback twice for 254700000006', async () => {
    const id = await pushFor('254700000006');
    await waitFor(() => receiver.for(id).length === 2);
    const [first, second] = receiver.for(id);
    expect(second?.body).toEqual(first?.body);
  });

  it('drops the callback for 254700000007, and there is no status call to ask instead', async () => {
    const id = await pushFor('254700000007');
    await sleep(250);
    expect(receiver.for(id)).toEqual([]);
    const admin = (await (await fetch(`${sandbox.base}/mpesa/__emulator/requests/${id}`)).json()) as { request: Record<string, unknown>; callbacks: unknown[] };
    expect(admin.request).toMatchObject({ provider: 'kcb', status: 'completed', resultCode: 0 });
    expect(admin.callbacks).toEqual([]);
    const query = await fetch(`${sandbox.kcb}/mm/api/request/1.0.0/stkpushquery`, { method: 'POST', headers: buniHeaders(token), body: JSON.stringify({ CheckoutRequestID: id }) });
    expect(query.status).toBe(404);
  });

  it('lets the admin API re-send a settled prompt\'s callback', async () => {
    const id = await pushFor(freshPhone());
    await callbackOf(id);
    const response = await fetch(`${sandbox.base}/mpesa/__emulator/requests/${id}/callback`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(receiver.for(id)).toHaveLength(2);
  });

  it('shows the prompt on the shared sandbox phone page, where a person pays it', async () => {
    await fetch(`${sandbox.base}/mpesa/__emulator/config`, {
      method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ autoApprove: false, timeoutMs: 30_000 }),
    });
    const phone = freshPhone();
    const id = await pushFor(phone, '640');
    const html = await (await fetch(`${sandbox.base}/mpesa/phone`)).text();
    expect(html).toContain('Pay Ksh 640 to KCB BANK (account 7654321-ORD10023)?');
    expect(html).toContain(`name="checkoutRequestId" value="${id}"`);
    const paid = await fetch(`${sandbox.base}/mpesa/phone/answer`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ checkoutRequestId: id, pin: '4821', action: 'pin' }).toString(), redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const callback = await callbackOf(id);
    expect(callback.Body.stkCallback.ResultCode).toBe(0);
    expect(item(callback, 'Amount')?.Value).toBe(640);
  });
});
