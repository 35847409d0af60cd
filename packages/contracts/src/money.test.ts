import { describe, expect, it } from 'vitest';
import { centsToShillings, formatCardPrice, formatKshTotal, formatTotal, shillingsToCents } from './money.ts';

describe('money', () => {
  it("formats card prices as 'ksh 1,234'", () => {
    expect(formatCardPrice(1234)).toBe('ksh 1,234');
    expect(formatCardPrice(38000)).toBe('ksh 38,000');
    expect(formatCardPrice(350)).toBe('ksh 350');
  });

  it('formats totals with two decimals', () => {
    expect(formatTotal(1234)).toBe('1,234.00');
    expect(formatTotal(0)).toBe('0.00');
  });

  it("writes a cart total as the shopper reads it: 'ksh 1,234.00'", () => {
    expect(formatKshTotal(1234)).toBe('ksh 1,234.00');
    expect(formatKshTotal(1500.5)).toBe('ksh 1,500.50');
  });

  it('converts between shillings and integer cents exactly', () => {
    expect(shillingsToCents(19.99)).toBe(1999);
    expect(centsToShillings(123456)).toBe(1234.56);
    expect(() => shillingsToCents(Number.NaN)).toThrow(RangeError);
  });
});
