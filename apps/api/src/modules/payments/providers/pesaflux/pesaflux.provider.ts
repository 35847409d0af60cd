import type { Initiated, PaymentProvider } from '../../provider.ts';
import { toMsisdn, wholeShillingsOrRefuse } from '../provider-edge.ts';
import { createPesafluxClient, type PesafluxConfig } from './pesaflux-client.ts';
import { parsePesafluxWebhook, statusOutcome } from './pesaflux-outcomes.ts';

/**
 * PesaFlux (M-Pesa prompt through an aggregator, reference §5.2) as a payment provider. The provider reference is
 * PesaFlux's `transaction_request_id`; each attempt's own secret callback URL goes in `callback_url`; PesaFlux signs
 * nothing, so the core confirms a webhook with the status call. Amounts go out in whole shillings only.
 */
export function createPesafluxProvider(config: PesafluxConfig): PaymentProvider {
  const client = createPesafluxClient(config);
  return {
    id: 'pesaflux',
    capabilities: { statusQuery: true, callbacks: true, wholeShillingsOnly: true, promptsCustomer: true },

    async initiate(request): Promise<Initiated> {
      const amount = wholeShillingsOrRefuse(request.amountCents, 'PesaFlux takes whole shillings only');
      const accepted = await client.initiateStk({
        amount,
        msisdn: toMsisdn(request.phone),
        reference: request.orderRef,
        callbackUrl: request.callbackUrl,
      });
      return {
        providerRef: accepted.transactionRequestId,
        outcome: { state: 'pending', code: '200', message: accepted.message || 'STK push sent' },
        nextAction: { kind: 'wait-for-phone', customerMessage: 'Check your phone and enter your M-Pesa PIN to pay.' },
      };
    },

    async queryStatus(providerRef) {
      return statusOutcome(await client.transactionStatus(providerRef));
    },

    parseCallback: (notification) => parsePesafluxWebhook(notification.body),
  };
}
