import { shillingsToCents } from '@mitumba/contracts';
import type { CallbackResult, Initiated, PaymentProvider, ProviderOutcome } from '../../provider.ts';
import { ProviderRefusal } from '../../provider.ts';
import { toMsisdn, wholeShillingsOrRefuse } from '../provider-edge.ts';
import { parseStkCallback } from '../mpesa/mpesa.provider.ts';
import { meaningOf } from '../mpesa/result-codes.ts';
import { createTinypesaClient, type TinypesaConfig, type TinypesaStatus } from './tinypesa-client.ts';

/** Our `account_no`: 12 upper-case alphanumerics (M-Pesa's AccountReference limit), unique per attempt. */
const ACCOUNT_NO = /^[A-Z0-9]{1,12}$/;

/** A uuid attempt id → its first 12 hex digits (48 random bits in a v4 uuid), upper-case. */
export function accountNoFor(attemptId: string): string {
  return attemptId.replace(/[^A-Za-z0-9]/g, '').slice(0, 12).toUpperCase();
}

const WAITING: ProviderOutcome = { state: 'pending', code: 'PENDING', message: 'Waiting for the customer to answer the M-Pesa prompt' };

function outcomeOf(resultCode: string, resultDesc: string): ProviderOutcome {
  const meaning = meaningOf(resultCode, resultDesc);
  return { state: meaning.state, code: meaning.errorCode || resultCode, message: meaning.message };
}

/**
 * get_status → our outcome. Paid = `is_complete` 1 with an `mpesa_receipt` (as community integrations read it); a
 * failure is complete without a receipt, its M-Pesa result in `sync_status` ("1031: Request cancelled by user", the
 * emulator's reading of an undocumented field); a complete record that says neither counts as failed.
 */
export function statusOutcome(record: TinypesaStatus): ProviderOutcome {
  if (Number(record.is_complete) !== 1) return WAITING;
  if (typeof record.mpesa_receipt === 'string' && record.mpesa_receipt !== '') {
    const outcome: ProviderOutcome = { ...outcomeOf('0', ''), receipt: record.mpesa_receipt };
    const amount = Number(record.amount);
    if (Number.isSafeInteger(amount) && amount > 0) outcome.amountCents = shillingsToCents(amount);
    if (typeof record.msisdn === 'string' && /^254\d{9}$/.test(record.msisdn)) outcome.phone = `+${record.msisdn}`;
    return outcome;
  }
  const result = /^\s*(\d+)\s*:?\s*(.*)$/.exec(String(record.sync_status ?? ''));
  if (!result || result[1] === '0') return { state: 'failed', code: 'TINYPESA_FAILED', message: 'Payment failed' };
  return outcomeOf(result[1]!, result[2] ?? '');
}

/**
 * TinyPesa's webhook: Daraja's `stkCallback` (read by the M-Pesa parser) plus `ExternalReference` = our account_no,
 * which names the attempt. It is not signed: the payment core confirms it with get_status before crediting it.
 */
export function parseTinypesaCallback(body: unknown): CallbackResult {
  const daraja = parseStkCallback(body);
  if (!daraja.accepted) return daraja;
  const callback = (body as { Body: { stkCallback: { ExternalReference?: unknown; ResultCode: unknown } } }).Body.stkCallback;
  const reference = callback.ExternalReference;
  if (typeof reference !== 'string' || !ACCOUNT_NO.test(reference)) return { accepted: false, reason: 'A TinyPesa callback without our account reference' };
  const { outcome } = daraja;
  return {
    accepted: true,
    providerRef: reference,
    dedupeKey: `tinypesa:${reference}:${outcome.state}:${outcome.receipt ?? String(callback.ResultCode)}`,
    outcome,
  };
}

/**
 * TinyPesa (M-Pesa Express through a TinyPesa link) as a payment provider. The webhook goes to the address set on
 * the link, not to the attempt's callback URL (TinyPesa takes none per request); the attempt is named by our
 * `account_no`, which is also how get_status finds it.
 */
export function createTinypesaProvider(config: TinypesaConfig): PaymentProvider {
  const client = createTinypesaClient(config);
  return {
    id: 'tinypesa',
    capabilities: { statusQuery: true, callbacks: true, wholeShillingsOnly: true, promptsCustomer: true },

    async initiate(request): Promise<Initiated> {
      const amount = wholeShillingsOrRefuse(request.amountCents, 'M-Pesa takes whole shillings only');
      const accountNo = accountNoFor(request.attemptId);
      if (!ACCOUNT_NO.test(accountNo)) throw new Error(`attempt id ${request.attemptId} makes no TinyPesa account_no`);
      await client.initialize({ amount, msisdn: toMsisdn(request.phone), accountNo });
      return {
        providerRef: accountNo,
        outcome: WAITING,
        nextAction: { kind: 'wait-for-phone', customerMessage: 'Check your phone and enter your M-Pesa PIN to pay.' },
      };
    },

    // Our account_no names the attempt at TinyPesa (its webhook and get_status), answer or not.
    referenceOf: (request) => accountNoFor(request.attemptId),

    async queryStatus(providerRef) {
      const record = await client.status(providerRef);
      if (!record) throw new ProviderRefusal('404', 'TinyPesa knows no transaction with this reference');
      return statusOutcome(record);
    },

    parseCallback: (notification) => parseTinypesaCallback(notification.body),
  };
}
