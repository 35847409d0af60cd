import { describe, expect, it } from 'vitest';
import { bulkDiscount, cartTotal, isValidOffer, offerRange } from './cart-rules.ts';

describe('bulkDiscount', () => {
  it.each([[0, 0], [15, 0], [16, 1500], [25, 1500], [26, 2500], [50, 2500], [51, 5000], [100, 5000], [101, 10000]])(
    '%i items → %i', (items, discount) => expect(bulkDiscount(items)).toBe(discount));
});

describe('cartTotal and offerRange', () => {
  it('never goes below zero', () => {
    expect(cartTotal(1000, 0, 1500)).toBe(0);
    expect(cartTotal(5000, 0, 1500)).toBe(3500);
  });

  it('offers from price − 2000 to the price, in steps of 100 counted from the price, never 0 or less', () => {
    expect(offerRange(5000)).toEqual({ min: 3000, max: 5000, step: 100 });
    expect(offerRange(2450)).toEqual({ min: 450, max: 2450, step: 100 });
    expect(offerRange(550)).toEqual({ min: 50, max: 550, step: 100 });
    expect(offerRange(1200)).toEqual({ min: 100, max: 1200, step: 100 });
  });

  it.each([[5000, 3000, true], [5000, 2900, false], [5000, 5100, false], [5000, 4950, false], [2450, 450, true], [2450, 500, false], [550, 50, true], [550, -50, false], [1200, 0, false]])(
    'price %i, offer %i → %s', (price, offer, valid) => expect(isValidOffer(price, offer)).toBe(valid));
});
