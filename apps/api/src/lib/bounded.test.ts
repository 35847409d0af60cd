import { describe, expect, it } from 'vitest';
import { forEachLimited, settleWithin } from './bounded.ts';

describe('forEachLimited', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('does nothing for no items', async () => {
    await expect(forEachLimited([], 4, async () => { throw new Error('not called'); })).resolves.toBeUndefined();
  });
});

describe('settleWithin', () => {
  it('answers the value in time, the fallback after the time-out or on failure', async () => {
    expect(await settleWithin(Promise.resolve('answer'), 50, 'fallback')).toBe('answer');
    expect(await settleWithin(new Promise<string>(() => {}), 20, 'fallback')).toBe('fallback');
    const errors: unknown[] = [];
    expect(await settleWithin(Promise.reject(new Error('down')), 50, 'fallback', (error) => errors.push(error))).toBe('fallback');
    expect(errors).toHaveLength(1);
  });
});
