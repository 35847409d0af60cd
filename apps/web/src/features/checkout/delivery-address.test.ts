import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@mitumba/contracts/plain';
import { addressProblems, localPhone, prefillAddress } from './delivery-address';

const profile: UserProfile = {
  _id: 'u-1', name: 'Amina Njeri Wanjiru', phone: '+254712345678', email: 'amina@example.test', role: 'customer',
  profilePicture: null, jbwallet: 0, lastUsedAddress: null, smsNotifications: true,
};

describe('prefillAddress', () => {
  it('takes the last address first, then the profile, and Kenya as the country', () => {
    expect(prefillAddress({ firstName: 'Ami', street: 'Moi Avenue', phone: '' }, profile)).toEqual({
      firstName: 'Ami', lastName: 'Njeri Wanjiru', email: 'amina@example.test', street: 'Moi Avenue', city: '', state: '',
      country: 'Kenya', pickupLocation: '', phone: '0712345678',
    });
  });
});

describe('localPhone', () => {
  it('turns +254 numbers into the 10-digit local form and leaves anything else as typed', () => {
    expect(localPhone('+254712345678')).toBe('0712345678');
    expect(localPhone('254112345678')).toBe('0112345678');
    expect(localPhone('12345')).toBe('12345');
  });
});

describe('addressProblems', () => {
  it('names the missing fields and the phone rule', () => {
    const draft = prefillAddress(null, undefined);
    expect(addressProblems({ ...draft, email: 'not-an-email', phone: '0712 345 678' })).toEqual({
      firstName: 'First name is required', lastName: 'Last name is required', street: 'Street address is required',
      city: 'County is required', state: 'Sub-County is required', email: 'Please enter a valid email address',
    });
    expect(addressProblems(draft).phone).toBe('Phone number must be 10 digits (e.g., 0712345678)');
  });
});
