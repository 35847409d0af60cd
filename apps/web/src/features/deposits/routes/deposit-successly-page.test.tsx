import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, routedFetch } from '@/test/render';
import { DepositSuccesslyPage } from './deposit-successly-page';

const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';
const bankDetails = { bankName: 'Sidian Bank', paybill: '111999', accountNumber: 'MITUMBA-01', accountName: 'Mitumba Bales Ltd' };
const placed = (method: 'cash' | 'bank', extra: object = {}) => ({
  orderId: ORDER_ID, depositAmount: 3_500, balance: 1_000, total: 4_500, method, paymentStatus: method === 'cash' ? 'paid' : 'pending',
  bankDetails: method === 'bank' ? bankDetails : null, ...extra,
});

function renderPage(state: unknown) {
  signIn();
  const stub = routedFetch({ 'GET /api/order/bankdetails': () => ({ success: true, ...bankDetails }) });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  return { ...stub, ...renderApp([{ path: '/Deposit-Successly', element: <DepositSuccesslyPage /> }], { url: '/Deposit-Successly', state }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DepositSuccesslyPage (/Deposit-Successly)', () => {
  it('shows a cash deposit taken at the counter: the order, the deposit and the balance', () => {
    renderPage(placed('cash'));
    expect(screen.getByRole('heading', { name: 'Deposit Successful!' })).toBeTruthy();
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('deposit-amount').textContent).toBe('ksh 3,500');
    expect(screen.getByTestId('balance').textContent).toBe('ksh 1,000');
    expect(screen.getByTestId('deposit-method').textContent).toBe('Cash');
    expect(screen.queryByText('111999')).toBeNull();
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('shows the transfer to make for a bank deposit, and that the shop confirms it', () => {
    const { calls } = renderPage(placed('bank', { orderReference: 'K7Q4MT' }));
    expect(screen.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    // The reference to quote is the order's short one (decision 0035).
    expect(screen.getByText('K7Q4MT')).toBeTruthy();
    expect(screen.getByText('Pay by M-Pesa paybill (Sidian Bank)')).toBeTruthy();
    expect(screen.getByText('111999')).toBeTruthy();
    expect(screen.getByText('MITUMBA-01')).toBeTruthy();
    expect(screen.getByText('Mitumba Bales Ltd')).toBeTruthy();
    expect(screen.getByText(/We confirm your deposit once the transfer reaches us/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('asks for the paybill when the answer had none, and shows the same after a reload', async () => {
    const first = renderPage(placed('bank', { bankDetails: null }));
    expect(await screen.findByText('111999')).toBeTruthy();
    expect(first.calls.map((call) => call.url.pathname)).toEqual(['/api/order/bankdetails']);
    first.unmount();
    renderPage(null);
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('deposit-amount').textContent).toBe('ksh 3,500');
  });
});
