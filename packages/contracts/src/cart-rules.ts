import { OFFER_RANGE_BELOW_PRICE, OFFER_STEP } from './limits.ts';

/** Bulk discount by the total number of items in the cart (spec 1 §9), in whole shillings. */
const bulkTiers: { over: number; discount: number }[] = [
  { over: 100, discount: 10_000 },
  { over: 50, discount: 5_000 },
  { over: 25, discount: 2_500 },
  { over: 15, discount: 1_500 },
];

export function bulkDiscount(itemCount: number): number {
  return bulkTiers.find((tier) => itemCount > tier.over)?.discount ?? 0;
}

/** Total = subtotal + delivery fee − discount, never below 0 (spec 1 §9). */
export function cartTotal(subtotal: number, deliveryFee: number, discount: number): number {
  return Math.max(0, subtotal + deliveryFee - discount);
}


/**
 * The price-offer window of spec 1 §5, as a number input with min = price − 2000, max = price, step 100 accepts:
 * offers counted down from the price in steps of 100, never more than 2000 below it and never 0 or less.
 */
export function offerRange(price: number): { min: number; max: number; step: number } {
  const lowest = price - OFFER_RANGE_BELOW_PRICE;
  const min = lowest > 0 ? lowest : price % OFFER_STEP || OFFER_STEP;
  return { min, max: price, step: OFFER_STEP };
}

export function isValidOffer(price: number, offer: number): boolean {
  const { min, max } = offerRange(price);
  return Number.isInteger(offer) && offer >= min && offer <= max && (price - offer) % OFFER_STEP === 0;
}
