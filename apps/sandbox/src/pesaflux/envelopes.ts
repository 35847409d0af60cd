import { darajaTimestamp } from '../mpesa/clock.ts';
import { PAID } from '../mpesa/outcomes.ts';
import type { StkRequest } from '../mpesa/store.ts';

/**
 * PesaFlux's JSON bodies (§5.2, §6.7). The start call's success (`success` the string "200") and the webhook's flat
 * fields are from the official SDKs and community handlers; the error body is not published, so errors use the same
 * `{ success: "<http status>", message }` shape as the success (a choice, flagged [Thin] in the reference).
 */
export type Transaction = { id: string; checkoutRequestId: string; reference: string };

export const errorBody = (status: number, message: string) => ({ success: String(status), message });

export const acceptedBody = (transaction: Transaction) => ({
  success: '200',
  message: 'Request sent successfully. Enter your M-Pesa PIN on your phone to complete the payment.',
  transaction_request_id: transaction.id,
});

/** When the prompt ended: the receipt's time when paid, else when it was settled (`YYYYMMDDHHmmss`, EAT). */
function settledAt(request: StkRequest): string {
  if (request.transactionDate !== null) return String(request.transactionDate);
  return request.resolvedAt ? darajaTimestamp(new Date(request.resolvedAt)) : '';
}

/** The webhook POSTed once the prompt ends: `ResponseCode` 0 or the Daraja code, `TransactionReceipt` only when paid. */
export function webhookBody(request: StkRequest, transaction: Transaction): Record<string, unknown> {
  if (request.resultCode === null) throw new Error(`${transaction.id} is still pending`);
  return {
    ResponseCode: request.resultCode,
    ResponseDescription: request.resultDesc,
    MerchantRequestID: request.merchantRequestId,
    CheckoutRequestID: request.checkoutRequestId,
    TransactionID: transaction.id,
    TransactionAmount: request.amount,
    ...(request.resultCode === PAID ? { TransactionReceipt: request.mpesaReceiptNumber } : {}),
    TransactionDate: settledAt(request),
    TransactionReference: transaction.reference,
    Msisdn: request.phoneNumber,
  };
}

/**
 * The status call's answer: `TransactionStatus` Pending / Completed / Failed with the Daraja `ResultCode` (a string,
 * as community code reads it) repeated as `TransactionCode`; receipt and date empty until there are some.
 */
export function statusBody(request: StkRequest, transaction: Transaction): Record<string, unknown> {
  const pending = request.status === 'pending' || request.resultCode === null;
  const paid = request.resultCode === PAID;
  const code = pending ? '' : String(request.resultCode);
  return {
    success: '200',
    TransactionStatus: pending ? 'Pending' : paid ? 'Completed' : 'Failed',
    ResultCode: code,
    ResultDesc: pending ? 'The transaction is being processed' : request.resultDesc,
    TransactionCode: code,
    TransactionID: transaction.id,
    MerchantRequestID: request.merchantRequestId,
    CheckoutRequestID: request.checkoutRequestId,
    TransactionReceipt: paid ? request.mpesaReceiptNumber : '',
    TransactionAmount: request.amount,
    TransactionDate: pending ? '' : settledAt(request),
    TransactionReference: transaction.reference,
    Msisdn: request.phoneNumber,
  };
}
