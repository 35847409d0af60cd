import type Stripe from 'stripe';
import { createStripeClient, type StripeClientConfig } from '../../payments/providers/stripe/stripe-client.ts';
import { within, type StatementLine, type StatementSource } from '../statement-source.ts';

const MAX_LINES = 20_000;

/** The PaymentIntent a balance line's charge belongs to (what the shop keeps as the attempt's receipt), else the source's id. */
function providerRefOf(source: Stripe.BalanceTransaction['source']): string | undefined {
  if (typeof source === 'string') return source;
  if (!source) return undefined;
  const intent = 'payment_intent' in source ? source.payment_intent : undefined;
  if (typeof intent === 'string') return intent;
  if (intent && typeof intent === 'object') return intent.id;
  return source.id;
}

/**
 * Stripe's balance transactions in a window through the official library (`created[gte]`, `created[lt]`, paged by
 * `starting_after`), with each source charge expanded to reach its PaymentIntent. Charges and payments are money in;
 * refunds money out; payouts and fees are not the shop's sales and are left out.
 */
export function stripeStatement(config: StripeClientConfig): StatementSource {
  const stripe = createStripeClient(config);
  return {
    provider: 'stripe',
    async read(window) {
      const lines: StatementLine[] = [];
      const list = stripe.balanceTransactions.list({
        created: { gte: Math.floor(window.from.getTime() / 1000), lt: Math.ceil(window.to.getTime() / 1000) },
        limit: 100, expand: ['data.source'],
      });
      for await (const transaction of list) {
        if (lines.length >= MAX_LINES) throw new Error(`Stripe listed more than ${MAX_LINES} balance transactions for the day`);
        const kind = transaction.type === 'charge' || transaction.type === 'payment' ? 'payment' : transaction.type === 'refund' || transaction.type === 'payment_refund' ? 'refund' : undefined;
        const providerRef = providerRefOf(transaction.source);
        if (!kind || !providerRef) continue;
        lines.push({ provider: 'stripe', providerRef, kind, amountCents: Math.abs(transaction.amount), at: new Date(transaction.created * 1000), reference: null });
      }
      return lines.filter(within(window));
    },
  };
}
