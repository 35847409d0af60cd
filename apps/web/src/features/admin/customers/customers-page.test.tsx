import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminCustomerListResponse, AdminCustomerRow } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

const aCustomer = (overrides: Partial<AdminCustomerRow> = {}): AdminCustomerRow => ({
  id: 'c0a8012e-0000-4000-8000-000000000001', name: 'Wanjiku Kamau', email: 'wanjiku@x.test', phone: '+254712345678',
  role: 'customer', status: 'active', points: 120, ordersCount: 3, joinedAt: '2026-11-01T09:00:00.000Z', ...overrides,
});
const page = (customers: AdminCustomerRow[], nextCursor: string | null = null): AdminCustomerListResponse => ({ success: true, customers, nextCursor });
const listCalls = (calls: { url: URL }[]) => calls.filter((call) => call.url.pathname === '/api/admin/customers').map((call) => call.url.searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin/customers', () => {
  it('shows a row per account: name linking to it, e-mail, phone, role, status, points, orders', async () => {
    signIn();
    renderAdmin('/admin/customers', {
      'GET /api/admin/customers': () => page([aCustomer(), aCustomer({ id: 'c-2', name: 'Otieno', status: 'suspended', role: 'cashier' })]),
    });
    const rows = await screen.findAllByTestId('customer-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Wanjiku Kamau' }).getAttribute('href')).toBe('/admin/customers/c0a8012e-0000-4000-8000-000000000001');
    expect(first.getByText('wanjiku@x.test')).toBeTruthy();
    expect(first.getByText('+254712345678')).toBeTruthy();
    expect(first.getByTestId('customer-status').textContent).toBe('Active');
    expect(within(rows[1]!).getByTestId('customer-status').textContent).toBe('Suspended');
    expect(within(rows[1]!).getByText('Cashier')).toBeTruthy();
  });

  it('sends the search, role and status to the server and keeps them in the URL', async () => {
    signIn();
    const { stub, router } = renderAdmin('/admin/customers', { 'GET /api/admin/customers': () => page([aCustomer()]) });
    await screen.findByTestId('customer-row');
    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: '  jiku ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(listCalls(stub.calls).at(-1)?.get('q')).toBe('jiku'));
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'cashier' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'suspended' } });
    await vi.waitFor(() => expect(Object.fromEntries(listCalls(stub.calls).at(-1)!)).toEqual({ q: 'jiku', role: 'cashier', status: 'suspended' }));
    expect(router.state.location.search).toContain('role=cashier');
  });

  it('refuses a search longer than the API allows without asking the server', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/customers', { 'GET /api/admin/customers': () => page([]) });
    await screen.findByText('No customers match these filters.');
    const before = listCalls(stub.calls).length;
    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: 'x'.repeat(121) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/120/)).toBeTruthy();
    expect(listCalls(stub.calls)).toHaveLength(before);
  });

  it('loads the next server page with the cursor', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/customers', {
      'GET /api/admin/customers': ({ url }) => (url.searchParams.get('cursor') === 'c-1' ? page([aCustomer({ id: 'c-2', name: 'Otieno' })]) : page([aCustomer()], 'c-1')),
    });
    await screen.findByTestId('customer-row');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('customer-row')).toHaveLength(2));
    expect(listCalls(stub.calls).at(-1)?.get('cursor')).toBe('c-1');
  });
});
