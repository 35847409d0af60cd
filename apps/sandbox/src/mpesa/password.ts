import { timingSafeEqual } from 'node:crypto';

/** Daraja's STK password: base64(BusinessShortCode + Passkey + Timestamp), plain concatenation (§1.3). */
export function darajaPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortCode}${passkey}${timestamp}`, 'utf8').toString('base64');
}

export function passwordMatches(given: string, shortCode: string, passkey: string, timestamp: string): boolean {
  const expected = Buffer.from(darajaPassword(shortCode, passkey, timestamp));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
