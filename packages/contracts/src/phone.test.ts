import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, normalisePhone, phoneInput, phoneProblem } from './phone.ts';

describe('phoneInput', () => {
  it('keeps the +254 form whole', () => {
    expect(phoneInput('+254722000111')).toBe('+254722000111');
    expect(phoneInput('+254 722 000 111')).toBe('+254722000111');
  });

  it('keeps the 254 form without the plus at 12 digits', () => {
    expect(phoneInput('254722000111999')).toBe('254722000111');
  });

  it('keeps the 0 form at 10 digits and drops what is not a digit', () => {
    expect(phoneInput('0722-000-111')).toBe('0722000111');
    expect(phoneInput('07220001119')).toBe('0722000111');
  });

  it('drops a plus that is not leading', () => {
    expect(phoneInput('07+22')).toBe('0722');
  });
});

describe('the signup phone as typed', () => {
  it.each([
    ['0722000111', '+254722000111'],
    ['+254722000111', '+254722000111'],
    ['254722000111', '+254722000111'],
  ])('%s is accepted as %s', (typed, stored) => {
    const kept = phoneInput(typed);
    expect(phoneProblem(kept)).toBeNull();
    expect(normalisePhone(kept)).toBe(stored);
  });

  it('still refuses short or foreign numbers', () => {
    expect(phoneProblem(phoneInput('+25472200'))).toBe(PHONE_MESSAGES.tenDigits);
    expect(phoneProblem(phoneInput('722000111'))).toBe(PHONE_MESSAGES.startWithZero);
  });
});
