import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminDashboardResponse } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { reply } from '@/test/render';
import { renderAdmin } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const days = Array.from({ length: 30 }, (_, index) => ({ day: `2026-11-${String(index + 1).padStart(2, '0')}`, total: index === 29 ? 2500 : index === 28 ? 1000 : 0 }));
const dashboard: AdminDashboardResponse = {
  success: true,
  today: '2026-11-30',
  sales: {
    today: { total: 2500, orders: 1, byMethod: [{ method: 'mpesa', total: 2500, orders: 1 }] },
    month: { total: 3500, orders: 2, byMethod: [{ method: 'mpesa', total: 2500, orders: 1 }, { method: 'sidian', total: 1000, orders: 1 }] },
  },
  ordersByStatus: [{ status: 'placed', count: 4 }, { status: 'delivered', count: 2 }],
  ordersByPaymentStatus: [{ paymentStatus: 'paid', count: 5 }, { paymentStatus: 'pending', count: 1 }],
  paymentsNeedingPerson: 2,
  unreadMessages: 3,
  unreadConversations: 2,
  pendingCancellations: 1,
  failingJobs: 0,
  codeChecksPausedUntil: null,
  lowStock: [{ productId: 'p-1', name: 'Kids Mix Bale', weight: '25KG', stock: 3 }, { productId: 'p-2', name: 'Duvet Bale', weight: '45KG', stock: 0 }],
  salesByDay: days,
};

describe('/admin (dashboard)', () => {
  it("shows today's and the month's sales by method, orders by status, payments to check and low stock with links", async () => {
    signIn();
    renderAdmin('/admin', { 'GET /api/admin/dashboard': () => dashboard });
    const today = await screen.findByTestId('sales-today');
    expect(within(today).getByText('ksh 2,500', { selector: 'p' })).toBeTruthy();
    expect(within(today).getByText('M-Pesa')).toBeTruthy();
    const month = screen.getByTestId('sales-month');
    expect(within(month).getByText('ksh 3,500')).toBeTruthy();
    expect(within(month).getByText('Sidian')).toBeTruthy();
    expect(screen.getByTestId('payments-needing-person').textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Review them' }).getAttribute('href')).toBe('/admin/payments');
    expect(screen.getByText('Placed').textContent).toContain('4');
    const stock = within(screen.getByTestId('low-stock'));
    expect(stock.getByRole('link', { name: 'Kids Mix Bale · 25KG' }).getAttribute('href')).toBe('/admin/products/p-1');
    expect(stock.getByText('3 left')).toBeTruthy();
    expect(stock.getByText('Sold out')).toBeTruthy();
  });

  it('shows unread chat messages and cancellation requests waiting for a decision, each with the way to where they are handled', async () => {
    signIn();
    renderAdmin('/admin', { 'GET /api/admin/dashboard': () => dashboard });
    const messages = within(await screen.findByRole('region', { name: 'Unread messages' }));
    expect(messages.getByTestId('unread-messages').textContent).toBe('3');
    expect(messages.getByText('from 2 customers')).toBeTruthy();
    expect(messages.getByRole('link', { name: 'Reply in the inbox' }).getAttribute('href')).toBe('/admin/inbox');
    const cancellations = within(screen.getByRole('region', { name: 'Cancellation requests' }));
    expect(cancellations.getByTestId('pending-cancellations').textContent).toBe('1');
    expect(cancellations.getByRole('link', { name: 'Decide them' }).getAttribute('href')).toBe('/admin/orders?attention=cancellation');
  });

  it('gives the 30-day chart a text alternative: a table of every day, the canvas hidden from assistive technology', async () => {
    signIn();
    renderAdmin('/admin', { 'GET /api/admin/dashboard': () => dashboard });
    const table = await screen.findByRole('table', { name: 'Paid sales per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)?.textContent).toContain('ksh 2,500');
    expect(rows.at(-2)?.textContent).toContain('ksh 1,000');
    expect(screen.getByTestId('sales-chart').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the first 8 low-stock weights and the rest on "Show 2 more"', async () => {
    signIn();
    const lowStock = Array.from({ length: 10 }, (_, index) => ({ productId: `p-${index}`, name: `Bale ${index}`, weight: 'M', stock: 1 }));
    renderAdmin('/admin', { 'GET /api/admin/dashboard': () => ({ ...dashboard, lowStock }) });
    const list = await screen.findByTestId('low-stock');
    expect(within(list).getAllByRole('link')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more' }));
    expect(within(screen.getByTestId('low-stock')).getAllByRole('link')).toHaveLength(10);
  });

  it('warns about background jobs that keep failing, with a link to them, only when there are some', async () => {
    signIn();
    renderAdmin('/admin', { 'GET /api/admin/dashboard': () => ({ ...dashboard, failingJobs: 3 }) });
    const alert = await screen.findByTestId('failing-jobs');
    expect(alert.textContent).toContain('3 background jobs keep failing');
    expect(within(alert).getByRole('link', { name: 'See the background work' }).getAttribute('href')).toBe('/admin/jobs');
  });

  it('shows no background-work warning when nothing fails', async () => {
    signIn();
    renderAdmin('/admin', { 'GET /api/admin/dashboard': () => dashboard });
    await screen.findByTestId('sales-today');
    expect(screen.queryByTestId('failing-jobs')).toBeNull();
    expect(screen.queryByTestId('code-checks-paused')).toBeNull();
  });

  it('says when cashier codes are paused shop-wide after too many wrong codes, and until when (Nairobi time)', async () => {
    signIn();
    renderAdmin('/admin', { 'GET /api/admin/dashboard': () => ({ ...dashboard, codeChecksPausedUntil: '2026-11-27T09:15:00.000Z' }) });
    const alert = await screen.findByTestId('code-checks-paused');
    expect(alert.textContent).toContain('Too many wrong security codes were tried at the shop');
    expect(alert.textContent).toContain('12:15');
  });

  it("says so when the dashboard can't load", async () => {
    signIn();
    renderAdmin('/admin', { 'GET /api/admin/dashboard': () => reply(503, { success: false, message: 'Database unavailable' }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
  });
});
