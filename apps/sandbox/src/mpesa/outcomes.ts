/**
 * What happens to a prompt, decided by the phone number (the team's magic numbers, payment-providers.md §6.2) and the
 * Daraja result codes with their usual descriptions (§1.7).
 */
export const resultDescriptions: Readonly<Record<number, string>> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  26: 'System busy',
  1001: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
  1019: 'Transaction has expired',
  1025: 'An error occurred while sending a push request',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
  9999: 'Error while sending push',
};

export const PAID = 0;
export const INSUFFICIENT = 1;
export const EXPIRED = 1019;
export const CANCELLED = 1032;
export const TIMED_OUT = 1037;
export const WRONG_PIN = 2001;

/** How the result callback reaches the shop: once, twice, never (only the query tells), or after 3× the delay. */
export type Delivery = 'normal' | 'duplicate' | 'dropped' | 'late';

export type Plan =
  /** Refused at once with HTTP 500 "Unable to lock subscriber" and no callback. */
  | { kind: 'busy' }
  /** Resolves by itself with `resultCode` after the normal delay or the timeout delay. */
  | { kind: 'auto'; resultCode: number; wait: 'delay' | 'timeout'; delivery: Delivery; note: string }
  /** A person answers on the phone page (or it pays after the delay when auto-approve is on, or it times out). */
  | { kind: 'person' };

export const SANDBOX_TEST_MSISDN = '254708374149';
export const BUSY_MSISDN = '254700000005';

const magic: Readonly<Record<string, Plan>> = {
  [SANDBOX_TEST_MSISDN]: { kind: 'auto', resultCode: PAID, wait: 'delay', delivery: 'normal', note: 'pays by itself' },
  '254700000001': { kind: 'auto', resultCode: CANCELLED, wait: 'delay', delivery: 'normal', note: 'the customer cancels' },
  '254700000002': { kind: 'auto', resultCode: TIMED_OUT, wait: 'timeout', delivery: 'normal', note: 'no answer: times out' },
  '254700000003': { kind: 'auto', resultCode: INSUFFICIENT, wait: 'delay', delivery: 'normal', note: 'fails: insufficient funds' },
  '254700000004': { kind: 'auto', resultCode: WRONG_PIN, wait: 'delay', delivery: 'normal', note: 'fails: wrong PIN' },
  [BUSY_MSISDN]: { kind: 'busy' },
  '254700000006': { kind: 'auto', resultCode: PAID, wait: 'delay', delivery: 'duplicate', note: 'pays; callback sent twice' },
  '254700000007': { kind: 'auto', resultCode: PAID, wait: 'delay', delivery: 'dropped', note: 'pays; callback never sent' },
  '254700000008': { kind: 'auto', resultCode: PAID, wait: 'delay', delivery: 'late', note: 'pays; callback late' },
  '254700000009': { kind: 'auto', resultCode: EXPIRED, wait: 'delay', delivery: 'normal', note: 'fails: expires' },
};

export function planFor(msisdn: string): Plan {
  return magic[msisdn] ?? { kind: 'person' };
}
