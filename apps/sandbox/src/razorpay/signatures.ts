import { createHmac } from 'node:crypto';

/** Razorpay's two signatures (§4.3, §4.4): lowercase hex HMAC-SHA256 of the exact bytes, keys as UTF-8. */
export const hmacHex = (key: string, message: string | Buffer): string => createHmac('sha256', key).update(message).digest('hex');

/** The checkout handler's `razorpay_signature`: HMAC(key_secret, `order_id|payment_id`). */
export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string): string => hmacHex(keySecret, `${orderId}|${paymentId}`);
