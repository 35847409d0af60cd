import { shillingsToCents } from '@mitumba/contracts';
import type { CallbackResult, Initiated, PaymentProvider, ProviderOutcome } from '../../provider.ts';
import { toMsisdn, wholeShillingsOrRefuse } from '../provider-edge.ts';
import type { DarajaClient } from './daraja-client.ts';
import { meaningOf } from './result-codes.ts';

type StkCallback = {
  MerchantRequestID?: unknown;
  CheckoutRequestID?: unknown;
  ResultCode?: unknown;
  ResultDesc?: unknown;
  CallbackMetadata?: { Item?: Array<{ Name?: unknown; Value?: unknown }> };
};

function outcomeOf(resultCode: string | number, resultDesc: string): ProviderOutcome {
  const meaning = meaningOf(resultCode, resultDesc);
  return { state: meaning.state, code: meaning.errorCode || String(resultCode), message: meaning.message };
}

/** Reads a Daraja callback defensively: items by name, numbers or strings, metadata only on success (§1.5). */
export function parseStkCallback(body: unknown): CallbackResult {
  const callback = (body as { Body?: { stkCallback?: StkCallback } } | null)?.Body?.stkCallback;
  if (!callback || typeof callback.CheckoutRequestID !== 'string' || callback.ResultCode === undefined) {
    return { accepted: false, reason: 'Not an STK callback' };
  }
  const items = new Map((callback.CallbackMetadata?.Item ?? []).map((item) => [String(item.Name), item.Value]));
  const outcome = outcomeOf(callback.ResultCode as string | number, String(callback.ResultDesc ?? ''));
  if (outcome.state === 'paid') {
    const receipt = items.get('MpesaReceiptNumber');
    const amount = Number(items.get('Amount'));
    if (typeof receipt !== 'string' || !Number.isFinite(amount)) return { accepted: false, reason: 'A paid callback without receipt or amount' };
    outcome.receipt = receipt;
    outcome.amountCents = shillingsToCents(amount);
    const phone = items.get('PhoneNumber');
    if (phone !== undefined) outcome.phone = `+${String(phone)}`;
  }
  return {
    accepted: true,
    providerRef: callback.CheckoutRequestID,
    dedupeKey: `mpesa:${callback.CheckoutRequestID}:${outcome.state}:${outcome.receipt ?? String(callback.ResultCode)}`,
    outcome,
  };
}

/** M-Pesa Express (STK push) as a payment provider. Amounts go out in whole shillings only. */
export function createMpesaProvider(client: DarajaClient): PaymentProvider {
  return {
    id: 'mpesa',
    capabilities: { statusQuery: true, callbacks: true, wholeShillingsOnly: true, promptsCustomer: true },

    async initiate(request): Promise<Initiated> {
      const amount = wholeShillingsOrRefuse(request.amountCents, 'M-Pesa takes whole shillings only');
      const accepted = await client.stkPush({
        amount,
        msisdn: toMsisdn(request.phone),
        callbackUrl: request.callbackUrl,
        accountReference: request.orderRef.replace(/[^A-Za-z0-9]/g, '').slice(-12),
        description: 'Mitumba order',
      });
      return {
        providerRef: accepted.CheckoutRequestID,
        outcome: { state: 'pending', code: '0', message: accepted.CustomerMessage },
        nextAction: { kind: 'wait-for-phone', customerMessage: 'Check your phone and enter your M-Pesa PIN to pay.' },
      };
    },

    async queryStatus(providerRef) {
      const result = await client.stkQuery(providerRef);
      if (result.pending) return { state: 'pending', code: '500.001.1001', message: 'Waiting for the customer to answer the M-Pesa prompt' };
      return outcomeOf(result.resultCode, result.resultDesc);
    },

    parseCallback: (notification) => parseStkCallback(notification.body),
  };
}
