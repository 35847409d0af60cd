import { describe, expect, it } from 'vitest';
import { copyrightYears } from './copyright-years';

describe('copyrightYears', () => {
  it('runs from 2024 to the current year', () => {
    expect(copyrightYears(new Date('2026-06-01T12:00:00Z'))).toBe('2024–2026');
    expect(copyrightYears(new Date('2031-02-01T12:00:00Z'))).toBe('2024–2031');
  });

  it('is just the first year during that year', () => {
    expect(copyrightYears(new Date('2024-12-31T12:00:00Z'))).toBe('2024');
  });

  it("turns the year at Nairobi's midnight, not UTC's", () => {
    expect(copyrightYears(new Date('2025-12-31T21:30:00Z'))).toBe('2024–2026');
    expect(copyrightYears(new Date('2025-12-31T20:30:00Z'))).toBe('2024–2025');
  });
});
