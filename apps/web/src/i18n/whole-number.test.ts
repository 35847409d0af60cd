import { describe, expect, it } from 'vitest';
import { INTL_LOCALE } from './create-i18n';
import { wholeNumber } from './whole-number';

describe('wholeNumber', () => {
  const amounts = [0, 7, 99, 999, 1000, 1200, 9999.4, 12_345, 100_000, 1_234_567.6, 50_000_000, -1550];

  it.each(Object.values(INTL_LOCALE))('writes what Intl writes in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    for (const amount of amounts) expect(wholeNumber(amount)).toBe(intl.format(amount));
  });

  it('groups by thousands', () => {
    expect(wholeNumber(1_234_567)).toBe('1,234,567');
  });
});
