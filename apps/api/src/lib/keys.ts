import { hkdfSync } from 'node:crypto';

/** What each key signs or hashes; a key for one purpose can never verify another's output. */
const purposes = ['session-tokens', 'otp-codes', 'cashier-codes', 'c2b-address'] as const;
export type KeyPurpose = (typeof purposes)[number];
export type Keys = Record<KeyPurpose, Buffer>;

/**
 * Separate 256-bit keys derived from the one configured secret with HKDF-SHA256 (RFC 5869), one per purpose, so a
 * session token's key is not the key that hashes e-mail codes or makes cashier codes.
 */
export function deriveKeys(secret: string): Keys {
  const derive = (purpose: KeyPurpose) => Buffer.from(hkdfSync('sha256', secret, 'mitumba', `mitumba:${purpose}:v1`, 32));
  return Object.fromEntries(purposes.map((purpose) => [purpose, derive(purpose)])) as Keys;
}
