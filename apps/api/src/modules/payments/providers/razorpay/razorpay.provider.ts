import type { Initiated, PaymentProvider } from '../../provider.ts';
import { toProviderAmount } from '../provider-edge.ts';
import { createRazorpayClient, type RazorpayConfig } from './razorpay-client.ts';
import { orderOutcome, parseRazorpayWebhook } from './razorpay-outcomes.ts';

export { verifyCheckoutSignature } from './razorpay-signatures.ts';

/**
 * Razorpay (reference §4) as a payment provider. The provider reference is the Razorpay order id, stored before the
 * browser opens Checkout (§6.9 rule 1); the customer pays in Razorpay's checkout popup at `${baseUrl}/checkout`;
 * webhooks are signed with the webhook secret, and a "paid" is confirmed with the Orders API. Amounts go in cents.
 */
export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const client = createRazorpayClient(config);
  return {
    id: 'razorpay',
    capabilities: { statusQuery: true, callbacks: true, wholeShillingsOnly: false, promptsCustomer: false },

    async initiate(request): Promise<Initiated> {
      const amount = toProviderAmount(request.amountCents, 'cents', 'Razorpay needs a whole amount in cents');
      const order = await client.createOrder({ amount, currency: 'KES', receipt: request.orderRef, notes: { attempt_id: request.attemptId } });
      const url = new URL(`${config.baseUrl}/checkout`);
      url.search = new URLSearchParams({ order_id: order.id, key_id: config.keyId }).toString();
      return {
        providerRef: order.id,
        outcome: { state: 'pending', code: order.status, message: 'Razorpay order created' },
        nextAction: { kind: 'redirect', url: url.toString() },
      };
    },

    async queryStatus(providerRef) {
      const order = await client.fetchOrder(providerRef);
      return orderOutcome(order, order.status === 'created' ? [] : await client.fetchOrderPayments(providerRef));
    },

    parseCallback: (notification) => parseRazorpayWebhook(notification, config.webhookSecret),
  };
}
