import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_FILE_ID, cardStarRating, hasBanner, lowStockMessage, productPageRating, ribbonColour, stockForWeight,
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

  it('gives 5 stars to new arrivals, 2 to clearance, and a stable 3 or 4 to the rest', () => {
    expect(cardStarRating('new arrival', 'x')).toBe(5);
    expect(cardStarRating('newarrival', 'x')).toBe(5);
    expect(cardStarRating('clearance', 'x')).toBe(2);
    const others = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => cardStarRating('None', id));
    expect(new Set(others)).toEqual(new Set([3, 4]));
    expect(cardStarRating('None', 'a')).toBe(cardStarRating('None', 'a'));
  });

  it('gives the product page its review-count ranges', () => {
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      const newArrival = productPageRating('new arrival', id);
      expect(newArrival.stars).toBe(5);
      expect(newArrival.reviews).toBeGreaterThanOrEqual(400);
      expect(newArrival.reviews).toBeLessThanOrEqual(500);
      const clearance = productPageRating('clearance', id);
      expect(clearance.stars).toBe(2);
      expect(clearance.reviews).toBeLessThan(100);
      const other = productPageRating('None', id);
      expect([3, 4]).toContain(other.stars);
      expect(other.reviews).toBeGreaterThanOrEqual(100);
      expect(other.reviews).toBeLessThanOrEqual(400);
    }
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
