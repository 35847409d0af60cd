import type { CallbackResult, ProviderNotification, ProviderOutcome } from '../../provider.ts';
import { isJsonObject } from '../http-json.ts';
import type { RazorpayOrder, RazorpayPayment } from './razorpay-client.ts';
import { verifyWebhookSignature } from './razorpay-signatures.ts';

/** Razorpay's answers read as outcomes (§4.2–§4.4): a captured payment pays; a failed one fails, or expires on time-out. */

export function paymentOutcome(payment: Pick<RazorpayPayment, 'id' | 'amount' | 'currency' | 'status' | 'error_reason' | 'error_description'>): ProviderOutcome {
  if (payment.status === 'captured') {
    return { state: 'paid', code: 'captured', message: 'Payment received', receipt: payment.id, amountCents: payment.amount, currency: payment.currency };
  }
  if (payment.status === 'failed') {
    const reason = payment.error_reason ?? 'payment_failed';
    const message = payment.error_description ?? 'Payment failed';
    return { state: reason === 'payment_timed_out' ? 'expired' : 'failed', code: reason, message };
  }
  // created, authorized (not captured yet), refunded before capture: not money the shop holds.
  return { state: 'pending', code: payment.status, message: 'Waiting for the payment' };
}

/**
 * `GET /v1/orders/{id}` and its payments: `paid` pays with the order's paid amount; `attempted` with the latest payment
 * failed fails (a customer may try another card, so a later capture still shows up as paid); `created` waits.
 */
export function orderOutcome(order: RazorpayOrder, payments: RazorpayPayment[]): ProviderOutcome {
  const captured = payments.find((payment) => payment.status === 'captured');
  if (order.status === 'paid' && captured) return { ...paymentOutcome(captured), amountCents: order.amount_paid, currency: order.currency };
  const latest = [...payments].sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0))[0];
  if (order.status === 'attempted' && latest?.status === 'failed') return paymentOutcome(latest);
  return { state: 'pending', code: order.status, message: 'Waiting for the payment' };
}

const READ_EVENTS = new Set(['payment.authorized', 'payment.captured', 'payment.failed', 'order.paid']);

const header = (notification: ProviderNotification, name: string): string => {
  const value = notification.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * A webhook, trusted only when `X-Razorpay-Signature` is the HMAC of its exact bytes; deduplicated by Razorpay's
 * `X-Razorpay-Event-Id` (a redelivery carries the same id). The provider reference is the payment's order id.
 */
export function parseRazorpayWebhook(notification: ProviderNotification, webhookSecret: string): CallbackResult {
  const signature = header(notification, 'x-razorpay-signature');
  if (!signature) return { accepted: false, reason: 'Unsigned Razorpay webhook', unauthenticated: true };
  if (!verifyWebhookSignature(notification.rawBody, signature, webhookSecret)) return { accepted: false, reason: 'Bad Razorpay webhook signature', unauthenticated: true };
  const eventId = header(notification, 'x-razorpay-event-id');
  if (!eventId) return { accepted: false, reason: 'Razorpay webhook without an event id' };
  let body: unknown;
  try {
    body = JSON.parse(notification.rawBody.toString('utf8'));
  } catch {
    return { accepted: false, reason: 'Razorpay webhook is not JSON' };
  }
  if (!isJsonObject(body) || typeof body.event !== 'string' || !READ_EVENTS.has(body.event)) return { accepted: false, reason: 'Razorpay event not used by the shop' };
  const payment = isJsonObject(body.payload) && isJsonObject(body.payload.payment) ? body.payload.payment.entity : undefined;
  if (!isJsonObject(payment) || typeof payment.order_id !== 'string' || typeof payment.id !== 'string'
    || !Number.isInteger(payment.amount) || typeof payment.currency !== 'string' || typeof payment.status !== 'string') {
    return { accepted: false, reason: 'Razorpay webhook without a payment' };
  }
  return {
    accepted: true, providerRef: payment.order_id, dedupeKey: `razorpay:${eventId}`,
    outcome: paymentOutcome(payment as unknown as RazorpayPayment),
  };
}
