import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MPESA_DEPOSIT_POLLS, MPESA_DEPOSIT_POLL_MS } from '@mitumba/contracts/deposits';
import { fakeTimersInEachTest, renderStatusScreen, wait } from '@/features/payments/test-support';
import { aCart } from '@/test/fixtures';
import { renderApp, reply, type RouteHandler } from '@/test/render';
import { DepositFailPage } from './deposit-fail-page';
import { DepositPendingPage } from './deposit-pending-page';
import { DepositProcessingPage } from './deposit-processing-page';
import { DepositSuccessPage } from './deposit-success-page';

const REQUEST_ID = 'att_4f1c9e';
const STATUS_PATH = `/api/order/deposit/mpesa-status/${REQUEST_ID}`;
const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';
const session = { mpesaRequestId: REQUEST_ID, orderId: ORDER_ID, amount: 3_500, phone: '0712345678', customerName: 'Amina Wanjiru' };
const STORAGE_KEY = 'mitumba.mpesaDepositSession';

/** GET /api/order/deposit/mpesa-status/{id} as the contract has it (depositStatusResponseSchema). */
const status = (value: 'pending' | 'paid' | 'failed', extra: object = {}) => ({
  success: true, status: value, transactionId: null, reference: 'ws_CO_1', phone: '254712345678', receipt: null, message: 'Waiting for the M-Pesa PIN',
  orderId: ORDER_ID, amount: 3_500, balance: 1_000, paymentError: null, ...extra,
});

function renderProcessing(statusHandler: RouteHandler, { state = session as unknown } = {}) {
  const routes = [
    { path: '/deposit-processing', element: <DepositProcessingPage /> },
    { path: '/deposit-success', element: <DepositSuccessPage /> },
    { path: '/deposit-fail', element: <DepositFailPage /> },
    { path: '/deposit-pending', element: <DepositPendingPage /> },
  ];
  return renderStatusScreen(STATUS_PATH, statusHandler, routes, { url: '/deposit-processing', state });
}

fakeTimersInEachTest();

describe('DepositProcessingPage (/deposit-processing)', () => {
  it('shows the deposit and the staged messages at 1.5 s, 3 s and 8 s, checking every 3 s with the token', async () => {
    const { statusCalls } = renderProcessing(() => status('pending'));
    expect(screen.getByRole('heading', { name: 'Complete your M-Pesa deposit' })).toBeTruthy();
    expect(screen.getByTestId('amount').textContent).toBe('ksh 3,500');
    expect(screen.getByTestId('phone').textContent).toBe('0712345678');
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    const stage = () => screen.getByRole('status').textContent;
    expect(stage()).toBe('Starting your M-Pesa payment…');
    await wait(1_500);
    expect(stage()).toBe('Sending the M-Pesa prompt to your phone…');
    await wait(1_500);
    expect(stage()).toBe('Check your phone and enter your M-Pesa PIN');
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    await wait(5_000);
    expect(stage()).toBe('Waiting for M-Pesa to confirm your payment…');
    expect(statusCalls()).toHaveLength(2);
  });

  it('goes to /deposit-success with the deposit, the balance and the receipt once paid, and refreshes the cart', async () => {
    let polls = 0;
    const { router, queryClient } = renderProcessing(() => {
      polls += 1;
      return polls < 2 ? status('pending') : status('paid', { receipt: 'SKT4H2M9PZ', message: 'Deposit received' });
    });
    queryClient.setQueryData(['cart', 'detail', 'user-42'], aCart([]));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual(session);
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(router.state.location.pathname).toBe('/deposit-processing');
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(router.state.location.pathname).toBe('/deposit-success');
    expect(router.state.location.state).toEqual({ depositAmount: 3_500, balance: 1_000, receipt: 'SKT4H2M9PZ', orderId: ORDER_ID });
    expect(screen.getByRole('heading', { name: 'Deposit Successful!' })).toBeTruthy();
    expect(screen.getByText('Your deposit payment was successful. The amount has been added to your order.')).toBeTruthy();
    expect(screen.getByTestId('receipt').textContent).toBe('SKT4H2M9PZ');
    expect(screen.getByTestId('amount').textContent).toBe('ksh 3,500');
    expect(screen.getByTestId('balance').textContent).toBe('ksh 1,000');
    expect(queryClient.getQueryState(['cart', 'detail', 'user-42'])?.isInvalidated).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("goes to /deposit-fail with the server's reason, Try Again, the orders and the support phone", async () => {
    const { router } = renderProcessing(() => status('failed', { paymentError: { code: '1032', message: 'Request cancelled by user' } }));
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(router.state.location.pathname).toBe('/deposit-fail');
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByTestId('failure-message').textContent).toBe('Request cancelled by user');
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/place-order');
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: '+254 700 123 456' }).getAttribute('href')).toBe('tel:+254700123456');
  });

  it("says 'Payment failed or was canceled' when the failure comes without a reason", async () => {
    renderProcessing(() => status('failed'));
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(screen.getByTestId('failure-message').textContent).toBe('Payment failed or was canceled');
  });

  it('goes to /deposit-pending after 20 unanswered checks; Check Again watches the same deposit', async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'));
    await wait(MPESA_DEPOSIT_POLL_MS * (MPESA_DEPOSIT_POLLS - 1));
    expect(router.state.location.pathname).toBe('/deposit-processing');
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(statusCalls()).toHaveLength(MPESA_DEPOSIT_POLLS);
    expect(router.state.location.pathname).toBe('/deposit-pending');
    expect(screen.getByRole('heading', { name: 'Deposit Pending' })).toBeTruthy();
    expect(screen.getByText(/your deposit may still arrive/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(`/order/${ORDER_ID}`);
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    fireEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    await wait(0);
    expect(router.state.location.pathname).toBe('/deposit-processing');
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(statusCalls()).toHaveLength(MPESA_DEPOSIT_POLLS + 1);
  });

  it('keeps checking after a failed check, saying so', async () => {
    let polls = 0;
    const { statusCalls } = renderProcessing(() => {
      polls += 1;
      return polls === 1 ? reply(500, { success: false, message: 'Internal error' }) : status('pending');
    });
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(screen.getByText('Failed to check payment status')).toBeTruthy();
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
    expect(screen.queryByText('Failed to check payment status')).toBeNull();
  });

  it('resumes from sessionStorage after a reload without navigation state', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    const { statusCalls } = renderProcessing(() => status('pending'), { state: null });
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
  });

  it("says 'Invalid payment session' without a deposit and goes to /deposit-fail", async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'), { state: null });
    await wait(0);
    expect(router.state.location.pathname).toBe('/deposit-fail');
    expect(screen.getByTestId('failure-message').textContent).toBe('Invalid payment session');
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(statusCalls()).toHaveLength(0);
  });

  it('shows the same /deposit-success after a reload', async () => {
    const { router, unmount } = renderProcessing(() => status('paid', { receipt: 'SKT4H2M9PZ' }));
    await wait(MPESA_DEPOSIT_POLL_MS);
    expect(router.state.location.pathname).toBe('/deposit-success');
    unmount();
    renderApp([{ path: '/deposit-success', element: <DepositSuccessPage /> }], { url: '/deposit-success' });
    expect(screen.getByTestId('receipt').textContent).toBe('SKT4H2M9PZ');
    expect(screen.getByTestId('balance').textContent).toBe('ksh 1,000');
  });
});
