import type Stripe from 'stripe';
import type { CallbackResult, ProviderOutcome } from '../../provider.ts';

/**
 * What a Checkout Session and its events mean for an attempt (payment-providers.md §3.2–§3.3): paid only when
 * `payment_status` is `paid` (with Stripe's amount and currency, checked by the core); `expired` when Stripe expired
 * it; a completed session left unpaid is a delayed payment: failed once its PaymentIntent (expanded) went back to
 * needing a payment method or was cancelled, else still processing; an open one is still pending.
 */
export function sessionOutcome(session: Stripe.Checkout.Session): ProviderOutcome {
  const amount = { amountCents: session.amount_total ?? undefined, currency: session.currency?.toUpperCase() };
  if (session.payment_status === 'paid') {
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    return { state: 'paid', code: 'paid', message: 'Card payment received', ...amount, ...(intent ? { receipt: intent } : {}) };
  }
  if (session.status === 'expired') return { state: 'expired', code: 'expired', message: 'The card payment page expired before it was paid' };
  const intentStatus = typeof session.payment_intent === 'object' ? session.payment_intent?.status : undefined;
  if (session.status === 'complete' && (intentStatus === 'requires_payment_method' || intentStatus === 'canceled')) {
    return { state: 'failed', code: 'async_payment_failed', message: 'The card payment failed' };
  }
  return { state: 'pending', code: session.status ?? 'open', message: 'Waiting for the card payment' };
}

const HANDLED = new Set([
  'checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired',
]);

/** A verified event read as a callback: the session it is about, keyed by the event id (Stripe resends the same id). */
export function eventResult(event: Stripe.Event): CallbackResult {
  if (!HANDLED.has(event.type)) return { accepted: false, reason: `Stripe event ${event.type} is not one the shop acts on` };
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  if (typeof session.id !== 'string' || session.object !== 'checkout.session') return { accepted: false, reason: 'A Stripe event without its Checkout Session' };
  const outcome = event.type === 'checkout.session.async_payment_failed'
    ? { state: 'failed' as const, code: 'async_payment_failed', message: 'The card payment failed' }
    : sessionOutcome(session as Stripe.Checkout.Session);
  return { accepted: true, providerRef: session.id, dedupeKey: `stripe:${event.id}`, outcome };
}
