import { describe, expect, it } from 'vitest';
import { landingAfterLogin, staffDeskOf } from './staff-desk';

describe('staff desks', () => {
  it('sends the admin to the back office, the cashier to the counter and a customer to the welcome page', () => {
    expect(landingAfterLogin('admin')).toBe('/admin');
    expect(landingAfterLogin('cashier')).toBe('/cashier');
    expect(landingAfterLogin('customer')).toBe('/loginsuccess');
    expect(landingAfterLogin(undefined)).toBe('/loginsuccess');
  });

  it('gives customers no desk link', () => {
    expect(staffDeskOf('customer')).toBeUndefined();
    expect(staffDeskOf('admin')).toEqual({ path: '/admin', label: 'Back office' });
  });
});
