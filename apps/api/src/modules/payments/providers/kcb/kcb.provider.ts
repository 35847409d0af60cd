import type { CallbackResult, Initiated, PaymentProvider } from '../../provider.ts';
import { toMsisdn, wholeShillingsOrRefuse } from '../provider-edge.ts';
import { parseStkCallback } from '../mpesa/mpesa.provider.ts';
import { createKcbClient, type KcbClient, type KcbConfig } from './kcb-client.ts';

/**
 * KCB Buni's callback is Daraja's own `Body.stkCallback` (reference §5.4), read the same way; only the dedupe key is
 * KCB's. A paid one carries Amount and PhoneNumber, which the core matches against the attempt before crediting
 * (KCB has no status call to confirm with).
 */
export function parseKcbCallback(body: unknown): CallbackResult {
  const parsed = parseStkCallback(body);
  if (!parsed.accepted) return parsed;
  const resultCode = String((body as { Body: { stkCallback: { ResultCode: unknown } } }).Body.stkCallback.ResultCode);
  const { state, receipt } = parsed.outcome;
  return { ...parsed, dedupeKey: `kcb:${parsed.providerRef}:${state}:${receipt ?? resultCode}` };
}

/** The shop's reference inside KCB's invoiceNumber: the order (as M-Pesa's account reference) and the attempt. */
const invoiceReference = (orderRef: string, attemptId: string) =>
  `${orderRef.replace(/[^A-Za-z0-9]/g, '').slice(-12)}-${attemptId.replace(/[^A-Za-z0-9]/g, '').slice(0, 4)}`;

/** M-Pesa Express through KCB Buni's shared paybill, as a payment provider. Whole shillings only; no status call. */
export function createKcbProvider(config: KcbConfig, client: KcbClient = createKcbClient(config)): PaymentProvider {
  return {
    id: 'kcb',
    capabilities: { statusQuery: false, callbacks: true, wholeShillingsOnly: true, promptsCustomer: true },

    async initiate(request): Promise<Initiated> {
      const amount = wholeShillingsOrRefuse(request.amountCents, 'KCB M-Pesa payments take whole shillings only');
      const accepted = await client.stkPush({
        amount,
        msisdn: toMsisdn(request.phone),
        callbackUrl: request.callbackUrl,
        reference: invoiceReference(request.orderRef, request.attemptId),
        description: 'Mitumba order',
      });
      return {
        providerRef: accepted.CheckoutRequestID,
        outcome: { state: 'pending', code: '0', message: accepted.CustomerMessage || 'Request accepted for processing' },
        nextAction: { kind: 'wait-for-phone', customerMessage: 'Check your phone and enter your M-Pesa PIN to pay.' },
      };
    },

    queryStatus(): Promise<never> {
      return Promise.reject(new Error('KCB Buni has no status call: a KCB payment is known by its callback alone'));
    },

    parseCallback: (notification) => parseKcbCallback(notification.body),
  };
}
