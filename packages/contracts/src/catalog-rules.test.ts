import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_FILE_ID, filledStars, hasBanner, lowStockMessage, ratingCountText, ribbonColour, stockForWeight,
  totalStock, validProductImages,
} from './catalog-rules.ts';

describe('image rules (spec 1 §3)', () => {
  it('drops entries lacking url or fileId, or using the placeholder', () => {
    const images = [
      { url: '/a.webp', fileId: 'a' },
      { url: '', fileId: 'b' },
      { url: '/c.webp', fileId: '' },
      { url: '/d.webp', fileId: PLACEHOLDER_FILE_ID },
      null,
      { url: '/e.webp' },
    ];
    expect(validProductImages(images)).toEqual([{ url: '/a.webp', fileId: 'a' }]);
  });
});

describe('ribbon and stars (spec 1 §2, §9)', () => {
  it('colours the ribbon orange for clearance in any case, red otherwise', () => {
    expect(ribbonColour('Clearance')).toBe('orange');
    expect(ribbonColour('CLEARANCE SALE')).toBe('orange');
    expect(ribbonColour('new arrival')).toBe('red');
  });

  it("treats 'None' and empty as no banner", () => {
    expect(hasBanner('None')).toBe(false);
    expect(hasBanner('none')).toBe(false);
    expect(hasBanner('  ')).toBe(false);
    expect(hasBanner('new arrival')).toBe(true);
  });
});

describe('customer ratings', () => {
  it('fills whole stars for the average, half-way rounding up', () => {
    expect(filledStars(4.3)).toBe(4);
    expect(filledStars(4.5)).toBe(5);
    expect(filledStars(1)).toBe(1);
  });

  it('counts ratings in words', () => {
    expect(ratingCountText(1)).toBe('1 rating');
    expect(ratingCountText(7)).toBe('7 ratings');
  });
});

describe('stock helpers', () => {
  it('sums stock, ignoring negatives, and reads by lower-cased weight', () => {
    expect(totalStock({ '25kg': 2, '45kg': 0, m: -1 })).toBe(2);
    expect(stockForWeight({ '25kg': 2 }, '25KG')).toBe(2);
    expect(stockForWeight({ '25kg': 2 }, '50kg')).toBe(0);
  });

  it("warns 'Only {n} left' under 5 and 'Out of stock' at 0", () => {
    expect(lowStockMessage(0)).toBe('Out of stock');
    expect(lowStockMessage(4)).toBe('Only 4 left');
    expect(lowStockMessage(5)).toBeNull();
  });
});
