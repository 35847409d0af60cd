import { randomInt } from 'node:crypto';
import { checkoutStamp, eatParts } from './clock.ts';

/**
 * Ids shaped like Daraja's (§1.4, §6.3) so the shop's parsing is exercised: MerchantRequestID `12345-67890123-1`,
 * CheckoutRequestID `ws_CO_` + DDMMYYYYHHmmss (EAT) + 3 random digits + the MSISDN without 254, receipts of 10
 * characters `[A-Z0-9]` starting with a letter (like real ones: year letter, month letter, day, then 7 random).
 * Every id is unique for the life of the emulator, across resets.
 */
export type Ids = {
  merchantRequestId(): string;
  checkoutRequestId(msisdn: string, at: Date): string;
  receipt(at: Date): string;
  /** The `requestId` of an error envelope. */
  errorRequestId(): string;
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHANUMERIC = `${LETTERS}0123456789`;

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const pick = (alphabet: string, count: number) => Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');

export function createIds(): Ids {
  const used = new Set<string>();
  const unique = (make: () => string): string => {
    for (;;) {
      const id = make();
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  const merchantRequestId = () => unique(() => `${randomInt(10_000, 100_000)}-${randomInt(10_000_000, 100_000_000)}-1`);
  return {
    merchantRequestId,
    checkoutRequestId: (msisdn, at) => unique(() => `ws_CO_${checkoutStamp(at)}${digits(3)}${msisdn.replace(/^254/, '')}`),
    receipt: (at) => {
      const { year, month, day } = eatParts(at);
      // 2025 → T, March → C, the 4th → 4 (as in "TC4AB12XYZ"); days past the 9th continue with letters.
      const prefix = `${LETTERS[(year - 2006 + 26 * 100) % 26]}${LETTERS[month - 1]}${day.toString(36).toUpperCase()}`;
      return unique(() => `${prefix}${pick(ALPHANUMERIC, 7)}`);
    },
    errorRequestId: () => `${randomInt(10_000, 100_000)}-${randomInt(1_000_000, 100_000_000)}-1`,
  };
}
