import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, routedFetch, type RouteHandler } from '@/test/render';
import { CashierPage } from './cashier-page';

const profile = (role: string) => ({
  success: true, message: 'ok',
  user: { _id: 'user-42', name: 'Otieno', phone: '+254700000002', email: 'c@x.test', role, profilePicture: null, jbwallet: 0, lastUsedAddress: null },
});
const codOrder = { orderId: 'ORD-1700000000000-abc123', reference: 'K7QX3M', phone: '0712345678', placedAt: '2026-11-22T07:05:00.000Z', customer: 'Wanjiku Kamau', paymentMethod: 'COD', paymentStatus: 'pending', amount: 4500 };
const cashOrder = { orderId: 'ORD-1700000000001-def456', reference: 'P4RT9W', phone: null, placedAt: '2026-11-22T06:30:00.000Z', customer: 'Achieng Otieno', paymentMethod: 'Cash', paymentStatus: 'paid', amount: 1200 };

function renderCashier(role: string, handlers: Record<string, RouteHandler> = {}) {
  signIn();
  const expiresAt = new Date(Date.now() + 125_000).toISOString();
  const stub = routedFetch({
    'GET /api/user/profile': () => profile(role),
    'GET /api/security-codes/current': () => ({ success: true, code: '40719', expiresAt, secondsLeft: 125, rotatesEvery: 600 }),
    'GET /api/cashier/orders/today': () => ({ success: true, orders: [codOrder, cashOrder], total: 1200, paidCount: 1 }),
    ...handlers,
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  renderApp(<CashierPage />);
  return stub;
}

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CashierPage', () => {
  it("shows a cashier the code with its countdown and copies it: 'Security code copied!'", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCashier('cashier');
    expect((await screen.findByTestId('security-code')).textContent).toBe('40719');
    expect(screen.getByRole('timer').textContent).toMatch(/A new code in 2:0[45]/);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Security code copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('40719');
  });

  it('offers a cashier to record a walk-in sale on the cash order form', async () => {
    renderCashier('cashier');
    const link = await screen.findByRole('link', { name: 'Record a walk-in sale' });
    expect(link.getAttribute('href')).toBe('/place-order-admin');
    expect(screen.getByRole('link', { name: 'Add items from the shop' }).getAttribute('href')).toBe('/');
  });

  it('shows the next code when the cashier comes back to the screen after a use', async () => {
    const codes = ['40719', '88213'];
    const expiresAt = new Date(Date.now() + 125_000).toISOString();
    renderCashier('cashier', {
      'GET /api/security-codes/current': () => ({ success: true, code: codes.shift() ?? '88213', expiresAt, secondsLeft: 125, rotatesEvery: 600 }),
    });
    expect((await screen.findByTestId('security-code')).textContent).toBe('40719');
    // The cashier comes back to the tab after the customer used the code.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await vi.waitFor(() => expect(screen.getByTestId('security-code').textContent).toBe('88213'));
  });

  it("lists today's cash orders with time, customer, method, amount and the total paid", async () => {
    renderCashier('cashier');
    const list = await screen.findByTestId('todays-orders');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('ORD-1700000000000-abc123');
    expect(rows[0]?.textContent).toContain('Wanjiku Kamau');
    expect(rows[0]?.textContent).toMatch(/10:05 · COD · Awaiting cash/);
    expect(rows[0]?.textContent).toContain('ksh 4,500.00');
    expect(screen.getByTestId('todays-total').textContent).toMatch(/Total paid \(1 order\)ksh 1,200\.00/);
  });

  it('lists the COD orders waiting for cash, searches them, and confirms the picked one', async () => {
    const other = { ...codOrder, orderId: 'ORD-1700000000002-ghi789', reference: 'W3ZX8N', customer: 'Achieng Otieno', phone: '0722000111', amount: 900 };
    const stub = renderCashier('cashier', {
      'GET /api/cashier/orders/pending': (request) => {
        const q = request.url.searchParams.get('q') ?? '';
        const all = [codOrder, other];
        return { success: true, orders: q ? all.filter((order) => `${order.reference} ${order.customer} ${order.phone}`.toLowerCase().includes(q.toLowerCase())) : all };
      },
      [`POST /api/cashier/orders/${codOrder.orderId}/confirm-cash`]: () => ({ success: true, message: 'Cash confirmed: the order is paid', order: { ...codOrder, paymentStatus: 'paid' } }),
    });
    const list = await screen.findByRole('list', { name: 'Orders waiting for cash' });
    expect(await within(list).findByText('W3ZX8N')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find by reference, name or phone'), { target: { value: 'k7qx' } });
    await vi.waitFor(() => expect(within(list).queryByText('W3ZX8N')).toBeNull());
    fireEvent.click(within(list).getByRole('button', { name: /K7QX3M/ }));
    const card = screen.getByTestId('cod-order');
    expect(card.textContent).toContain('Wanjiku Kamau');
    expect(card.textContent).toContain('ksh 4,500.00');
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm cash received' }));
    expect(await screen.findByText('Cash confirmed: the order is paid')).toBeTruthy();
    expect(within(screen.getByTestId('cod-order')).getByRole('status').textContent).toBe('Paid');
    expect(stub.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('tells anyone else that only cashiers see the code, without asking for it', async () => {
    const stub = renderCashier('customer');
    expect(await screen.findByText('Only cashiers can see the security code.')).toBeTruthy();
    expect(stub.calls.some((call) => call.url.pathname === '/api/security-codes/current')).toBe(false);
    expect(stub.calls.some((call) => call.url.pathname === '/api/cashier/orders/today')).toBe(false);
  });
});
