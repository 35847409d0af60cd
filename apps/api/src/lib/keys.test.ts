import { describe, expect, it } from 'vitest';
import { deriveKeys } from './keys.ts';

describe('deriveKeys', () => {
  it('derives a different 32-byte key per purpose, the same every time for one secret', () => {
    const keys = deriveKeys('a-secret-that-is-long-enough-for-the-test');
    const values = Object.values(keys).map((key) => key.toString('hex'));
    expect(new Set(values).size).toBe(values.length);
    for (const key of Object.values(keys)) expect(key).toHaveLength(32);
    expect(deriveKeys('a-secret-that-is-long-enough-for-the-test')['otp-codes'].equals(keys['otp-codes'])).toBe(true);
    expect(deriveKeys('another-secret-that-is-long-enough-too!!')['otp-codes'].equals(keys['otp-codes'])).toBe(false);
  });
});
