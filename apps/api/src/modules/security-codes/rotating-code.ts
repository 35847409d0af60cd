import { createHmac } from 'node:crypto';

export const CODE_DIGITS = 5;
export const ROTATE_SECONDS = 600;

/**
 * A cashier's 5-digit code for a 10-minute window: HOTP (RFC 4226 dynamic truncation) over the window number, keyed
 * per cashier by an HMAC of the server secret, so codes need no storage and every API instance computes the same.
 */
export function codeFor(secret: string | Uint8Array, cashierId: string, window: number): string {
  const key = createHmac('sha256', secret).update(`security-code:${cashierId}`).digest();
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(window));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** CODE_DIGITS).padStart(CODE_DIGITS, '0');
}

export function windowOf(at: Date): number {
  return Math.floor(at.getTime() / 1000 / ROTATE_SECONDS);
}

export function windowEnds(window: number): Date {
  return new Date((window + 1) * ROTATE_SECONDS * 1000);
}
