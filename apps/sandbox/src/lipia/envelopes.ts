import { randomBytes } from 'node:crypto';
import type { StkRequest } from '../mpesa/store.ts';

/**
 * Lipia Online's JSON shapes (payment-providers.md §5.3, §6.7): the success and error envelopes of its API, the status
 * answer and the callback. Statuses: the API says `PENDING`/`SUCCESS`/`FAILED`, the callback `Success`/`Failed`.
 */
export type LipiaTransaction = {
  /** `data.TransactionReference`: 24 hex digits, like the MongoDB ids Lipia hands out (`68eb40b3e309909e96651c76`). */
  reference: string;
  checkoutRequestId: string;
  externalReference: string | null;
  metadata: Record<string, unknown> | null;
};

export function transactionReference(at: Date): string {
  return `${Math.floor(at.getTime() / 1000).toString(16).padStart(8, '0')}${randomBytes(8).toString('hex')}`;
}

export function successEnvelope(message: string, customerMessage: string, data: unknown, at: Date) {
  return { success: true, status: 'success', message, customerMessage, data, timestamp: at.toISOString() };
}

export const TRY_AGAIN = 'Something went wrong. Please try again.';

export type ErrorDetail = { code: string; field?: string; location?: string; value?: unknown; expected?: string };

export function errorEnvelope(message: string, customerMessage: string, error: ErrorDetail, at: Date) {
  return { success: false, status: 'error', message, customerMessage, error, timestamp: at.toISOString() };
}

const paid = (stk: StkRequest) => stk.status === 'completed' && stk.resultCode === 0;

/** The fields the status API and the callback share. */
function common(transaction: LipiaTransaction, stk: StkRequest) {
  return {
    Amount: stk.amount,
    ExternalReference: transaction.externalReference ?? '',
    MerchantRequestID: stk.merchantRequestId,
    MpesaReceiptNumber: stk.mpesaReceiptNumber ?? '',
    Phone: stk.phoneNumber,
    ResultCode: stk.resultCode,
    ResultDesc: stk.resultDesc,
    Metadata: transaction.metadata ?? {},
  };
}

/** `data` of `GET /payments/status`: `status` is true only for a paid transaction. */
export function statusData(transaction: LipiaTransaction, stk: StkRequest) {
  const status = stk.status === 'pending' ? 'PENDING' : paid(stk) ? 'SUCCESS' : 'FAILED';
  return {
    response: { ...common(transaction, stk), Status: status, TransactionDate: stk.transactionDate === null ? '' : String(stk.transactionDate) },
    status: paid(stk),
  };
}

/**
 * The POST to `callback_url`. `TransactionReference` is included so the shop can tie the callback to the reference it
 * stored: §5.3 lists the Daraja ids only, community handlers read `TransactionReference` from Lipia's callback
 * [Comm/Thin]; the shop must cope with either (it confirms every callback with the status API anyway).
 */
export function callbackBody(transaction: LipiaTransaction, stk: StkRequest) {
  return {
    response: {
      ...common(transaction, stk),
      CheckoutRequestID: stk.checkoutRequestId,
      TransactionReference: transaction.reference,
      Status: paid(stk) ? 'Success' : 'Failed',
    },
    status: paid(stk),
  };
}
