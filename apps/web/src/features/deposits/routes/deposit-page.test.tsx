import { fireEvent, screen, within } from '@testing-library/react';
import type { OrderView } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The progress screens' test helper: test-only, so it is not in the payments index.
// eslint-disable-next-line no-restricted-imports
import { Probe } from '@/features/payments/routes/test-support';
import { anOrder, signIn } from '@/test/fixtures';
import { renderApp, routedFetch } from '@/test/render';
import { DepositPage } from './deposit-page';

const OPEN_ID = 'ORD-1700000000200-aaaaaaaa';
const open = anOrder({
  _id: 'o-open', orderId: OPEN_ID, amount: 8_000, paymentMethod: 'Deposit', paymentMethodId: 'deposit', balance: 2_000, balanceOpen: true,
  deposits: [{
    _id: 'a-1', paymentMethod: 'mpesa', method: 'M-Pesa', purpose: 'deposit', amount: 6_000, status: 'paid', date: '2026-11-20T08:00:00.000Z',
    mpesaReceipt: 'SGH7K2L9QX', reference: 'SGH7K2L9QX', phone: '+254712345678',
  }],
});
const paidOff = anOrder({ _id: 'o-paid', orderId: 'ORD-1700000000201-bbbbbbbb', paymentStatus: 'paid', paymentMethod: 'Deposit', paymentMethodId: 'deposit' });

function renderDeposit(orders: OrderView[], { signedIn = true } = {}) {
  if (signedIn) signIn();
  const stub = routedFetch({
    'POST /api/order/userorders': () => ({ success: true, orders, nextCursor: null, summary: { totalOrders: orders.length, itemsPurchased: 1 } }),
    'GET /api/payment-settings': () => ({ success: true, enabledMethods: ['deposit'], depositMethods: ['mpesa', 'bank'], depositSettings: { minDepositRegular: 50, minDepositNewUser: 75 }, methods: [] }),
    'GET /api/user/profile': () => ({
      success: true, message: 'ok',
      user: { _id: 'user-42', name: 'Amina Wanjiru', phone: '+254712345678', email: 'a@example.com', role: 'user', profilePicture: null, jbwallet: 0, lastUsedAddress: null },
    }),
    'POST /api/order/deposit/mpesa': () => ({
      success: true, message: 'M-Pesa payment initiated. Check your phone.', orderId: OPEN_ID, amount: 2_000, balance: 0, requestId: 'ws_CO_9', mpesaRequestId: 'ws_CO_9',
    }),
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp([
    { path: '/deposit', element: <DepositPage /> },
    { path: '/mpesa-deposit-processing', element: <Probe /> },
    { path: '/login', element: <p>login page</p> },
  ], { url: '/deposit' });
  return { ...view, ...stub };
}

afterEach(() => vi.unstubAllGlobals());

describe('DepositPage', () => {
  it('lists only the orders with an open balance, each with its pay-balance form', async () => {
    renderDeposit([open, paidOff]);
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(1);
    const card = within(cards[0]!);
    expect(card.getByText(`Order ${OPEN_ID}`)).toBeTruthy();
    expect(card.getByTestId('deposit-balance').textContent).toBe('ksh 2,000');
    expect(await card.findByRole('button', { name: 'Pay with M-Pesa' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Pay by bank transfer' })).toBeTruthy();
  });

  it('sends an M-Pesa balance payment to /mpesa-deposit-processing', async () => {
    const { router } = renderDeposit([open]);
    fireEvent.change(await screen.findByLabelText('Amount (Ksh)'), { target: { value: '2000' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with M-Pesa' }));
    expect(await screen.findByText('M-Pesa payment initiated. Check your phone.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mpesa-deposit-processing');
    expect(router.state.location.state).toEqual({ mpesaRequestId: 'ws_CO_9', orderId: OPEN_ID, amount: 2000, phone: '+254712345678', customerName: 'Amina Wanjiru' });
  });

  it('explains deposits, with links to the cart and the orders, when no balance is open', async () => {
    renderDeposit([paidOff]);
    const none = within(await screen.findByTestId('no-balance'));
    expect(none.getByText(/pay part of your order at checkout and the rest later/)).toBeTruthy();
    expect(none.getByRole('link', { name: 'Go to Cart' }).getAttribute('href')).toBe('/cart');
    expect(none.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.queryByTestId('order-card')).toBeNull();
  });

  it('sends visitors to /login', async () => {
    renderDeposit([], { signedIn: false });
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
