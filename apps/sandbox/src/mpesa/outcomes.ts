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

/**
 * What goes wrong with the push's own HTTP answer while the prompt still goes out (the provider takes the money): the
 * answer hangs for `hangMs` (past the shop's time-out) and is then a 504 page, or it is at once a gateway's 503 HTML
 * page. Every STK emulator answers them alike (faults.ts).
 */
export type Fault = 'hang' | 'outage';

export type Plan =
  /** Refused at once with HTTP 500 "Unable to lock subscriber" and no callback. */
  | { kind: 'busy' }
  /** Resolves by itself with `resultCode` after the normal delay or the timeout delay (after the hang, with a hang). */
  | { kind: 'auto'; resultCode: number; wait: 'delay' | 'timeout'; delivery: Delivery; note: string; fault?: Fault }
  /** A person answers on the phone page (or it pays after the delay when auto-approve is on, or it times out). */
  | { kind: 'person' };

export const SANDBOX_TEST_MSISDN = '254708374149';
export const BUSY_MSISDN = '254700000005';
/** Fault controls (not in §6.2): the prompt goes out and pays, but the push's HTTP answer hangs or is a 503 page. */
export const HANG_MSISDN = '254700000010';
export const OUTAGE_MSISDN = '254700000011';

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
  [HANG_MSISDN]: { kind: 'auto', resultCode: PAID, wait: 'delay', delivery: 'normal', note: 'pays; the push answer hangs, then 504', fault: 'hang' },
  [OUTAGE_MSISDN]: { kind: 'auto', resultCode: PAID, wait: 'delay', delivery: 'normal', note: 'pays; the push is answered 503 HTML', fault: 'outage' },
};

export function planFor(msisdn: string): Plan {
  return magic[msisdn] ?? { kind: 'person' };
}
