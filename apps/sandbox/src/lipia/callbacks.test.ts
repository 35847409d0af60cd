import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startReceiver, startSandbox, waitFor, type Sandbox } from '../mpesa/test-support.ts';
import { lipiaStatus, pushBody, pushed } from './test-support.ts';

type LipiaCallback = { response: Record<string, unknown>; status: boolean };

let sandbox: Sandbox;
let lipia: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  // A prompt nobody answers times out well after the test numbers have resolved, even on a busy machine.
  sandbox = await startSandbox({ delayMs: 40, timeoutMs: 1_500 });
  lipia = `${sandbox.base}/lipia`;
  receiver = await startReceiver();
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const callbacksFor = (reference: string) =>
  receiver.received.map((entry) => entry.body as unknown as LipiaCallback).filter((body) => body.response?.TransactionReference === reference);
const firstCallback = (reference: string) => waitFor(() => callbacksFor(reference)[0]);
const statusOf = async (reference: string) => (await lipiaStatus(lipia, reference)).body;

describe('Lipia prompts through the shared STK engine', () => {
  it('a paid prompt: PENDING, then the Success callback, then SUCCESS with the same receipt', async () => {
    // An ordinary number waits for a person: the status call sees PENDING however slow the machine, then the admin
    // API pays it as the sandbox phone would.
    const reference = await pushed(lipia, pushBody('0712345690', { callback_url: receiver.url, metadata: { attemptId: 'a-42' } }));
    const pending = await statusOf(reference);
    expect(pending).toMatchObject({
      success: true, status: 'success',
      data: { response: { Status: 'PENDING', Amount: 1500, MpesaReceiptNumber: '', ResultCode: null, TransactionDate: '' }, status: false },
    });
    const { requests } = await (await fetch(`${sandbox.mpesa}/__emulator/requests?phone=254712345690`)).json() as { requests: { checkoutRequestId: string }[] };
    const answered = await fetch(`${sandbox.mpesa}/__emulator/requests/${requests[0]?.checkoutRequestId}/outcome`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ resultCode: 0 }),
    });
    expect(answered.status).toBe(200);

    const callback = await firstCallback(reference);
    expect(callback).toEqual({
      response: {
        Amount: 1500,
        ExternalReference: 'ORD-20261122-ab12',
        MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
        CheckoutRequestID: expect.stringMatching(/^ws_CO_\d{17}712345690$/),
        TransactionReference: reference,
        MpesaReceiptNumber: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/),
        Phone: '254712345690',
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        Metadata: { attemptId: 'a-42' },
        Status: 'Success',
      },
      status: true,
    });

    const final = await statusOf(reference);
    expect(final).toMatchObject({
      success: true,
      data: {
        response: {
          Status: 'SUCCESS', Amount: 1500, Phone: '254712345690', ResultCode: 0, ExternalReference: 'ORD-20261122-ab12',
          MerchantRequestID: callback.response.MerchantRequestID, MpesaReceiptNumber: callback.response.MpesaReceiptNumber,
          Metadata: { attemptId: 'a-42' }, TransactionDate: expect.stringMatching(/^\d{14}$/),
        },
        status: true,
      },
    });
  });

  it.each([
    ['cancelled', '0700000001', 1032, 'Request cancelled by user'],
    ['insufficient funds', '0700000003', 1, 'The balance is insufficient for the transaction.'],
    ['timed out', '0700000002', 1037, 'DS timeout user cannot be reached'],
  ])('a %s prompt: a Failed callback without receipt, and FAILED by status', async (_name, phone, resultCode, resultDesc) => {
    const reference = await pushed(lipia, pushBody(phone, { callback_url: receiver.url }));
    const callback = await firstCallback(reference);
    expect(callback).toMatchObject({ response: { Status: 'Failed', ResultCode: resultCode, ResultDesc: resultDesc, MpesaReceiptNumber: '' }, status: false });
    expect(await statusOf(reference)).toMatchObject({ data: { response: { Status: 'FAILED', ResultCode: resultCode, MpesaReceiptNumber: '' }, status: false } });
  });

  it('sends the callback twice for 254700000006 and never for 254700000007 (the status call still says paid)', async () => {
    const twice = await pushed(lipia, pushBody('0700000006', { callback_url: receiver.url }));
    const dropped = await pushed(lipia, pushBody('0700000007', { callback_url: receiver.url }));
    await waitFor(() => callbacksFor(twice).length === 2);
    await sleep(150);
    expect(callbacksFor(twice)).toHaveLength(2);
    expect(callbacksFor(dropped)).toHaveLength(0);
    expect(await statusOf(dropped)).toMatchObject({ data: { response: { Status: 'SUCCESS' }, status: true } });
  });

  it('calls nobody when the push had no callback_url, and the status call tells the outcome', async () => {
    const reference = await pushed(lipia, { phone_number: '254708374149', amount: 20 });
    await waitFor(async () => (await statusOf(reference)).data.response.Status !== 'PENDING');
    expect(await statusOf(reference)).toMatchObject({ data: { response: { Status: 'SUCCESS', Amount: 20, ExternalReference: '', Metadata: {} } } });
    expect(callbacksFor(reference)).toHaveLength(0);
  });

  it('leaves an ordinary number\'s prompt to a person (phone page or admin API), then calls back with the answer', async () => {
    const reference = await pushed(lipia, pushBody('0712555001', { callback_url: receiver.url }));
    const listed = await (await fetch(`${sandbox.mpesa}/__emulator/requests?phone=254712555001`)).json() as { requests: Array<{ checkoutRequestId: string }> };
    const checkoutRequestId = listed.requests[0]?.checkoutRequestId ?? '';
    const answered = await fetch(`${sandbox.mpesa}/__emulator/requests/${checkoutRequestId}/outcome`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ resultCode: 0 }),
    });
    expect(answered.status).toBe(200);
    expect(await firstCallback(reference)).toMatchObject({ response: { Status: 'Success', CheckoutRequestID: checkoutRequestId }, status: true });
  });
});
