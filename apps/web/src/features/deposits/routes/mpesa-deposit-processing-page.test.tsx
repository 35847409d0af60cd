import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MPESA_DEPOSIT_SLOW_POLLS, MPESA_DEPOSIT_SLOW_POLL_MS } from '@mitumba/contracts/deposits';
// The progress screens' test helper: test-only, so it is not in the payments index.
// eslint-disable-next-line no-restricted-imports
import { fakeTimersInEachTest, renderStatusScreen, wait } from '@/features/payments/routes/test-support';
import { reply, type RouteHandler } from '@/test/render';
import { MpesaDepositFailPage } from './mpesa-deposit-fail-page';
import { MpesaDepositPendingPage } from './mpesa-deposit-pending-page';
import { MpesaDepositProcessingPage } from './mpesa-deposit-processing-page';
import { MpesaDepositSuccessPage } from './mpesa-deposit-success-page';

const ORDER_ID = 'ORD-1700000000100-ab12cd34';
const STATUS_PATH = '/api/order/mpesa/deposit-status/ws_CO_88';
const STORAGE_KEY = 'mitumba.mpesaDepositSession';
const session = { mpesaRequestId: 'ws_CO_88', orderId: ORDER_ID, amount: 2_000, phone: '+254712345678', customerName: 'Amina Wanjiru' };

const status = (value: 'pending' | 'paid' | 'failed', extra: object = {}) => ({
  success: true, status: value, transactionId: null, reference: 'ws_CO_88', phone: '+254712345678', receipt: null, message: 'ok', orderId: ORDER_ID,
  amount: 2_000, balance: 1_000, paymentError: null, ...extra,
});

function renderProcessing(handler: RouteHandler, { state = session as unknown } = {}) {
  return renderStatusScreen(STATUS_PATH, handler, [
    { path: '/mpesa-deposit-processing', element: <MpesaDepositProcessingPage /> },
    { path: '/Mpesa-Deposit-Success', element: <MpesaDepositSuccessPage /> },
    { path: '/Mpesa-Deposit-Fail', element: <MpesaDepositFailPage /> },
    { path: '/Mpesa-Deposit-Pending', element: <MpesaDepositPendingPage /> },
  ], { url: '/mpesa-deposit-processing', state });
}

fakeTimersInEachTest();

describe('MpesaDepositProcessingPage', () => {
  it('shows the payment and asks GET /api/order/mpesa/deposit-status/{id} every 5 s with the token', async () => {
    const { statusCalls } = renderProcessing(() => status('pending'));
    expect(screen.getByRole('heading', { name: 'Processing M-Pesa Deposit' })).toBeTruthy();
    expect(screen.getByTestId('amount').textContent).toBe('ksh 2,000');
    expect(screen.getByTestId('phone').textContent).toBe('+254712345678');
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
  });

  it('goes to /Mpesa-Deposit-Success with the receipt, amount and balance once paid, forgetting the session', async () => {
    let polls = 0;
    const { router } = renderProcessing(() => {
      polls += 1;
      return polls < 2 ? status('pending') : status('paid', { receipt: 'SGH7K2L9QX' });
    });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual(session);
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS * 2);
    expect(router.state.location.pathname).toBe('/Mpesa-Deposit-Success');
    expect(screen.getByRole('heading', { name: 'Deposit Successful!' })).toBeTruthy();
    expect(screen.getByTestId('receipt').textContent).toBe('SGH7K2L9QX');
    expect(screen.getByTestId('amount').textContent).toBe('ksh 2,000');
    expect(screen.getByTestId('balance').textContent).toBe('ksh 1,000');
    expect(screen.getByRole('link', { name: 'View Order Details' }).getAttribute('href')).toBe(`/order/${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("goes to /Mpesa-Deposit-Fail with the reason and code, and Try Again leads to /deposit", async () => {
    const { router } = renderProcessing(() => status('failed', { paymentError: { code: 'C2B00011', message: 'The balance is insufficient' } }));
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS);
    expect(router.state.location.pathname).toBe('/Mpesa-Deposit-Fail');
    expect(screen.getByTestId('failure-message').textContent).toBe('Insufficient funds');
    expect(screen.getByText('Error code: C2B00011')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/deposit');
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(`/order/${ORDER_ID}`);
  });

  it("says 'Payment failed or was canceled' without a reason", async () => {
    renderProcessing(() => status('failed'));
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS);
    expect(screen.getByTestId('failure-message').textContent).toBe('Payment failed or was canceled');
  });

  it('goes to /Mpesa-Deposit-Pending after 24 unanswered checks, and Check Again watches the same payment again', async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'));
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS * (MPESA_DEPOSIT_SLOW_POLLS - 1));
    expect(router.state.location.pathname).toBe('/mpesa-deposit-processing');
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS);
    expect(statusCalls()).toHaveLength(24);
    expect(router.state.location.pathname).toBe('/Mpesa-Deposit-Pending');
    expect(screen.getByRole('heading', { name: 'Deposit Pending' })).toBeTruthy();
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    fireEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    await wait(0);
    expect(router.state.location.pathname).toBe('/mpesa-deposit-processing');
    expect(screen.getByTestId('amount').textContent).toBe('ksh 2,000');
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS);
    expect(statusCalls()).toHaveLength(25);
  });

  it("says 'Failed to check payment status' when a check fails, and keeps checking", async () => {
    let polls = 0;
    const { statusCalls } = renderProcessing(() => {
      polls += 1;
      return polls === 1 ? reply(500, { success: false, message: 'Internal error' }) : status('pending');
    });
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS);
    expect(screen.getByText('Failed to check payment status')).toBeTruthy();
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
    expect(screen.queryByText('Failed to check payment status')).toBeNull();
  });

  it('resumes from sessionStorage after a reload', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    const { statusCalls } = renderProcessing(() => status('pending'), { state: null });
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
  });

  it("goes to /Mpesa-Deposit-Fail with 'Invalid payment session' without a payment", async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'), { state: null });
    await wait(0);
    expect(router.state.location.pathname).toBe('/Mpesa-Deposit-Fail');
    expect(screen.getByTestId('failure-message').textContent).toBe('Invalid payment session');
    await wait(MPESA_DEPOSIT_SLOW_POLL_MS);
    expect(statusCalls()).toHaveLength(0);
  });
});
