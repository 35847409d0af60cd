import Stripe from 'stripe';
import type { Config } from '../../../../config.ts';
import { ProviderRefusal, type CallbackResult, type Initiated, type PaymentProvider, type ProviderNotification } from '../../provider.ts';
import type { CallOptions } from '../http-json.ts';
import { toProviderAmount } from '../provider-edge.ts';
import { createStripeClient } from './stripe-client.ts';
import { eventResult, sessionOutcome } from './stripe-outcomes.ts';

/**
 * Stripe Checkout (payment-providers.md §3) as a payment provider: one Checkout Session per attempt (KES in cents),
 * the customer pays on Stripe's page; the providerRef is the session id. Webhooks are verified by the official
 * library over the raw bytes (5-minute tolerance) and a "paid" is confirmed by retrieving the session.
 */
export type StripeConfig = NonNullable<Config['stripe']> & CallOptions;

/** Official libraries' default signature tolerance (§3.3): an older `t` is a replay. */
const SIGNATURE_TOLERANCE_S = 300;

/** Where Stripe sends the customer back: the shop's return page, which asks the server (never trusts `success`). */
export function returnUrls(publicUrl: string, orderRef: string) {
  const order = encodeURIComponent(orderRef);
  return {
    success_url: `${publicUrl}/verify?success=true&orderId=${order}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${publicUrl}/verify?success=false&orderId=${order}`,
  };
}

function refusalOf(error: unknown): never {
  // Stripe answered and refused (bad key, invalid parameter): nothing was started. Anything else (no answer, a 5xx, a
  // body stripe-node could not read: StripeAPIError) is no answer, never a refusal (docs/decisions/0027).
  if (error instanceof Stripe.errors.StripeError && !(error instanceof Stripe.errors.StripeAPIError)
    && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    throw new ProviderRefusal(error.code ?? error.type, error.message);
  }
  throw error;
}

export function createStripeProvider(config: StripeConfig, publicUrl: string): PaymentProvider {
  const stripe = createStripeClient(config);
  return {
    id: 'stripe',
    capabilities: { statusQuery: true, callbacks: true, wholeShillingsOnly: false, promptsCustomer: false },
    acknowledgement: { contentType: 'application/json', body: '{"received":true}' },

    async initiate(request): Promise<Initiated> {
      const unitAmount = toProviderAmount(request.amountCents, 'cents', 'The card payment amount must be a positive whole number of cents');
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'kes', unit_amount: unitAmount, product_data: { name: `Mitumba order ${request.orderRef}` } } }],
        client_reference_id: request.orderRef,
        metadata: { orderId: request.orderRef, attemptId: request.attemptId },
        ...returnUrls(publicUrl, request.orderRef),
      }, { idempotencyKey: `mitumba-attempt-${request.attemptId}` }).catch(refusalOf);
      if (!session.url) throw new ProviderRefusal('NO_URL', 'Stripe did not give a payment page for this session');
      return {
        providerRef: session.id,
        outcome: { state: 'pending', code: session.status ?? 'open', message: 'Pay on Stripe\'s secure page' },
        nextAction: { kind: 'redirect', url: session.url },
      };
    },

    async queryStatus(providerRef) {
      return sessionOutcome(await stripe.checkout.sessions.retrieve(providerRef, { expand: ['payment_intent'] }));
    },

    parseCallback(notification: ProviderNotification): CallbackResult {
      const header = notification.headers['stripe-signature'];
      if (typeof header !== 'string' || header === '') return { accepted: false, reason: 'A Stripe webhook without its Stripe-Signature header', unauthenticated: true };
      try {
        return eventResult(stripe.webhooks.constructEvent(notification.rawBody, header, config.webhookSecret, SIGNATURE_TOLERANCE_S));
      } catch (error) {
        return { accepted: false, reason: `Stripe signature check failed: ${error instanceof Error ? error.message : String(error)}`, unauthenticated: true };
      }
    },
  };
}
