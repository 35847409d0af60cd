import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminOrderListResponse } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

const customer = { id: 'u-1', name: 'Wanjiku Kamau', email: 'wanjiku@x.test', phone: '+254712345678' };
const sidian = anOrder({ orderId: 'ORD-1700000000001-aaaaaaaa', paymentMethod: 'Sidian', paymentMethodId: 'sidian', amount: 4500 });
const paid = anOrder({ _id: 'o-2', orderId: 'ORD-1700000000002-bbbbbbbb', paymentMethod: 'M-Pesa', paymentMethodId: 'mpesa', paymentStatus: 'paid', amount: 1200 });

const page = (orders: AdminOrderListResponse['orders'], nextCursor: string | null = null): AdminOrderListResponse => ({ success: true, orders, nextCursor });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const listCalls = (calls: { method: string; url: URL }[]) => calls.filter((call) => call.url.pathname === '/api/admin/orders').map((call) => call.url.searchParams);

describe('/admin/orders', () => {
  it('shows a row per order: id linking to it, customer, method, payment badge, status, total', async () => {
    signIn();
    renderAdmin('/admin/orders', { 'GET /api/admin/orders': () => page([{ order: sidian, customer, unreadMessages: 0 }, { order: paid, customer, unreadMessages: 0 }]) });
    const rows = await screen.findAllByTestId('admin-order-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'ORD-1700000000001-aaaaaaaa' }).getAttribute('href')).toBe('/admin/orders/ORD-1700000000001-aaaaaaaa');
    expect(first.getByText('Wanjiku Kamau')).toBeTruthy();
    expect(first.getByText('Sidian')).toBeTruthy();
    expect(first.getByTestId('payment-badge').textContent).toBe('Pending');
    expect(first.getByText('ksh 4,500')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('payment-badge').textContent).toBe('Paid');
    expect(screen.queryByTestId('order-balance')).toBeNull();
  });

  it('flags an order with a cancellation request waiting and one whose customer wrote unread messages (linking to the conversation)', async () => {
    signIn();
    const asked = anOrder({ _id: 'o-5', orderId: 'ORD-1700000000005-eeeeeeee', status: 'Delivered', paymentStatus: 'paid', cancellationStatus: 'pending' });
    renderAdmin('/admin/orders', { 'GET /api/admin/orders': () => page([{ order: asked, customer, unreadMessages: 0 }, { order: paid, customer, unreadMessages: 2 }, { order: sidian, customer, unreadMessages: 0 }]) });
    const [first, second, third] = await screen.findAllByTestId('admin-order-row');
    expect(within(first!).getByTestId('flag-cancellation').textContent).toBe('Cancellation requested');
    expect(within(first!).queryByTestId('flag-unread')).toBeNull();
    const unread = within(second!).getByRole('link', { name: '2 unread messages' });
    expect(unread.getAttribute('href')).toBe('/admin/inbox/u-1');
    expect(within(third!).queryByTestId('flag-cancellation')).toBeNull();
    expect(within(third!).queryByTestId('flag-unread')).toBeNull();
  });

  it('narrows the list to orders waiting for the shop from the URL the dashboard links to', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/orders?attention=cancellation', { 'GET /api/admin/orders': () => page([]) });
    await vi.waitFor(() => expect(listCalls(stub.calls).at(-1)?.get('attention')).toBe('cancellation'));
    expect((screen.getByLabelText('Waiting for') as HTMLSelectElement).value).toBe('cancellation');
  });

  it('shows a deposit order with the balance it still owes, and none once paid off', async () => {
    signIn();
    const owing = anOrder({ _id: 'o-3', orderId: 'ORD-1700000000003-cccccccc', paymentMethod: 'Deposit', paymentMethodId: 'deposit', amount: 10000, balance: 2500, balanceOpen: true });
    const paidOff = anOrder({ _id: 'o-4', orderId: 'ORD-1700000000004-dddddddd', paymentMethod: 'Deposit', paymentMethodId: 'deposit', amount: 8000, paymentStatus: 'paid' });
    renderAdmin('/admin/orders', { 'GET /api/admin/orders': () => page([{ order: owing, customer, unreadMessages: 0 }, { order: paidOff, customer, unreadMessages: 0 }]) });
    const [first, second] = await screen.findAllByTestId('admin-order-row');
    expect(within(first!).getByText('Deposit')).toBeTruthy();
    expect(within(first!).getByTestId('order-balance').textContent).toBe('Balance ksh 2,500');
    expect(within(second!).queryByTestId('order-balance')).toBeNull();
  });

  it('builds the query from the filters and the search, and keeps them in the URL', async () => {
    signIn();
    const { stub, router } = renderAdmin('/admin/orders', { 'GET /api/admin/orders': () => page([{ order: sidian, customer, unreadMessages: 0 }]) });
    await screen.findByTestId('admin-order-row');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'placed' } });
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'pending' } });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'sidian' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-22' } });
    fireEvent.change(screen.getByLabelText('Search orders'), { target: { value: ' Wanjiku ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await vi.waitFor(() => expect(listCalls(stub.calls).at(-1)?.get('q')).toBe('Wanjiku'));
    const last = listCalls(stub.calls).at(-1)!;
    expect(Object.fromEntries(last)).toEqual({ status: 'placed', paymentStatus: 'pending', method: 'sidian', from: '2026-11-01', to: '2026-11-22', q: 'Wanjiku' });
    expect(router.state.location.search).toContain('method=sidian');

    // "All" drops the filter from the query.
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: '' } });
    await vi.waitFor(() => expect(listCalls(stub.calls).at(-1)?.has('method')).toBe(false));
  });

  it('loads the next server page with the cursor on Load more', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/orders?paymentStatus=paid', {
      'GET /api/admin/orders': ({ url }) => (url.searchParams.get('cursor') === 'c-2' ? page([{ order: paid, customer, unreadMessages: 0 }]) : page([{ order: sidian, customer, unreadMessages: 0 }], 'c-2')),
    });
    await screen.findByTestId('admin-order-row');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('admin-order-row')).toHaveLength(2));
    const second = listCalls(stub.calls).at(-1)!;
    expect(second.get('cursor')).toBe('c-2');
    expect(second.get('paymentStatus')).toBe('paid');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('the admin guard', () => {
  it('sends visitors to /login without asking the admin API', async () => {
    const { stub } = renderAdmin('/admin/orders', {});
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(listCalls(stub.calls)).toHaveLength(0);
  });

  it.each(['customer', 'cashier'])('tells a %s they have no access and never asks the admin API', async (role) => {
    signIn();
    const { stub } = renderAdmin('/admin/orders', { 'GET /api/admin/orders': () => page([]) }, role);
    expect(await screen.findByRole('heading', { name: 'You do not have access' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(listCalls(stub.calls)).toHaveLength(0);
  });

  it('shows an admin the back-office navigation', async () => {
    signIn();
    renderAdmin('/admin/orders', { 'GET /api/admin/orders': () => page([]) });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/admin/orders');
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit');
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
  });
});

describe('/admin', () => {
  it('is reached from the back-office navigation', async () => {
    signIn();
    const { router } = renderAdmin('/admin/orders', { 'GET /api/admin/orders': () => page([]) });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(router.state.location.pathname).toBe('/admin/orders');
  });
});
