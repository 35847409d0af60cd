import { createHmac } from 'node:crypto';

/** `x-paystack-signature`: lowercase hex HMAC-SHA512 of the raw body, keyed with the secret key (reference §2.5). */
export function paystackSignature(secretKey: string, rawBody: string | Buffer): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}
