import { describe, expect, it } from 'vitest';
import { maskedEmail, maskedName, maskedPhone } from './referral-privacy.ts';

describe('what a referrer sees of a friend', () => {
  it('shows the first name and the last name\'s initial, a one-word name as it is', () => {
    expect(maskedName('  achieng   wanjiru otieno ')).toBe('achieng O.');
    expect(maskedName('Baraka')).toBe('Baraka');
  });

  it('shows the phone\'s first two and last three digits in the local form', () => {
    expect(maskedPhone('+254712345678')).toBe('07*****678');
    expect(maskedPhone('1234')).toBe('****');
  });

  it('shows the e-mail\'s first letter and its domain', () => {
    expect(maskedEmail('achieng.otieno@example.test')).toBe('a***@example.test');
    expect(maskedEmail('not-an-address')).toBe('***');
  });
});
