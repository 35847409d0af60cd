import { describe, expect, it } from 'vitest';
import { optionKind, optionMessages } from './product-options.ts';

describe('optionKind', () => {
  it('reads weights from a kg, g or lb unit', () => {
    expect(optionKind(['25kg', '45kg', '100KG'])).toBe('weight');
    expect(optionKind(['45 kg', '500g', '2.5 lbs'])).toBe('weight');
  });

  it('reads sizes from letters, shoe and waist numbers and one size', () => {
    expect(optionKind(['S', 'M', 'L', 'XL', 'XXL'])).toBe('size');
    expect(optionKind(['XS', '3XL'])).toBe('size');
    expect(optionKind(['40', '41', '42.5'])).toBe('size');
    expect(optionKind(['UK 8', 'EU 42'])).toBe('size');
    expect(optionKind(['One Size'])).toBe('size');
  });

  it('reads ages from years and months', () => {
    expect(optionKind(['2-3Y', '4-5Y'])).toBe('age');
    expect(optionKind(['2-3 yrs', '6-12 months', '3M', '1 year'])).toBe('age');
  });

  it('calls a mix, or words it does not know, plain options', () => {
    expect(optionKind(['S', '45kg'])).toBe('option');
    expect(optionKind(['Red', 'Blue'])).toBe('option');
    expect(optionKind([])).toBe('option');
  });
});

describe('optionMessages', () => {
  it("keeps the spec's messages for weights", () => {
    expect(optionMessages(['25kg'])).toEqual({
      legend: 'Select Weight', chooseToAdd: 'Select Product Weight', chooseFirst: 'Please select a weight',
    });
  });

  it('names sizes and ages as what they are', () => {
    expect(optionMessages(['S', 'M'])).toEqual({ legend: 'Select Size', chooseToAdd: 'Select Product Size', chooseFirst: 'Please select a size' });
    expect(optionMessages(['2-3Y']).legend).toBe('Select Age');
    expect(optionMessages(['2-3Y']).chooseFirst).toBe('Please select an age');
  });
});
