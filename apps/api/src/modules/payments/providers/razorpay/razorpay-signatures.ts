import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's two HMAC-SHA256 signatures (§4.3, §4.4), checked in constant time over the exact bytes. */
const hmacHex = (key: string, message: string | Buffer): string => createHmac('sha256', key).update(message).digest('hex');

function sameHex(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The checkout handler's `razorpay_signature`: hex HMAC(key_secret, `order_id|payment_id`), where `orderId` must be
 * the id the shop stored when it created the order, never one echoed by the browser alone.
 */
export const verifyCheckoutSignature = (orderId: string, paymentId: string, signature: string, keySecret: string): boolean =>
  sameHex(signature, hmacHex(keySecret, `${orderId}|${paymentId}`));

/** `X-Razorpay-Signature`: hex HMAC(webhook secret, raw body). */
export const verifyWebhookSignature = (rawBody: Buffer, signature: string, webhookSecret: string): boolean =>
  sameHex(signature, hmacHex(webhookSecret, rawBody));
