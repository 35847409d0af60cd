import { stripeId, type CheckoutSession } from './sessions.ts';
import type { DeliveryOptions, Webhooks } from './webhooks.ts';

/**
 * What happens to a Checkout Session (payment-providers.md §3.4, §6.5): a test card pays it or is declined (the
 * session stays open), it expires at `expires_at` or by the admin, and an async payment can fail. Each outcome
 * sends its event.
 */
export const TEST_CARDS = {
  '4242424242424242': { label: 'Visa · succeeds', decline: null },
  '4000000000000002': { label: 'Visa · generic decline', decline: 'Your card was declined.' },
  '4000000000009995': { label: 'Visa · insufficient funds', decline: 'Your card has insufficient funds.' },
} as const;
export type TestCard = keyof typeof TEST_CARDS;
export const isTestCard = (value: unknown): value is TestCard => typeof value === 'string' && value in TEST_CARDS;

const EXPIRY_SWEEP_MS = 1000;

export function createCheckout(webhooks: Webhooks, nowSeconds: () => number) {
  const sessions = new Map<string, CheckoutSession>();

  function expire(session: CheckoutSession, options?: DeliveryOptions): void {
    session.status = 'expired';
    webhooks.emit('checkout.session.expired', session, options);
  }

  // Sessions past their expires_at expire by themselves, as Stripe's do.
  const sweep = setInterval(() => {
    for (const session of sessions.values()) if (session.status === 'open' && session.expires_at <= nowSeconds()) expire(session);
  }, EXPIRY_SWEEP_MS);
  sweep.unref();

  return {
    sessions,
    add(session: CheckoutSession): void {
      sessions.set(session.id, session);
    },
    /** Pays with a test card: 'paid', or the decline message (the session stays open). Only an open session pays. */
    pay(session: CheckoutSession, card: TestCard, options?: DeliveryOptions): 'paid' | string {
      const decline = TEST_CARDS[card].decline;
      if (decline) {
        session.lastError = decline;
        return decline;
      }
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = stripeId('pi_test_', 24);
      session.intentStatus = 'succeeded';
      session.customer_details = { email: session.customer_email };
      delete session.lastError;
      webhooks.emit('checkout.session.completed', session, options);
      return 'paid';
    },
    expire,
    /** A delayed payment method failed after the customer left (async_payment_failed): the session stays complete, unpaid. */
    asyncPaymentFailed(session: CheckoutSession, options?: DeliveryOptions): void {
      session.status = 'complete';
      session.payment_status = 'unpaid';
      session.payment_intent ??= stripeId('pi_test_', 24);
      session.intentStatus = 'requires_payment_method';
      webhooks.emit('checkout.session.async_payment_failed', session, options);
    },
    close(): void {
      clearInterval(sweep);
    },
  };
}
export type Checkout = ReturnType<typeof createCheckout>;
