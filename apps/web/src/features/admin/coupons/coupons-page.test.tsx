import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCouponListResponse, AdminCouponRow, AdminCouponUsesResponse } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply } from '@/test/render';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

const coupon = (overrides: Partial<AdminCouponRow> = {}): AdminCouponRow => ({
  id: '6f1c1a52-9a8e-4b55-8f57-0c3c8d1c0001', code: 'KARIBU10', type: 'percentage', discount: 10, minSubtotal: 0,
  startsAt: '2026-11-01T08:00:00Z', expiresAt: null, maxUses: 100, perUserLimit: 1, uses: 3, customer: null, state: 'active',
  createdAt: '2026-11-01T08:00:00Z', ...overrides,
});
const page = (coupons: AdminCouponRow[]): AdminCouponListResponse => ({ success: true, coupons, nextCursor: null });
const customer = { id: '0b8c6f43-56a8-4f5e-9d0f-4a1b2c3d4e5f', name: 'Amina Otieno', email: 'amina@x.test', phone: '+254712345678', role: 'customer', status: 'active', points: 0, ordersCount: 2, joinedAt: '2026-01-01T00:00:00Z' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/coupons', () => {
  it('lists active coupons: code, discount, who may use it, expiry, uses against the limit', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/coupons', {
      'GET /api/admin/coupons': () => page([coupon(), coupon({ id: 'c-2', code: 'AMINA200', type: 'fixed', discount: 200, maxUses: null, customer: { id: 'u-1', name: 'Amina Otieno', email: 'amina@x.test', phone: '+254712345678' } })]),
    });
    const [first, second] = (await screen.findAllByTestId('admin-coupon-row')).map((row) => within(row));
    expect(first!.getByText('KARIBU10')).toBeTruthy();
    expect(first!.getByText('10%')).toBeTruthy();
    expect(first!.getByText('Anyone')).toBeTruthy();
    expect(first!.getByText('No end date')).toBeTruthy();
    expect(first!.getByText('3 / 100')).toBeTruthy();
    expect(second!.getByText('ksh 200')).toBeTruthy();
    expect(second!.getByText('Amina Otieno')).toBeTruthy();
    expect(second!.getByText('3 / no limit')).toBeTruthy();
    expect(stub.calls.find((call) => call.url.pathname === '/api/admin/coupons')!.url.searchParams.get('status')).toBe('active');
    expect(screen.getAllByTestId('admin-coupon-card')).toHaveLength(2);
  });

  it('creates a coupon for one customer, checked with the API\'s contract before sending', async () => {
    signIn();
    let body: unknown;
    renderAdmin('/admin/coupons', {
      'GET /api/admin/coupons': () => page([]),
      'GET /api/admin/customers': () => ({ success: true, customers: [customer], nextCursor: null }),
      'POST /api/admin/coupons': (request) => {
        body = request.body;
        return { success: true, message: 'Coupon created', coupon: coupon({ code: 'AMINA15' }) };
      },
    });
    expect(await screen.findByText('No coupons here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New coupon' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Code'), { target: { value: 'amina15' } });
    fireEvent.change(dialog.getByLabelText('Discount (%)'), { target: { value: '150' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));
    expect(dialog.getByRole('alert').textContent).toBe('A percentage is a whole number from 1 to 100');
    expect(body).toBeUndefined();

    fireEvent.change(dialog.getByLabelText('Discount (%)'), { target: { value: '15' } });
    fireEvent.change(dialog.getByLabelText('Usage limit (optional)'), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText('Only for one customer (optional)'), { target: { value: 'amina' } });
    fireEvent.click(await dialog.findByRole('button', { name: /Amina Otieno/ }));
    expect(dialog.getByText('Only for Amina Otieno')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(body).toEqual({ code: 'AMINA15', type: 'percentage', discount: 15, maxUses: 1, perUserLimit: 1, customerId: customer.id }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the orders that used a coupon', async () => {
    signIn();
    const uses: AdminCouponUsesResponse = {
      success: true, coupon: coupon(),
      uses: [{ orderId: 'ORD-1700000000000-ab12cd34', customer: { id: 'u-1', name: 'Amina Otieno', email: 'amina@x.test', phone: '+254712345678' }, usedAt: '2026-11-02T09:00:00Z', amount: 900, couponDiscount: 100, paymentStatus: 'paid' }],
    };
    renderAdmin('/admin/coupons', { 'GET /api/admin/coupons': () => page([coupon()]), [`GET /api/admin/coupons/${coupon().id}/uses`]: () => uses });
    fireEvent.click(within(await screen.findByTestId('admin-coupon-row')).getByRole('button', { name: 'Uses of KARIBU10' }));
    const dialog = within(screen.getByRole('dialog'));
    const link = await dialog.findByRole('link', { name: 'ORD-1700000000000-ab12cd34' });
    expect(link.getAttribute('href')).toBe('/admin/orders/ORD-1700000000000-ab12cd34');
    expect(dialog.getByText(/ksh 900 paid, ksh 100 off · Paid/)).toBeTruthy();
  });

  it('disables a coupon with a reason, and says so when it had already ended', async () => {
    signIn();
    const sent: unknown[] = [];
    renderAdmin('/admin/coupons', {
      'GET /api/admin/coupons': () => page([coupon()]),
      [`POST /api/admin/coupons/${coupon().id}/disable`]: (request) => {
        sent.push(request.body);
        return reply(409, { success: false, message: 'This coupon has already ended.' });
      },
    });
    fireEvent.click(within(await screen.findByTestId('admin-coupon-row')).getByRole('button', { name: 'Disable KARIBU10' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Disable coupon' }));
    expect(dialog.getByText('A reason is required')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: 'Campaign over' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Disable coupon' }));
    expect(await screen.findByText('This coupon has already ended.', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([{ reason: 'Campaign over' }]);
  });
});
