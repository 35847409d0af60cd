import { createHmac } from 'node:crypto';

export const CODE_DIGITS = 5;
export const ROTATE_SECONDS = 600;
/** How long a window's last code is still taken after the next one shows (decision 0050). */
export const GRACE_SECONDS = 120;

/**
 * A cashier's 5-digit code: HOTP (RFC 4226 dynamic truncation) over the 10-minute window and how many of that
 * window's codes were already used (the generation), keyed per cashier by an HMAC of the cashier-code key. Every API
 * instance computes the same code from the same stored generation.
 */
export function codeFor(secret: string | Uint8Array, cashierId: string, window: number, generation = 0): string {
  const key = createHmac('sha256', secret).update(`security-code:${cashierId}`).digest();
  // The 8-byte HOTP counter: the window in the high 32 bits (good for 80,000 years), the generation in the low ones.
  const counter = Buffer.alloc(8);
  counter.writeUInt32BE(window, 0);
  counter.writeUInt32BE(generation, 4);
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

/** Whether `at` is within the first GRACE_SECONDS of its window, when the window before's code is still taken. */
export function inGrace(at: Date): boolean {
  return at.getTime() / 1000 - windowOf(at) * ROTATE_SECONDS < GRACE_SECONDS;
}
