import type { LipiaInitiateResponse, LipiaStatusResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileMoneyCheckoutContract } from './mobile-money-checkout.contract.ts';
import { deliveredCallbacks, placePromptOrder, promptsFor, startCheckoutApp, type SandboxedApp } from './prompt-checkout.test-support.ts';

/**
 * Lipia Online at checkout (spec 2 §7: POST /api/order/payment/lipia, GET /api/order/lipia/status/{lipiaRequestId})
 * over the shared mobile-money contract, against the Lipia emulator. Its callbacks are unsigned, so a "paid" one is
 * credited only once Lipia's status call (GET /api/v2/payments/status) confirms it.
 */
const settledAs = { pending: 'pending', paid: 'paid', failed: 'failed' } as const;

mobileMoneyCheckoutContract('Lipia Online', {
  provider: 'lipia',
  initiatePath: '/api/order/payment/lipia',
  requestIdField: 'lipiaRequestId',
  statusUrl: (requestId) => `/api/order/lipia/status/${encodeURIComponent(requestId)}`,
  statusWithToken: true,
  stateOf: (answer) => settledAs[(answer as LipiaStatusResponse).paymentStatus] ?? 'pending',
  // Lipia's screen shows the M-Pesa receipt as its transaction id.
  receiptOf: (answer) => (answer as LipiaStatusResponse).transactionId ?? null,
  // Lipia's callback as its emulator posts it (reference §5.3): `{ response: {…}, status }`.
  paidBody: ({ providerRef, checkoutRequestId, amount, msisdn, receipt }) => paidCallback(providerRef, checkoutRequestId, amount, msisdn, receipt),
});

function paidCallback(providerRef: string, checkoutRequestId: string, amount: number, msisdn: string, receipt: string) {
  return {
    response: {
      Amount: amount,
      ExternalReference: 'ORD-forged',
      MerchantRequestID: '12345-67890123-1',
      CheckoutRequestID: checkoutRequestId,
      TransactionReference: providerRef,
      MpesaReceiptNumber: receipt,
      Phone: msisdn,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      Metadata: {},
      Status: 'Success',
    },
    status: true,
  };
}

describe('Lipia Online at checkout: what Lipia sees', () => {
  let ctx: SandboxedApp;
  beforeAll(async () => {
    ctx = await startCheckoutApp();
  });
  afterAll(async () => ctx.close());

  it('prompts for the order with its id as external_reference, and answers every callback 200 ok as Lipia asks', async () => {
    const started = await placePromptOrder(ctx, '/api/order/payment/lipia', '0712345699', 'Lipia Bale') as LipiaInitiateResponse;

    const requests = await promptsFor(ctx, '0712345699');
    expect(requests).toMatchObject([{ provider: 'lipia', accountReference: started.orderId, amount: 4200 }]);
    const [prompt] = requests;
    const callbackPath = new URL(prompt?.callbackUrl ?? 'http://x/').pathname;
    expect(callbackPath).toMatch(/^\/api\/payments\/callbacks\/[0-9a-f]{64}$/);

    // Lipia's own callback (auto-approve pays it) was answered 200.
    expect(await deliveredCallbacks(ctx, prompt?.checkoutRequestId ?? '')).toMatchObject([{ status: 200 }]);

    // And the body is Lipia's `ok`, not Daraja's JSON.
    const attempt = await ctx.app.services.payments.findAttempt(started.lipiaRequestId);
    const again = await ctx.app.inject({
      method: 'POST', url: callbackPath, payload: paidCallback(attempt?.providerRef ?? '', prompt?.checkoutRequestId ?? '', 4200, '254712345699', 'TKM1ABC2DE'),
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toMatch(/^text\/plain/);
    expect(again.body).toBe('ok');
  });
});
