import { describe, expect, it } from 'vitest';
import { aProduct } from '@/test/fixtures';
import { resumedActionFor } from './use-resumed-action';

const product = aProduct({ _id: 'p1', weights: ['S', 'M'] });
const action = { kind: 'cart', productId: 'p1', weight: 'M', quantity: 1 };

describe('resumedActionFor', () => {
  it('takes the action handed over for this product and one of its options', () => {
    expect(resumedActionFor({ resume: action }, product)).toEqual(action);
  });

  it('ignores an action for another product, an option it does not have, or no state', () => {
    expect(resumedActionFor({ resume: { ...action, productId: 'p2' } }, product)).toBeNull();
    expect(resumedActionFor({ resume: { ...action, weight: 'XL' } }, product)).toBeNull();
    expect(resumedActionFor({ resume: { ...action, kind: 'buy-now' } }, product)).toBeNull();
    expect(resumedActionFor(null, product)).toBeNull();
  });
});
