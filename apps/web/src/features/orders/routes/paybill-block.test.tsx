import { fireEvent, screen, within } from '@testing-library/react';
import type { OrderView } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, signIn } from '@/test/fixtures';
import { renderApp, routedFetch } from '@/test/render';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

const ORDER_ID = 'ORD-1700000000200-cd34ef56';

const settings = (mpesaPaybill: string | null) => ({
  success: true, enabledMethods: ['mpesa', 'cod'], depositMethods: [], depositSettings: { minDepositRegular: 50, minDepositNewUser: 75 }, methods: [],
  offlineOrderHours: 48, mpesaPaybill,
});

function render(url: string, orders: OrderView[], paybill: string | null = '600100') {
  signIn();
  const stub = routedFetch({
    'POST /api/order/userorders': () => ({ success: true, orders, nextCursor: null, summary: { totalOrders: orders.length, itemsPurchased: 1 } }),
    [`GET /api/order/${ORDER_ID}`]: () => ({ success: true, order: orders[0], timeline: [] }),
    'GET /api/payment-settings': () => settings(paybill),
    'GET /api/order/bankdetails': () => ({ success: true, bankName: 'Sidian Bank', paybill: '111999', accountNumber: '', accountName: 'Mitumba Store' }),
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  return renderApp([
    { path: '/orders', element: <OrdersPage /> },
    { path: '/order/:orderId', element: <OrderPage /> },
  ], { url });
}

const cod = (overrides: Partial<OrderView> = {}) => anOrder({ orderId: ORDER_ID, reference: 'MT4K7Q', amount: 4_500, balance: 4_500, ...overrides });
const line = (block: HTMLElement, label: string) => within(block).getByText(label).nextElementSibling?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Pay with M-Pesa (paybill) on an unpaid order', () => {
  it('shows the shop paybill, the reference as the account and what is owed, each copyable, on the order page', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(`/order/${ORDER_ID}`, [cod()]);
    const block = await screen.findByTestId('mpesa-paybill');
    expect(await within(block).findByText('600100')).toBeTruthy();
    expect(within(block).getByRole('heading', { name: 'Pay with M-Pesa' })).toBeTruthy();
    expect(line(block, 'Paybill')).toBe('600100');
    expect(line(block, 'Account')).toBe('MT4K7Q');
    expect(line(block, 'Amount')).toBe('KES 4,500');
    expect(within(block).getByText(/M-Pesa menu → Lipa na M-Pesa → Pay Bill/)).toBeTruthy();

    fireEvent.click(within(block).getByRole('button', { name: 'Copy paybill' }));
    expect(await screen.findByText('Paybill copied!')).toBeTruthy();
    fireEvent.click(within(block).getByRole('button', { name: 'Copy account' }));
    expect(await screen.findByText('Reference copied!')).toBeTruthy();
    expect(writeText.mock.calls).toEqual([['600100'], ['MT4K7Q']]);
  });

  it("asks only a deposit order's balance, and an M-Pesa order whose prompt never came, on /orders", async () => {
    const deposit = cod({
      _id: 'o-dep', paymentMethod: 'Deposit', paymentMethodId: 'deposit', amount: 12_000, balance: 3_000, balanceOpen: true,
      deposits: [{ _id: 'a-1', paymentMethod: 'mpesa', method: 'M-Pesa', purpose: 'deposit', amount: 9_000, status: 'paid', date: '2026-11-20T08:00:00.000Z', mpesaReceipt: 'SGH7K2L9QX', reference: 'SGH7K2L9QX', phone: null }],
    });
    const mpesa = cod({ _id: 'o-mp', orderId: 'ORD-1700000000201-aa', reference: 'ZX9P2R', paymentMethod: 'M-Pesa', paymentMethodId: 'mpesa', amount: 1_200, balance: 1_200 });
    render('/orders', [deposit, mpesa]);
    expect(await screen.findAllByText('600100')).toHaveLength(2);
    const blocks = screen.getAllByTestId('mpesa-paybill');
    expect(blocks.map((block) => [line(block, 'Account'), line(block, 'Amount')])).toEqual([['MT4K7Q', 'KES 3,000'], ['ZX9P2R', 'KES 1,200']]);
  });

  it('is not shown for a paid, cancelled or Sidian order', async () => {
    render('/orders', [
      cod({ _id: 'o-paid', paymentStatus: 'paid', balance: 0 }),
      cod({ _id: 'o-cancelled', orderId: 'ORD-1700000000202-bb', status: 'Cancelled' }),
      cod({ _id: 'o-sidian', orderId: 'ORD-1700000000203-cc', paymentMethod: 'Sidian', paymentMethodId: 'sidian' }),
    ]);
    expect(await screen.findByRole('heading', { name: /Pay by M-Pesa paybill/ })).toBeTruthy();
    expect(screen.getAllByTestId('order-card')).toHaveLength(3);
    expect(screen.queryByTestId('mpesa-paybill')).toBeNull();
  });

  it('is not shown when the shop takes no M-Pesa', async () => {
    const { queryClient } = render(`/order/${ORDER_ID}`, [cod()], null);
    expect(await screen.findByText(`Order ${ORDER_ID}`)).toBeTruthy();
    await vi.waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['checkout'] }).some((query) => query.state.status === 'success')).toBe(true));
    await vi.waitFor(() => expect(screen.queryByTestId('mpesa-paybill')).toBeNull());
  });
});
