import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, startSandbox, waitFor, withSlowPrompts, type Sandbox } from '../mpesa/test-support.ts';
import { TRANSACTION_ID } from './ids.ts';
import { CREDENTIALS, initiateBody, postJson, status } from './test-support.ts';

let sandbox: Sandbox;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const url = () => `${sandbox.pesaflux}/v1/initiatestk`;

beforeAll(async () => {
  sandbox = await startSandbox({ amountLimit: 150_000 });
  receiver = await startReceiver();
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

describe('PesaFlux POST /v1/initiatestk', () => {
  it('accepts a prompt: success is the string "200" and the id is SOFTPID + 19 digits', async () => {
    const response = await postJson(url(), initiateBody({ msisdn: '0712000001', callback_url: receiver.url }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: '200', message: expect.any(String), transaction_request_id: expect.stringMatching(TRANSACTION_ID) });
    // The 07… number reached the phone as 2547….
    const listed = await fetch(`${sandbox.mpesa}/__emulator/requests?phone=254712000001`).then((r) => r.json()) as { requests: Array<Record<string, unknown>> };
    expect(listed.requests).toHaveLength(1);
    expect(listed.requests[0]).toMatchObject({ provider: 'pesaflux', amount: 1500, accountReference: 'ORD-10023', callbackUrl: receiver.url });
  });

  it('gives every prompt its own id', async () => {
    const ids = await Promise.all(['254712000002', '254712000003', '254712000004'].map(async (msisdn) =>
      (await postJson(url(), initiateBody({ msisdn }))).body.transaction_request_id));
    expect(new Set(ids).size).toBe(3);
  });

  it.each([
    ['a wrong api_key', { api_key: 'nope' }],
    ['a wrong email', { email: 'someone@else.test' }],
  ])('refuses %s with 401 and no prompt', async (_name, overrides) => {
    const response = await postJson(url(), initiateBody({ ...overrides, msisdn: '254712000010' }));
    expect(response).toEqual({ status: 401, body: { success: '401', message: 'Invalid API key or email' } });
    const listed = await fetch(`${sandbox.mpesa}/__emulator/requests?phone=254712000010`).then((r) => r.json()) as { requests: unknown[] };
    expect(listed.requests).toEqual([]);
  });

  it('takes the e-mail in any case', async () => {
    const response = await postJson(url(), initiateBody({ email: 'Sandbox@Mitumba.Local', msisdn: '254712000011' }));
    expect(response.status).toBe(200);
  });

  it('wants both credentials in the body', async () => {
    const { api_key: _key, ...withoutKey } = initiateBody();
    expect(await postJson(url(), withoutKey)).toEqual({ status: 400, body: { success: '400', message: 'api_key and email are required' } });
  });

  it.each([
    ['a fraction of a shilling', { amount: 10.5 }, /amount/],
    ['a decimal string', { amount: '10.50' }, /amount/],
    ['zero', { amount: 0 }, /amount/],
    ['a negative amount', { amount: -5 }, /amount/],
    ['more than the limit', { amount: 150_001 }, /at most 150000/],
    ['no amount', { amount: undefined }, /amount/],
    ['a +254 phone', { msisdn: '+254712345678' }, /msisdn/],
    ['a short phone', { msisdn: '07123' }, /msisdn/],
    ['a landline', { msisdn: '0202345678' }, /msisdn/],
    ['a callback that is not a URL', { callback_url: 'not a url' }, /callback_url/],
    ['a reference that is not text', { reference: { id: 1 } }, /reference/],
  ])('refuses %s with 400 in PesaFlux\'s envelope', async (_name, overrides, message) => {
    const response = await postJson(url(), initiateBody(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: '400', message: expect.stringMatching(message) });
  });

  it('takes the amount as a whole-number string too', async () => {
    expect((await postJson(url(), initiateBody({ amount: '20', msisdn: '254712000012' }))).status).toBe(200);
  });

  it('answers unreadable JSON with its own envelope, not the framework\'s', async () => {
    const response = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"api_key":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: '400', message: 'Invalid JSON body' });
  });

  it('passes on M-Pesa\'s refusal for a busy subscriber (254700000005), and for one with a prompt open', async () => {
    const busy = await postJson(url(), initiateBody({ msisdn: '254700000005' }));
    expect(busy).toEqual({ status: 500, body: { success: '500', message: expect.stringMatching(/^Unable to lock subscriber/) } });
    expect((await postJson(url(), initiateBody({ msisdn: '254712000020' }))).status).toBe(200);
    expect((await postJson(url(), initiateBody({ msisdn: '254712000020' }))).body.success).toBe('500');
  });
});

describe('PesaFlux POST /v1/transactionstatus', () => {
  it('checks the credentials and the id', async () => {
    const wrong = await postJson(`${sandbox.pesaflux}/v1/transactionstatus`, { ...CREDENTIALS, api_key: 'x', transaction_request_id: 'SOFTPID1' });
    expect(wrong).toEqual({ status: 401, body: { success: '401', message: 'Invalid API key or email' } });
    expect(await postJson(`${sandbox.pesaflux}/v1/transactionstatus`, CREDENTIALS))
      .toEqual({ status: 400, body: { success: '400', message: 'transaction_request_id is required' } });
    expect(await status(sandbox.pesaflux, 'SOFTPID1011202412340712682'))
      .toEqual({ status: 404, body: { success: '404', message: 'Transaction not found' } });
  });

  it('goes from Pending to Completed with receipt, amount, phone and date', async () => {
    const { id, pending } = await withSlowPrompts(sandbox.mpesa, async () => {
      const response = await postJson(url(), initiateBody({ msisdn: '254708374149', amount: 250, reference: 'ORD-7' }));
      const started = response.body.transaction_request_id as string;
      return { id: started, pending: await status(sandbox.pesaflux, started) };
    });
    expect(pending).toEqual({ status: 200, body: expect.objectContaining({ TransactionStatus: 'Pending', ResultCode: '', TransactionReceipt: '', TransactionID: id }) });
    const done = await waitFor(async () => {
      const now = await status(sandbox.pesaflux, id);
      return now.body.TransactionStatus !== 'Pending' && now.body;
    });
    expect(done).toMatchObject({
      TransactionStatus: 'Completed', ResultCode: '0', TransactionCode: '0', ResultDesc: 'The service request is processed successfully.',
      TransactionAmount: 250, Msisdn: '254708374149', TransactionReference: 'ORD-7', TransactionID: id,
      TransactionReceipt: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/), TransactionDate: expect.stringMatching(/^\d{14}$/),
    });
  });

  it.each([
    ['254700000001', '1032'],
    ['254700000003', '1'],
    ['254700000002', '1037'],
  ])('reports %s as Failed with Daraja code %s and no receipt', async (msisdn, code) => {
    const id = (await postJson(url(), initiateBody({ msisdn }))).body.transaction_request_id as string;
    const done = await waitFor(async () => {
      const now = await status(sandbox.pesaflux, id);
      return now.body.TransactionStatus !== 'Pending' && now.body;
    });
    expect(done).toMatchObject({ TransactionStatus: 'Failed', ResultCode: code, TransactionReceipt: '' });
  });
});
