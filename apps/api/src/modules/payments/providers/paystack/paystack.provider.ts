import type { Config } from '../../../../config.ts';
import type { CallbackResult, Initiated, PaymentProvider, ProviderNotification, ProviderOutcome } from '../../provider.ts';
import { toProviderAmount } from '../provider-edge.ts';
import { isJsonObject } from '../http-json.ts';
import { createPaystackClient, type PaystackConfig, type PaystackTransactionData } from './paystack-client.ts';
import { outcomeOf, validSignature, WAITING } from './paystack-outcomes.ts';

/**
 * Paystack (reference §2) as a payment provider: a transaction initialised in cents with our own reference, paid on
 * Paystack's hosted page, known by a `charge.success` webhook signed with the secret key (and nothing on failure) and by
 * the verify API, which the core asks before crediting. The customer comes back to `/paystack-success?reference=…`.
 */

/** Our reference for an attempt: unique per attempt and within Paystack's charset (`-`, `.`, `=`, alphanumerics). */
export const paystackReference = (attemptId: string): string => `MTB-${attemptId.replace(/[^A-Za-z0-9.=-]/g, '')}`;

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

/**
 * Paystack needs an e-mail for every transaction (§2.2). Until the checkout passes the customer's (see AttemptRequest),
 * the receipt goes to the shop's own mailbox, sub-addressed by order.
 */
function receiptEmail(email: string | undefined, orderRef: string, mailFrom: string): string {
  if (email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return email;
  const domain = /@([^\s@>]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost.localdomain';
  return `orders+${orderRef.replace(/[^A-Za-z0-9-]/g, '')}@${domain}`;
}

/** Reads and verifies a Paystack webhook: the signature over the exact bytes first, then a `charge.success` body. */
export function parsePaystackWebhook(secretKey: string, notification: ProviderNotification): CallbackResult {
  if (!validSignature(secretKey, notification.rawBody, notification.headers['x-paystack-signature'])) {
    return { accepted: false, reason: 'A Paystack webhook without a valid x-paystack-signature', unauthenticated: true };
  }
  let body: unknown;
  try {
    body = JSON.parse(notification.rawBody.toString('utf8'));
  } catch {
    return { accepted: false, reason: 'A signed Paystack webhook that is not JSON' };
  }
  if (!isJsonObject(body) || !isJsonObject(body.data)) return { accepted: false, reason: 'Not a Paystack event' };
  if (body.event !== 'charge.success') return { accepted: false, reason: `Paystack event ${JSON.stringify(body.event)} is not handled` };
  const data = body.data as PaystackTransactionData;
  if (typeof data.reference !== 'string' || !REFERENCE.test(data.reference)) return { accepted: false, reason: 'A charge.success without its reference' };
  const outcome = outcomeOf(data);
  if (typeof outcome === 'string') return { accepted: false, reason: outcome };
  if (outcome.state !== 'paid') return { accepted: false, reason: 'A charge.success for a transaction that is not successful' };
  // Paystack has no event id: a retried or duplicated delivery is the same event and reference (§2.5).
  return { accepted: true, providerRef: data.reference, dedupeKey: `paystack:charge.success:${data.reference}`, outcome };
}

export function createPaystackProvider(config: PaystackConfig, shop: Pick<Config, 'publicUrl' | 'mailFrom'>): PaymentProvider {
  const client = createPaystackClient(config);
  return {
    id: 'paystack',
    capabilities: { statusQuery: true, callbacks: true, wholeShillingsOnly: false, promptsCustomer: false },

    async initiate(request): Promise<Initiated> {
      const amount = toProviderAmount(request.amountCents, 'cents', 'Paystack needs a positive whole amount in cents');
      const reference = paystackReference(request.attemptId);
      const { authorizationUrl } = await client.initialize({
        email: receiptEmail(request.email, request.orderRef, shop.mailFrom),
        amount,
        reference,
        callbackUrl: `${shop.publicUrl}/paystack-success`,
        metadata: { order_id: request.orderRef, attempt_id: request.attemptId },
      });
      return { providerRef: reference, outcome: WAITING, nextAction: { kind: 'redirect', url: authorizationUrl } };
    },

    async queryStatus(providerRef): Promise<ProviderOutcome> {
      const outcome = outcomeOf(await client.verify(providerRef));
      // Thrown, the core keeps the attempt as it is and asks again later.
      if (typeof outcome === 'string') throw new Error(`Paystack verify for ${providerRef}: ${outcome}`);
      return outcome;
    },

    parseCallback: (notification) => parsePaystackWebhook(config.secretKey, notification),
  };
}
