import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TINYPESA_POLL_MS } from '@mitumba/contracts/mobile-money';
import { aCart } from '@/test/fixtures';
import { reply, type RouteHandler } from '@/test/render';
import { PaymentFailPage } from './payment-fail-page';
import { PaymentSuccessPage } from './payment-success-page';
import { TinypesaProcessingPage } from './tinypesa-processing-page';
import { fakeTimersInEachTest, renderStatusScreen, wait } from './test-support';

const STATUS_PATH = '/api/order/tinypesa/status/TP-51c0';
const session = { tinypesaRequestId: 'TP-51c0', orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 3_200, phone: '0712345678', customerName: 'Amina Wanjiru' };
const STORAGE_KEY = 'mitumba.tinypesaSession';

const status = (paymentStatus: 'pending' | 'paid' | 'failed', extra: object = {}) => ({
  success: true, paymentStatus, message: 'Waiting for the customer', balance: session.amount, tinypesaRequestId: session.tinypesaRequestId,
  mpesaReceipt: null, paymentError: null, orderId: session.orderId, amount: session.amount, ...extra,
});

function renderProcessing(statusHandler: RouteHandler, { state = session as unknown, url = '/Tinypesa-Processing' } = {}) {
  const routes = [
    { path: '/Tinypesa-Processing', element: <TinypesaProcessingPage /> },
    { path: '/ordersuccess', element: <p>order success</p> },
    { path: '/Payment-Fail', element: <PaymentFailPage /> },
    { path: '/Payment-Success', element: <PaymentSuccessPage /> },
    { path: '/checkout', element: <p>checkout</p> },
  ];
  const view = renderStatusScreen(STATUS_PATH, statusHandler, routes, { url, state });
  return { ...view, statusCalls: () => view.statusCalls().length };
}

const path = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

fakeTimersInEachTest();

describe('TinypesaProcessingPage', () => {
  it("checks every 3 s, counts down 'Timeout in {n}s' over 60 s and shows the staged messages", async () => {
    const { statusCalls } = renderProcessing(() => status('pending'));
    expect(screen.getByRole('heading', { name: 'Complete your TinyPesa payment' })).toBeTruthy();
    expect(screen.getByTestId('time-left').textContent).toBe('Timeout in 60s');
    expect(screen.getByRole('progressbar', { name: 'Time left to approve the payment' }).getAttribute('aria-valuenow')).toBe('60');
    await wait(1_500);
    expect(screen.getByRole('status').textContent).toBe('Sending the M-Pesa prompt to your phone…');
    await wait(1_500);
    expect(statusCalls()).toBe(1);
    expect(screen.getByTestId('time-left').textContent).toBe('Timeout in 57s');
    await wait(5_000);
    expect(screen.getByRole('status').textContent).toBe('Waiting for TinyPesa to confirm your payment…');
    expect(statusCalls()).toBe(2);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('52');
  });

  it('shows the paid state, then after 2 s goes to /ordersuccess with the paid order and receipt', async () => {
    let polls = 0;
    const { router, queryClient } = renderProcessing(() => {
      polls += 1;
      return polls < 2 ? status('pending') : status('paid', { mpesaReceipt: 'SKT4H2M9PZ', balance: 0 });
    });
    queryClient.setQueryData(['cart', 'detail', 'user-42'], aCart([]));
    await wait(TINYPESA_POLL_MS * 2);
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    await wait(1_900);
    expect(path(router)).toBe('/Tinypesa-Processing');
    await wait(100);
    expect(path(router)).toBe('/ordersuccess');
    expect(router.state.location.state).toEqual({
      order: { orderId: session.orderId, amount: 3_200, paymentMethod: 'TinyPesa', paymentMethodId: 'tinypesa', paymentStatus: 'paid' },
      receipt: 'SKT4H2M9PZ',
    });
    expect(queryClient.getQueryState(['cart', 'detail', 'user-42'])?.isInvalidated).toBe(true);
  });

  it("says the server's reason, then after 5 s goes to /Payment-Fail with it", async () => {
    const { router, statusCalls } = renderProcessing(() => status('failed', { message: 'The customer cancelled the prompt' }));
    await wait(TINYPESA_POLL_MS);
    expect(screen.getByRole('alert').textContent).toBe('The customer cancelled the prompt');
    await wait(4_900);
    expect(path(router)).toBe('/Tinypesa-Processing');
    expect(statusCalls()).toBe(1);
    await wait(100);
    expect(path(router)).toBe('/Payment-Fail');
    expect(router.state.location.state).toEqual({ message: 'The customer cancelled the prompt', orderId: session.orderId });
    expect(screen.getByTestId('failure-message').textContent).toBe('The customer cancelled the prompt');
  });

  it("fails with 'Payment failed' when the server gives no reason, and a deleted order as cancelled", async () => {
    const first = renderProcessing(() => status('failed', { message: '' }));
    await wait(TINYPESA_POLL_MS + 5_000);
    expect(screen.getByTestId('failure-message').textContent).toBe('Payment failed');
    first.unmount();
    renderProcessing(() => reply(404, { success: false, message: 'Not found' }));
    await wait(TINYPESA_POLL_MS + 5_000);
    expect(screen.getByTestId('failure-message').textContent).toBe('Payment failed - order cancelled');
  });

  it('times out after 60 s without an answer, goes to /Payment-Fail 3 s later, and Try again resumes the payment', async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'));
    await wait(59_000);
    expect(screen.getByTestId('time-left').textContent).toBe('Timeout in 1s');
    await wait(1_000);
    expect(screen.getByRole('alert').textContent).toBe('Payment timed out. Please check your payment and try again.');
    const asked = statusCalls();
    expect(asked).toBe(20);
    await wait(2_900);
    expect(path(router)).toBe('/Tinypesa-Processing');
    await wait(100);
    expect(path(router)).toBe('/Payment-Fail');
    expect(statusCalls()).toBe(asked);
    expect(screen.getByTestId('failure-message').textContent).toBe('Payment timed out. Please check your payment and try again.');
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('link', { name: '+254 700 123 456' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(path(router)).toBe('/Tinypesa-Processing');
    expect(screen.getByTestId('time-left').textContent).toBe('Timeout in 60s');
    await wait(TINYPESA_POLL_MS);
    expect(statusCalls()).toBe(asked + 1);
  });

  it("says 'Failed to check payment status' when a check fails, and keeps checking", async () => {
    let polls = 0;
    const { statusCalls } = renderProcessing(() => {
      polls += 1;
      return polls === 1 ? reply(500, { success: false, message: 'Internal error' }) : status('pending');
    });
    await wait(TINYPESA_POLL_MS);
    expect(screen.getByText('Failed to check payment status')).toBeTruthy();
    await wait(TINYPESA_POLL_MS);
    expect(statusCalls()).toBe(2);
    expect(screen.queryByText('Failed to check payment status')).toBeNull();
  });

  it('resumes from sessionStorage after a reload without navigation state', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    const { statusCalls } = renderProcessing(() => status('pending'), { state: null });
    expect(screen.getByTestId('order-id').textContent).toBe(session.orderId);
    await wait(TINYPESA_POLL_MS);
    expect(statusCalls()).toBe(1);
  });

  it("goes to /Payment-Fail with 'Invalid payment session' without a request id", async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'), { state: null });
    await wait(0);
    expect(path(router)).toBe('/Payment-Fail');
    expect(screen.getByTestId('failure-message').textContent).toBe('Invalid payment session');
    await wait(TINYPESA_POLL_MS);
    expect(statusCalls()).toBe(0);
  });
});

describe('PaymentFailPage and PaymentSuccessPage', () => {
  it('reloads the page on Try again when no payment is stored', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderProcessing(() => status('pending'), { url: '/Payment-Fail', state: { message: 'Payment failed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('confirms a paid order with its id and receipt, and links to the orders and the shop', () => {
    renderProcessing(() => status('pending'), { url: '/Payment-Success', state: { orderId: session.orderId, receipt: 'SKT4H2M9PZ', amount: 3_200 } });
    expect(screen.getByText('Payment Successful!')).toBeTruthy();
    expect(screen.getByTestId('order-id').textContent).toBe(session.orderId);
    expect(screen.getByTestId('receipt').textContent).toBe('SKT4H2M9PZ');
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });
});
