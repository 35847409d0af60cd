import type { StkRequest } from './store.ts';

/**
 * The result callback Daraja POSTs to the CallBackURL (§1.5): `{ Body: { stkCallback } }`, `ResultCode` a number,
 * `CallbackMetadata` only on success with the items in Daraja's order (a `Balance` item without a `Value` included,
 * so a client reading items by position breaks), numbers for TransactionDate and PhoneNumber. No signature.
 */
export type StkCallbackBody = {
  Body: {
    stkCallback: {
      MerchantRequestID: string;
      CheckoutRequestID: string;
      ResultCode: number;
      ResultDesc: string;
      CallbackMetadata?: { Item: Array<{ Name: string; Value?: number | string }> };
    };
  };
};

export function callbackBody(request: StkRequest): StkCallbackBody {
  if (request.resultCode === null || request.resultDesc === null) throw new Error(`${request.checkoutRequestId} is still pending`);
  const stkCallback: StkCallbackBody['Body']['stkCallback'] = {
    MerchantRequestID: request.merchantRequestId,
    CheckoutRequestID: request.checkoutRequestId,
    ResultCode: request.resultCode,
    ResultDesc: request.resultDesc,
  };
  if (request.resultCode === 0) {
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: request.amount },
        { Name: 'MpesaReceiptNumber', Value: request.mpesaReceiptNumber ?? '' },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: request.transactionDate ?? 0 },
        { Name: 'PhoneNumber', Value: Number(request.phoneNumber) },
      ],
    };
  }
  return { Body: { stkCallback } };
}

export type DeliveryResult = { status: number | null; error: string | null; durationMs: number };

const CALLBACK_TIMEOUT_MS = 10_000;

/** One POST of the JSON body; never throws (an unreachable URL is recorded as `status: null` with the error). */
export async function postCallback(url: string, body: unknown, signal: AbortSignal): Promise<DeliveryResult> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Apache-HttpClient/4.5.13 (mitumba-sandbox)' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(CALLBACK_TIMEOUT_MS)]),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, error: null, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message = error instanceof Error ? `${error.message}${cause}` : String(error);
    return { status: null, error: message, durationMs: Math.round(performance.now() - started) };
  }
}
