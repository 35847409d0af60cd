import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIPIA_POLL_MS } from '@mitumba/contracts/mobile-money';
import { aCart } from '@/test/fixtures';
import { reply, type RouteHandler } from '@/test/render';
import { LipiaFailPage } from './lipia-fail-page';
import { LipiaProcessingPage } from './lipia-processing-page';
import { LipiaSuccessPage } from './lipia-success-page';
import { fakeTimersInEachTest, renderStatusScreen, wait } from './test-support';

const STATUS_PATH = '/api/order/lipia/status/LIP-9f2c';
const session = { lipiaRequestId: 'LIP-9f2c', orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 4_500, phone: '0712345678', customerName: 'Amina Wanjiru' };
const STORAGE_KEY = 'mitumba.lipiaSession';

const status = (paymentStatus: 'pending' | 'paid' | 'failed', extra: object = {}) => ({
  success: true, paymentStatus, transactionId: null, paymentError: null, message: 'ok', orderId: session.orderId, amount: session.amount, ...extra,
});

function renderProcessing(statusHandler: RouteHandler, { state = session as unknown } = {}) {
  const routes = [
    { path: '/lipia-processing', element: <LipiaProcessingPage /> },
    { path: '/lipia-success', element: <LipiaSuccessPage /> },
    { path: '/lipia-fail', element: <LipiaFailPage /> },
  ];
  return renderStatusScreen(STATUS_PATH, statusHandler, routes, { url: '/lipia-processing', state });
}


fakeTimersInEachTest();

describe('LipiaProcessingPage', () => {
  it('shows the payment and the staged messages at 1.5 s, 3 s and 8 s, checking every 5 s with the token', async () => {
    const { statusCalls } = renderProcessing(() => status('pending'));
    expect(screen.getByRole('heading', { name: 'Complete your Lipia payment' })).toBeTruthy();
    expect(screen.getByTestId('amount').textContent).toBe('ksh 4,500');
    expect(screen.getByTestId('phone').textContent).toBe('0712345678');
    const stage = () => screen.getByRole('status').textContent;
    expect(stage()).toBe('Starting your Lipia payment…');
    await wait(1_500);
    expect(stage()).toBe('Sending the M-Pesa prompt to your phone…');
    await wait(1_500);
    expect(stage()).toBe('Check your phone and enter your M-Pesa PIN');
    expect(statusCalls()).toHaveLength(0);
    await wait(2_000);
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    await wait(3_000);
    expect(stage()).toBe('Waiting for Lipia to confirm your payment…');
    await wait(LIPIA_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
  });

  it('goes to /lipia-success with the receipt, order id and amount once paid, refreshing the cart and forgetting the session', async () => {
    let polls = 0;
    const { router, queryClient } = renderProcessing(() => {
      polls += 1;
      return polls < 2 ? status('pending') : status('paid', { transactionId: 'TXN-LIP-8812' });
    });
    queryClient.setQueryData(['cart', 'detail', 'user-42'], aCart([]));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual(session);
    await wait(LIPIA_POLL_MS);
    expect(router.state.location.pathname).toBe('/lipia-processing');
    await wait(LIPIA_POLL_MS);
    expect(router.state.location.pathname).toBe('/lipia-success');
    expect(router.state.location.state).toEqual({ receipt: 'TXN-LIP-8812', orderId: session.orderId, amount: 4_500 });
    expect(screen.getByText('Payment Successful!')).toBeTruthy();
    expect(screen.getByTestId('receipt').textContent).toBe('TXN-LIP-8812');
    expect(screen.getByTestId('order-id').textContent).toBe(session.orderId);
    expect(screen.getByTestId('amount').textContent).toBe('ksh 4,500');
    expect(queryClient.getQueryState(['cart', 'detail', 'user-42'])?.isInvalidated).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
  });

  it("goes to /lipia-fail with 'Payment failed or was canceled' when failed without a reason", async () => {
    const { router } = renderProcessing(() => status('failed'));
    await wait(LIPIA_POLL_MS);
    expect(router.state.location.pathname).toBe('/lipia-fail');
    expect(screen.getByText('Payment Failed')).toBeTruthy();
    expect(screen.getByTestId('failure-message').textContent).toBe('Payment failed or was canceled');
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/place-order');
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: '+254 700 123 456' }).getAttribute('href')).toBe('tel:+254700123456');
  });

  it("passes the server's reason on to /lipia-fail", async () => {
    const { router } = renderProcessing(() => status('failed', { paymentError: { code: '1032', message: 'Request cancelled by user' } }));
    await wait(LIPIA_POLL_MS);
    expect(router.state.location.state).toEqual({ message: 'Request cancelled by user', orderId: session.orderId });
  });

  it("says 'Payment timed out. Please try again.' for a prompt nobody answered", async () => {
    const { router } = renderProcessing(() => status('failed', { paymentError: { code: 'DS_TIMEOUT', message: 'Payment timed out' } }));
    await wait(LIPIA_POLL_MS);
    expect(router.state.location.state).toEqual({ message: 'Payment timed out. Please try again.', orderId: session.orderId });
  });

  it("treats a 404 as a cancelled order: 'Payment failed - order cancelled'", async () => {
    renderProcessing(() => reply(404, { success: false, message: 'Payment not found' }));
    await wait(LIPIA_POLL_MS);
    expect(screen.getByTestId('failure-message').textContent).toBe('Payment failed - order cancelled');
  });

  it("says 'Failed to check payment status' when a check fails, and keeps checking", async () => {
    let polls = 0;
    const { router, statusCalls } = renderProcessing(() => {
      polls += 1;
      return polls === 1 ? reply(500, { success: false, message: 'Internal error' }) : status('pending');
    });
    await wait(LIPIA_POLL_MS);
    expect(screen.getByText('Failed to check payment status')).toBeTruthy();
    await wait(LIPIA_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
    expect(screen.queryByText('Failed to check payment status')).toBeNull();
    expect(router.state.location.pathname).toBe('/lipia-processing');
  });

  it('resumes from sessionStorage after a reload without navigation state', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    const { statusCalls } = renderProcessing(() => status('pending'), { state: null });
    expect(screen.getByTestId('order-id').textContent).toBe(session.orderId);
    await wait(LIPIA_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
  });

  it("says 'Invalid payment session' without a request id and goes to /lipia-fail", async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'), { state: null });
    await wait(0);
    expect(router.state.location.pathname).toBe('/lipia-fail');
    expect(screen.getByTestId('failure-message').textContent).toBe('Invalid payment session');
    await wait(LIPIA_POLL_MS);
    expect(statusCalls()).toHaveLength(0);
  });
});
