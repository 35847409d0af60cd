import type { PaystackTransaction } from './transactions.ts';
import { transactionData } from './transactions.ts';
import type { WebhookSender } from './webhooks.ts';

/**
 * How a transaction ends, shared by the hosted page and the admin API (reference §6.4): Pay marks it `success` and
 * sends `charge.success`; Decline marks it `failed` and sends nothing (Paystack has no failure webhook, §2.5).
 * The admin API may break the rules a shop must cope with: pay another amount or currency, deliver twice, or not at all.
 */
export type PayOptions = { amount?: number; currency?: string; duplicate?: boolean; drop?: boolean };

/** The test card of §2.6; the hosted page declines any other number. */
export const TEST_CARD = '4084084084084081';

export function createSettler(webhooks: WebhookSender, now: () => Date) {
  return {
    /** False when the transaction was already settled (a second Pay is not a second payment). */
    pay(transaction: PaystackTransaction, options: PayOptions = {}): boolean {
      if (transaction.status !== 'abandoned') return false;
      Object.assign(transaction, {
        status: 'success', gatewayResponse: 'Successful', channel: 'card', paidAt: now(),
        paidAmount: options.amount ?? transaction.amount, paidCurrency: options.currency ?? transaction.currency,
      });
      if (!options.drop) {
        const data = transactionData(transaction);
        const copies = options.duplicate ? 2 : 1;
        for (let copy = 0; copy < copies; copy += 1) void webhooks.send(transaction.reference, 'charge.success', data);
      }
      return true;
    },
    decline(transaction: PaystackTransaction, gatewayResponse = 'Declined'): boolean {
      if (transaction.status !== 'abandoned') return false;
      Object.assign(transaction, { status: 'failed', gatewayResponse });
      return true;
    },
  };
}

export type Settler = ReturnType<typeof createSettler>;

/** Where the browser goes back to: `callback_url?trxref=…&reference=…` (§2.2), keeping the URL's own query. */
export function returnUrl(transaction: PaystackTransaction): string | null {
  if (!transaction.callbackUrl) return null;
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('trxref', transaction.reference);
  url.searchParams.set('reference', transaction.reference);
  return url.toString();
}
