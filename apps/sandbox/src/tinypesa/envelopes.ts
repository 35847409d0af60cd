import { callbackBody } from '../mpesa/callbacks.ts';
import type { StkRequest } from '../mpesa/store.ts';
import type { TinypesaConfig } from './config.ts';
import type { TinypesaTransaction } from './transactions.ts';

/**
 * TinyPesa's answers built from a prompt of the shared engine (payment-providers.md §5.1, §6.7): the webhook (Daraja's
 * `Body.stkCallback` plus `TinyPesaID`, `ExternalReference`, `Amount`, `Msisdn`) and the get_status record.
 */

/** TinyPesa's docs show a cancel as 1031 "Request cancelled by user" where Daraja says 1032. */
const TINYPESA_CANCEL = 1031;
const DARAJA_CANCEL = 1032;

function resultOf(request: StkRequest): { code: number; desc: string } | null {
  if (request.resultCode === null) return null;
  const code = request.resultCode === DARAJA_CANCEL ? TINYPESA_CANCEL : request.resultCode;
  return { code, desc: request.resultDesc ?? '' };
}

export function webhookBody(request: StkRequest, transaction: TinypesaTransaction) {
  const daraja = callbackBody(request);
  const result = resultOf(request)!;
  return {
    Body: {
      stkCallback: {
        ...daraja.Body.stkCallback,
        ResultCode: result.code,
        ResultDesc: result.desc,
        TinyPesaID: transaction.requestId,
        ExternalReference: transaction.accountNo ?? '',
        Amount: request.amount,
        Msisdn: request.phoneNumber,
      },
    },
  };
}

/**
 * The get_status record. `is_complete` turns 1 when the prompt ends either way; `mpesa_receipt` is set only when paid.
 * How a failure shows is not documented: here `sync_status` carries the M-Pesa result as "<ResultCode>: <ResultDesc>"
 * ("Pending" before), so a failed payment reads `is_complete: 1`, `mpesa_receipt: null`, `sync_status: "1031: …"`.
 * `sync_count` is how many times the webhook was sent.
 */
export function statusBody(request: StkRequest, transaction: TinypesaTransaction, config: TinypesaConfig, syncCount: number) {
  const result = resultOf(request);
  return {
    id: transaction.id,
    amount: request.amount,
    msisdn: request.phoneNumber,
    sync_count: syncCount,
    is_complete: request.status === 'completed' ? 1 : 0,
    sync_status: result ? `${result.code}: ${result.desc}` : 'Pending',
    link_id: config.linkId,
    created_at: transaction.createdAt,
    supporter_id: null,
    external_reference: transaction.accountNo,
    mpesa_receipt: request.resultCode === 0 ? request.mpesaReceiptNumber : null,
  };
}
