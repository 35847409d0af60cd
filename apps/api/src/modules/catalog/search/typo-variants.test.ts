import { describe, expect, it } from 'vitest';
import { typoVariants } from './typo-variants.ts';

describe('typoVariants', () => {
  it('is the text, then each swap of neighbouring letters within words', () => {
    expect(typoVariants(' Jaens ')).toEqual(['jaens', 'ajens', 'jeans', 'janes', 'jaesn']);
    expect(typoVariants('ab cd')).toEqual(['ab cd', 'ba cd', 'ab dc']);
  });

  it('skips doubled letters and tries no swaps in a long text', () => {
    expect(typoVariants('oo')).toEqual(['oo']);
    expect(typoVariants('a'.repeat(10) + 'b'.repeat(15))).toHaveLength(1);
  });
});
