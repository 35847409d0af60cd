import { describe, expect, it } from 'vitest';
import { ProviderRefusal } from '../provider.ts';
import { toProviderAmount } from './provider-edge.ts';

describe('the one amount conversion to a provider unit', () => {
  it('gives M-Pesa and the aggregators whole shillings, and cards cents (KES × 100)', () => {
    expect(toProviderAmount(650_000, 'shillings', 'no')).toBe(6_500);
    expect(toProviderAmount(650_000, 'cents', 'no')).toBe(650_000);
    expect(toProviderAmount(650_050, 'cents', 'no')).toBe(650_050);
  });

  it('refuses what cannot be sent exactly: a fraction of a shilling by M-Pesa, nothing, a negative, a non-integer', () => {
    for (const [cents, unit] of [[650_050, 'shillings'], [0, 'shillings'], [0, 'cents'], [-100, 'cents'], [1.5, 'cents']] as const) {
      expect(() => toProviderAmount(cents, unit, 'Not payable')).toThrow(ProviderRefusal);
    }
  });
});
