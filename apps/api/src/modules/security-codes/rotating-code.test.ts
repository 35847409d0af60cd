import { describe, expect, it } from 'vitest';
import { codeFor, inGrace, windowEnds, windowOf } from './rotating-code.ts';

describe('rotating security code', () => {
  it('is 5 digits, the same within a 10-minute window, new in the next, different per cashier', () => {
    const at = new Date('2026-11-21T10:03:00Z');
    const window = windowOf(at);
    const code = codeFor('secret', 'cashier-1', window);
    expect(code).toMatch(/^\d{5}$/);
    expect(codeFor('secret', 'cashier-1', windowOf(new Date('2026-11-21T10:09:59Z')))).toBe(code);
    expect(windowOf(new Date('2026-11-21T10:10:00Z'))).toBe(window + 1);
    expect(windowEnds(window).toISOString()).toBe('2026-11-21T10:10:00.000Z');
    const nextCodes = new Set(Array.from({ length: 20 }, (_, step) => codeFor('secret', 'cashier-1', window + step)));
    expect(nextCodes.size).toBeGreaterThan(15);
    expect(codeFor('secret', 'cashier-2', window)).not.toBe(code);
    expect(codeFor('other-secret', 'cashier-1', window)).not.toBe(code);
  });

  it('moves on with each used code within a window (generation 0 is the window’s first code)', () => {
    const window = windowOf(new Date('2026-11-21T10:03:00Z'));
    expect(codeFor('secret', 'cashier-1', window, 0)).toBe(codeFor('secret', 'cashier-1', window));
    const generations = new Set(Array.from({ length: 20 }, (_, generation) => codeFor('secret', 'cashier-1', window, generation)));
    expect(generations.size).toBeGreaterThan(15);
  });

  it("keeps the window before's code for the first two minutes of a window", () => {
    expect(inGrace(new Date('2026-11-21T10:10:00Z'))).toBe(true);
    expect(inGrace(new Date('2026-11-21T10:11:59Z'))).toBe(true);
    expect(inGrace(new Date('2026-11-21T10:12:00Z'))).toBe(false);
    expect(inGrace(new Date('2026-11-21T10:09:59Z'))).toBe(false);
  });
});
