import type { TinypesaInitiateResponse, TinypesaStatusResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileMoneyCheckoutContract } from './mobile-money-checkout.contract.ts';
import { insertUser } from '../../test/factories.ts';
import { deliveredCallbacks, placePromptOrder, promptsFor, startCheckoutApp, type SandboxedApp } from './prompt-checkout.test-support.ts';

/**
 * TinyPesa at checkout (spec 2 §7: POST /api/order/tinypesa/initiate, GET /api/order/tinypesa/status/{id}) over the
 * shared mobile-money contract, against the TinyPesa emulator. TinyPesa posts every result to the one webhook set on
 * its link (/api/payments/callbacks/provider/tinypesa), naming the attempt by our account_no (`ExternalReference`);
 * nothing is credited before its get_status confirms it.
 */
const settledAs = { pending: 'pending', paid: 'paid', failed: 'failed' } as const;

mobileMoneyCheckoutContract('TinyPesa', {
  provider: 'tinypesa',
  initiatePath: '/api/order/tinypesa/initiate',
  requestIdField: 'tinypesaRequestId',
  statusUrl: (requestId) => `/api/order/tinypesa/status/${encodeURIComponent(requestId)}`,
  statusWithToken: true,
  stateOf: (answer) => settledAs[(answer as TinypesaStatusResponse).paymentStatus] ?? 'pending',
  receiptOf: (answer) => (answer as TinypesaStatusResponse).mpesaReceipt ?? null,
  paidBody: ({ providerRef, checkoutRequestId, amount, msisdn, receipt }) => paidWebhook(providerRef, checkoutRequestId, amount, msisdn, receipt),
});

/** TinyPesa's webhook as its emulator posts it (reference §5.1): Daraja's stkCallback plus TinyPesa's four fields. */
function paidWebhook(accountNo: string, checkoutRequestId: string, amount: number, msisdn: string, receipt: string) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '12345-67890123-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: { Item: [
          { Name: 'Amount', Value: amount }, { Name: 'MpesaReceiptNumber', Value: receipt }, { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20261122010203 }, { Name: 'PhoneNumber', Value: Number(msisdn) },
        ] },
        TinyPesaID: 'f8665676-0000-4000-8000-000000000000',
        ExternalReference: accountNo,
        Amount: amount,
        Msisdn: msisdn,
      },
    },
  };
}

describe('TinyPesa at checkout: what TinyPesa sees', () => {
  let ctx: SandboxedApp;
  beforeAll(async () => {
    ctx = await startCheckoutApp();
  });
  afterAll(async () => ctx.close());

  it('prompts with the attempt\'s own account_no, and its webhook reaches the provider address and is answered 200', async () => {
    const started = await placePromptOrder(ctx, '/api/order/tinypesa/initiate', '0712345698', 'TinyPesa Bale') as TinypesaInitiateResponse;
    const attempt = await ctx.app.services.payments.findAttempt(started.tinypesaRequestId);
    expect(attempt?.providerRef).toMatch(/^[0-9A-F]{12}$/);

    const requests = await promptsFor(ctx, '0712345698');
    expect(requests).toMatchObject([{ provider: 'tinypesa', accountReference: attempt?.providerRef, amount: 4200 }]);
    const [prompt] = requests;
    expect(new URL(prompt?.callbackUrl ?? 'http://x/').pathname).toBe('/api/payments/callbacks/provider/tinypesa');

    expect(await deliveredCallbacks(ctx, prompt?.checkoutRequestId ?? '')).toMatchObject([{ status: 200 }]);
  });

  it('answers a webhook naming no attempt of ours 200 with the usual acknowledgement, so TinyPesa stops resending', async () => {
    const answer = await ctx.app.inject({
      method: 'POST', url: '/api/payments/callbacks/provider/tinypesa', payload: paidWebhook('0123456789AB', 'ws_CO_1', 4200, '254712345697', 'FORGED0001'),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  });

  it('flags a forged "paid" webhook for a declined prompt, and the owner can only close the flag: attach and refund are refused', async () => {
    const started = await placePromptOrder(ctx, '/api/order/tinypesa/initiate', '0700000001', 'TinyPesa Forged') as TinypesaInitiateResponse;
    const attemptId = started.tinypesaRequestId;
    for (let tries = 0; (await ctx.app.services.payments.findAttempt(attemptId))?.state === 'pending' && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const attempt = await ctx.app.services.payments.findAttempt(attemptId);
    expect(attempt?.state).not.toBe('pending');
    const [prompt] = await promptsFor(ctx, '0700000001');
    // Anyone can post here, and the reference is the attempt's own: a forged "paid".
    const forged = await ctx.app.inject({
      method: 'POST', url: '/api/payments/callbacks/provider/tinypesa',
      payload: paidWebhook(attempt?.providerRef ?? '', prompt?.checkoutRequestId ?? '', 4200, '254700000001', 'FORGED0002'),
    });
    expect(forged.statusCode).toBe(200);
    await ctx.app.services.payments.drain();
    const flag = (await ctx.app.services.payments.openFlags()).find((candidate) => candidate.attemptId === attemptId);
    expect(flag?.reason).toContain('status API contradicts');

    const admin = await insertUser(ctx.database.db, { role: 'admin' });
    const headers = { authorization: `Bearer ${(await ctx.app.auth.startSession(admin.id)).token}` };
    const attach = await ctx.app.inject({ method: 'POST', url: `/api/admin/payments/${attemptId}/attach`, headers, payload: { reason: 'Customer says they paid' } });
    expect(attach.statusCode).toBe(422);
    expect(attach.json().message).toMatch(/^The provider says this payment is (failed|cancelled): no money arrived/);
    const refund = await ctx.app.inject({ method: 'POST', url: `/api/admin/payments/${attemptId}/refund`, headers, payload: { reference: 'RFD9', reason: 'Customer says they paid' } });
    expect(refund.statusCode).toBe(422);
    const after = await ctx.app.services.payments.findAttempt(attemptId);
    expect(after).toMatchObject({ state: attempt?.state, receipt: null });
    expect((await ctx.app.services.orders.findByRef(started.orderId))?.paymentStatus).not.toBe('paid');
  });
});
