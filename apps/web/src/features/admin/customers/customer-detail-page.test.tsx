import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminCustomerDetailResponse, AdminCustomerRow } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { reply } from '@/test/render';
import { renderAdmin } from '../test-helpers';

const ID = 'c0a8012e-0000-4000-8000-000000000001';
const row = (overrides: Partial<AdminCustomerRow> = {}): AdminCustomerRow => ({
  id: ID, name: 'Wanjiku Kamau', email: 'wanjiku@x.test', phone: '+254712345678', role: 'customer', status: 'active',
  points: 120, ordersCount: 1, joinedAt: '2026-11-01T09:00:00.000Z', ...overrides,
});
const detail = (overrides: Partial<AdminCustomerRow> = {}): AdminCustomerDetailResponse => ({
  success: true, customer: row(overrides),
  recentOrders: [{ orderId: 'ORD-1700000000001-aaaaaaaa', date: '2026-11-02T09:00:00.000Z', amount: 4500, status: 'Pending', paymentStatus: 'paid', paymentMethod: 'M-Pesa' }],
  waitlist: [{ id: 'w-1', productId: 'p-1', productName: 'Denim jacket', weight: 'M', quantity: 1, status: 'pending', createdAt: '2026-11-02T09:00:00.000Z' }],
  offers: [{ id: 'o-1', productId: 'p-2', productName: 'Wool coat', weight: 'L', quantity: 1, price: 1500, status: 'accepted', createdAt: '2026-11-02T09:00:00.000Z' }],
  activeSessions: 2,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/customers/:userId', () => {
  it('shows the profile, recent orders linking to the order, waitlist, offers and sessions', async () => {
    signIn();
    renderAdmin(`/admin/customers/${ID}`, { [`GET /api/admin/customers/${ID}`]: () => detail() });
    expect(await screen.findByRole('heading', { name: 'Wanjiku Kamau' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ORD-1700000000001-aaaaaaaa' }).getAttribute('href')).toBe('/admin/orders/ORD-1700000000001-aaaaaaaa');
    expect(screen.getByText('Denim jacket')).toBeTruthy();
    expect(screen.getByText('Wool coat')).toBeTruthy();
    expect(screen.getByTestId('active-sessions').textContent).toBe('2 devices');
  });

  it('suspends with a reason (none: nothing sent), toasts the answer and shows the new status', async () => {
    signIn();
    let status: AdminCustomerRow['status'] = 'active';
    const { stub } = renderAdmin(`/admin/customers/${ID}`, {
      [`GET /api/admin/customers/${ID}`]: () => detail({ status }),
      [`POST /api/admin/customers/${ID}/suspend`]: () => {
        status = 'suspended';
        return { success: true, message: 'Account suspended', customer: row({ status }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Suspend account' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('A reason is required')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Chargeback fraud' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Account suspended')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Chargeback fraud' });
    await vi.waitFor(() => expect(screen.getByTestId('customer-status').textContent).toBe('Suspended'));
    expect(await screen.findByRole('button', { name: 'Reinstate account' })).toBeTruthy();
  });

  it('changes the role with a reason and shows the server’s refusal when there is one', async () => {
    signIn();
    const { stub } = renderAdmin(`/admin/customers/${ID}`, {
      [`GET /api/admin/customers/${ID}`]: () => detail(),
      [`POST /api/admin/customers/${ID}/role`]: () => reply(422, { success: false, message: 'The shop needs at least one admin.' }),
    });
    await screen.findByRole('heading', { name: 'Wanjiku Kamau' });
    expect((screen.getByRole('button', { name: 'Change role' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'cashier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change role' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Make Wanjiku Kamau cashier' }));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Hired for the stall' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ role: 'cashier', reason: 'Hired for the stall' }));
    expect(await screen.findByText('The shop needs at least one admin.')).toBeTruthy();
  });
});
