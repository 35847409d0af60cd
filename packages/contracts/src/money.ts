/**
 * Money is held as integer cents everywhere on the server (DESIGN §1.2).
 * The spec's API fields carry whole shillings; these helpers are the only place that converts.
 */
export type Cents = number;

export const CENTS_PER_SHILLING = 100;

export function shillingsToCents(shillings: number): Cents {
  if (!Number.isFinite(shillings)) throw new RangeError(`Not an amount: ${shillings}`);
  return Math.round(shillings * CENTS_PER_SHILLING);
}

export function centsToShillings(cents: Cents): number {
  return cents / CENTS_PER_SHILLING;
}

const wholeShillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The shop's one way to write an amount: 'ksh 1,234' (spec 1's product cards), used for every amount a shopper
 * reads outside the cart's totals. Takes shillings, as the spec's `price` field carries.
 */
export function formatCardPrice(shillings: number): string {
  return `ksh ${wholeShillings.format(shillings)}`;
}

/** Cart and checkout totals: '1,234.00'. Takes shillings. */
export function formatTotal(shillings: number): string {
  return twoDecimals.format(shillings);
}

/** A cart or checkout total as the shopper reads it (spec 1 §9): 'ksh 1,234.00'. Takes shillings. */
export function formatKshTotal(shillings: number): string {
  return `ksh ${formatTotal(shillings)}`;
}
