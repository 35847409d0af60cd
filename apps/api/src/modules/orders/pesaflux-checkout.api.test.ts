import type { PesafluxStatusResponse } from '@mitumba/contracts';
import { mobileMoneyCheckoutContract } from './mobile-money-checkout.contract.ts';

/**
 * PesaFlux at checkout over real HTTP against its emulator (the shared suite). Its status call carries no token and
 * answers `success` / `failed` / `not_found` (an expired or called-off request) / `pending` (spec 2 §6, §7).
 */
const settledAs = { pending: 'pending', success: 'paid', failed: 'failed', not_found: 'failed' } as const;

mobileMoneyCheckoutContract('PesaFlux', {
  provider: 'pesaflux',
  initiatePath: '/api/order/pesaflux/initiate',
  requestIdField: 'pesaFluxRequestId',
  statusUrl: (requestId) => `/api/order/pesaflux/status/${encodeURIComponent(requestId)}`,
  statusWithToken: false,
  stateOf: (answer) => settledAs[(answer as PesafluxStatusResponse).status] ?? 'pending',
  receiptOf: (answer) => (answer as PesafluxStatusResponse).paymentDetails?.mpesaReceipt ?? null,
  // PesaFlux's webhook as its emulator posts it (flat JSON, reference §5.2).
  paidBody: ({ providerRef, checkoutRequestId, amount, msisdn, receipt }) => ({
    ResponseCode: 0,
    ResponseDescription: 'The service request is processed successfully.',
    MerchantRequestID: '12345-67890123-1',
    CheckoutRequestID: checkoutRequestId,
    TransactionID: providerRef,
    TransactionAmount: amount,
    TransactionReceipt: receipt,
    TransactionDate: '20261122230000',
    TransactionReference: 'ORD-forged',
    Msisdn: msisdn,
  }),
});
