import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sleep, startReceiver, startSandbox, waitFor, withSlowPrompts, type Sandbox } from '../mpesa/test-support.ts';
import { getStatus, initialize } from './test-support.ts';

type TinypesaCallback = {
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResultCode: number;
  ResultDesc: string;
  TinyPesaID: string;
  ExternalReference: string;
  Amount: number;
  Msisdn: string;
  CallbackMetadata?: { Item: Array<{ Name: string; Value?: string | number }> };
};

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sandbox: Sandbox;

beforeAll(async () => {
  receiver = await startReceiver();
  sandbox = await startSandbox({}, { env: { SANDBOX_TINYPESA_WEBHOOK_URL: receiver.url } });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.base}/mpesa/__emulator/reset`, { method: 'POST' });
});

const reference = () => `T${randomUUID().replace(/-/g, '').slice(0, 11).toUpperCase()}`;
const webhooksFor = (accountNo: string) => receiver.received
  .map((entry) => (entry.body as unknown as { Body: { stkCallback: TinypesaCallback } }).Body.stkCallback)
  .filter((callback) => callback.ExternalReference === accountNo);

describe('TinyPesa initialize', () => {
  it('starts a prompt from a form body with a 07… number and answers success with a request_id', async () => {
    const accountNo = reference();
    const started = await initialize(sandbox.tinypesa, { amount: 150, msisdn: '0708374149', account_no: accountNo });
    expect(started).toEqual({ status: 200, body: { success: true, request_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) } });
    const listed = await (await fetch(`${sandbox.base}/mpesa/__emulator/requests?phone=254708374149`)).json() as { requests: Array<Record<string, unknown>> };
    expect(listed.requests[0]).toMatchObject({ provider: 'tinypesa', amount: 150, phoneNumber: '254708374149', accountReference: accountNo });
  });

  it('takes a JSON body and a 2547… number too', async () => {
    const started = await initialize(sandbox.tinypesa, { amount: '20', msisdn: '254708374149', account_no: reference() }, { json: true });
    expect(started.body).toMatchObject({ success: true });
  });

  it('refuses a missing or wrong Apikey with 401', async () => {
    const fields = { amount: 10, msisdn: '0708374149' };
    expect(await initialize(sandbox.tinypesa, fields, { apiKey: null })).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await initialize(sandbox.tinypesa, fields, { apiKey: 'wrong' })).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await getStatus(sandbox.tinypesa, 'ANY', 'wrong')).status).toBe(401);
  });

  it.each([
    [{}, { amount: ['The amount field is required.'], msisdn: ['The msisdn field is required.'] }],
    [{ amount: 10.5, msisdn: '0708374149' }, { amount: ['The amount must be an integer.'] }],
    [{ amount: 0, msisdn: '0708374149' }, { amount: ['The amount must be at least 1.'] }],
    [{ amount: -5, msisdn: '0708374149' }, { amount: ['The amount must be at least 1.'] }],
    [{ amount: 250_001, msisdn: '0708374149' }, { amount: ['The amount may not be greater than 250000.'] }],
    [{ amount: 10, msisdn: '+254708374149' }, { msisdn: ['The msisdn format is invalid.'] }],
    [{ amount: 10, msisdn: '0808374149' }, { msisdn: ['The msisdn format is invalid.'] }],
    [{ amount: 10, msisdn: '0708374149', account_no: 'ABCDEFGHIJKLM' }, { account_no: ['The account no may not be greater than 12 characters.'] }],
  ])('answers 422 with Laravel field errors for %j', async (fields, errors) => {
    expect(await initialize(sandbox.tinypesa, fields as Record<string, string | number>, { json: true })).toEqual({ status: 422, body: errors });
  });

  it('answers unreadable JSON with the required-field errors, not the host app\'s error', async () => {
    const response = await fetch(`${sandbox.tinypesa}/api/v1/express/initialize`, {
      method: 'POST', headers: { apikey: 'mitumba-sandbox-tinypesa-key', 'content-type': 'application/json' }, body: '{"amount":',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ amount: ['The amount field is required.'], msisdn: ['The msisdn field is required.'] });
  });

  it('refuses a second prompt to a busy phone without starting one', async () => {
    const busy = await initialize(sandbox.tinypesa, { amount: 10, msisdn: '0700000005', account_no: reference() });
    expect(busy).toEqual({ status: 400, body: { success: false, errorCode: '500.001.1001', errorMessage: expect.stringMatching(/^Unable to lock subscriber/) } });
  });
});

describe('TinyPesa get_status', () => {
  it('answers 404 with TinyPesa\'s message for an unknown account_no', async () => {
    expect(await getStatus(sandbox.tinypesa, 'NOPE')).toEqual({ status: 404, body: { message: 'Transaction with given reference not found' } });
  });

  it('goes from pending to complete with a receipt, and counts the webhook syncs', async () => {
    const accountNo = reference();
    const pending = await withSlowPrompts(sandbox.mpesa, async () => {
      await initialize(sandbox.tinypesa, { amount: 1500, msisdn: '0708374149', account_no: accountNo });
      return getStatus(sandbox.tinypesa, accountNo);
    });
    expect(pending).toEqual({
      status: 200,
      body: {
        id: expect.any(Number), amount: 1500, msisdn: '254708374149', sync_count: 0, is_complete: 0, sync_status: 'Pending', link_id: 1042,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/), supporter_id: null, external_reference: accountNo,
        mpesa_receipt: null,
      },
    });
    await waitFor(() => webhooksFor(accountNo).length > 0);
    const done = await getStatus(sandbox.tinypesa, accountNo);
    expect(done.body).toMatchObject({ is_complete: 1, sync_count: 1, sync_status: '0: The service request is processed successfully.', mpesa_receipt: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/) });
    expect(done.body.mpesa_receipt).toBe(webhooksFor(accountNo)[0]?.CallbackMetadata?.Item.find((item) => item.Name === 'MpesaReceiptNumber')?.Value);
  });

  it('shows a failure as complete without a receipt, the result in sync_status', async () => {
    const accountNo = reference();
    await initialize(sandbox.tinypesa, { amount: 10, msisdn: '0700000003', account_no: accountNo });
    await waitFor(() => webhooksFor(accountNo).length > 0);
    expect((await getStatus(sandbox.tinypesa, accountNo)).body).toMatchObject({
      is_complete: 1, mpesa_receipt: null, sync_status: '1: The balance is insufficient for the transaction.',
    });
  });

  it('knows a paid prompt whose webhook was never sent (sync_count 0)', async () => {
    const accountNo = reference();
    await initialize(sandbox.tinypesa, { amount: 10, msisdn: '0700000007', account_no: accountNo });
    await waitFor(async () => (await getStatus(sandbox.tinypesa, accountNo)).body.is_complete === 1);
    await sleep(60);
    expect(webhooksFor(accountNo)).toEqual([]);
    expect((await getStatus(sandbox.tinypesa, accountNo)).body).toMatchObject({ sync_count: 0, mpesa_receipt: expect.any(String) });
  });
});

describe('TinyPesa webhook', () => {
  it('forwards a paid prompt as Daraja\'s stkCallback plus TinyPesaID, ExternalReference, Amount and Msisdn', async () => {
    const accountNo = reference();
    const started = await initialize(sandbox.tinypesa, { amount: 1500, msisdn: '0708374149', account_no: accountNo });
    const [callback] = await waitFor(() => webhooksFor(accountNo).length > 0 && webhooksFor(accountNo));
    expect(callback).toEqual({
      MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
      CheckoutRequestID: expect.stringMatching(/^ws_CO_\d{17}/),
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: { Item: [
        { Name: 'Amount', Value: 1500 },
        { Name: 'MpesaReceiptNumber', Value: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/) },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: expect.any(Number) },
        { Name: 'PhoneNumber', Value: 254708374149 },
      ] },
      TinyPesaID: started.body.request_id,
      ExternalReference: accountNo,
      Amount: 1500,
      Msisdn: '254708374149',
    });
  });

  it.each([
    ['0700000001', 1031, 'Request cancelled by user'],
    ['0700000003', 1, 'The balance is insufficient for the transaction.'],
    ['0700000002', 1037, 'DS timeout user cannot be reached'],
  ])('sends the failure for %s as ResultCode %i without metadata', async (msisdn, code, desc) => {
    const accountNo = reference();
    await initialize(sandbox.tinypesa, { amount: 10, msisdn, account_no: accountNo });
    const [callback] = await waitFor(() => webhooksFor(accountNo).length > 0 && webhooksFor(accountNo));
    expect(callback).toMatchObject({ ResultCode: code, ResultDesc: desc, ExternalReference: accountNo, Amount: 10 });
    expect(callback?.CallbackMetadata).toBeUndefined();
    expect((await getStatus(sandbox.tinypesa, accountNo)).body.sync_status).toBe(`${code}: ${desc}`);
  });

  it('sends nothing when the link has no webhook address', async () => {
    const silent = await startSandbox({}, { env: { SANDBOX_TINYPESA_WEBHOOK_URL: '' } });
    try {
      const accountNo = reference();
      await initialize(silent.tinypesa, { amount: 10, msisdn: '0708374149', account_no: accountNo });
      await waitFor(async () => (await getStatus(silent.tinypesa, accountNo)).body.is_complete === 1);
      await sleep(60);
      expect(webhooksFor(accountNo)).toEqual([]);
    } finally {
      await silent.close();
    }
  });
});
