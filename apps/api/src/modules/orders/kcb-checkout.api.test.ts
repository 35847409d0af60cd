import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileMoneyCheckoutContract } from './mobile-money-checkout.contract.ts';
import { placePromptOrder, promptsFor, startCheckoutApp, type SandboxedApp } from './prompt-checkout.test-support.ts';

/**
 * KCB Buni at checkout (spec 2 §7: POST /api/order/kcb/initiate, GET /api/order/kcb/status/{kcbRequestId}) over the
 * shared mobile-money contract. KCB has no status call: its callback is Daraja's own `Body.stkCallback`, credited
 * only when CheckoutRequestID, amount and phone match the attempt; a dropped one waits for the job and a person.
 */
mobileMoneyCheckoutContract('KCB Buni', {
  provider: 'kcb',
  initiatePath: '/api/order/kcb/initiate',
  requestIdField: 'kcbRequestId',
  statusUrl: (requestId) => `/api/order/kcb/status/${requestId}`,
  statusWithToken: true,
  stateOf: (answer) => (answer.paymentStatus === 'paid' ? 'paid' : answer.paymentStatus === 'pending' ? 'pending' : 'failed'),
  receiptOf: (answer) => (typeof answer.mpesaReceipt === 'string' ? answer.mpesaReceipt : null),
  paidBody: ({ checkoutRequestId, amount, msisdn, receipt }) => paidCallback(checkoutRequestId, amount, msisdn, receipt),
});

/** Daraja's paid `stkCallback`, which KCB forwards as it is (reference §1.5, §5.4). */
function paidCallback(checkoutRequestId: string, amount: number, msisdn: string, receipt: string) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '41207-77109922-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: 20261122101547 },
            { Name: 'PhoneNumber', Value: Number(msisdn) },
          ],
        },
      },
    },
  };
}

describe('KCB Buni callbacks that do not match their attempt', () => {
  let ctx: SandboxedApp;
  beforeAll(async () => {
    ctx = await startCheckoutApp({ mpesa: { autoApprove: false, timeoutMs: 600_000 } });
  });
  afterAll(async () => ctx.close());

  /** Places a KCB order for `phone` and answers its attempt id and the prompt's CheckoutRequestID and callback path. */
  async function placed(phone: string) {
    const attemptId = String((await placePromptOrder(ctx, '/api/order/kcb/initiate', phone, 'KCB Bale')).kcbRequestId);
    const attempt = await ctx.app.services.payments.findAttempt(attemptId);
    const prompt = (await promptsFor(ctx, phone)).find((request) => request.checkoutRequestId === attempt?.providerRef);
    if (!prompt) throw new Error('no KCB prompt');
    return { attemptId, checkoutRequestId: prompt.checkoutRequestId, path: new URL(prompt.callbackUrl).pathname };
  }

  async function deliver(path: string, body: unknown, attemptId: string) {
    const answer = await ctx.app.inject({ method: 'POST', url: path, payload: body as object });
    expect(answer.statusCode).toBe(200);
    await ctx.app.services.payments.drain();
    const attempt = await ctx.app.services.payments.findAttempt(attemptId);
    const flags = (await ctx.app.services.payments.openFlags()).filter((flag) => flag.attemptId === attemptId);
    return { state: attempt?.state, receipt: attempt?.receipt, flags };
  }

  it('flags a "paid" from another phone, with the right reference and amount, for a person', async () => {
    const { attemptId, checkoutRequestId, path } = await placed('0712345611');
    const result = await deliver(path, paidCallback(checkoutRequestId, 4200, '254712999999', 'TK1OTHER99'), attemptId);
    expect(result).toMatchObject({ state: 'pending', receipt: null });
    expect(result.flags).toHaveLength(1);
  });

  it('flags a "paid" naming another CheckoutRequestID at this attempt\'s address', async () => {
    const { attemptId, path } = await placed('0712345612');
    const result = await deliver(path, paidCallback('ws_CO_221120261000001230712345612', 4200, '254712345612', 'TK1OTHER98'), attemptId);
    expect(result).toMatchObject({ state: 'pending', receipt: null });
    expect(result.flags).toHaveLength(1);
  });

  it('credits the one whose CheckoutRequestID, amount and phone all match, with its receipt', async () => {
    const { attemptId, checkoutRequestId, path } = await placed('0712345613');
    const result = await deliver(path, paidCallback(checkoutRequestId, 4200, '254712345613', 'TK1MATCH77'), attemptId);
    expect(result).toEqual({ state: 'paid', receipt: 'TK1MATCH77', flags: [] });
  });
});
