import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HYBRID_POLL_MS } from '@mitumba/contracts/mobile-money';
import { aCart } from '@/test/fixtures';
import { reply, type RouteHandler } from '@/test/render';
import { HYBRID_SESSION_WAIT_MS } from '../hybrid-session';
import { HybridFailPage } from './hybrid-fail-page';
import { HybridProcessingPage } from './hybrid-processing-page';
import { HybridSuccessPage } from './hybrid-success-page';
import { fakeTimersInEachTest, renderStatusScreen, wait } from './test-support';

const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';
const STATUS_PATH = `/api/hybrid/status/${ORDER_ID}`;
const session = { orderId: ORDER_ID, mobileRequestId: 'pf_7c1e5a0b9d2f4e63', provider: 'pesaflux', totalAmount: 9_000, mobileAmount: 6_000, cashAmount: 3_000, phone: '254712345678' };
const STORAGE_KEY = 'mitumba.hybridSession';

const status = (value: 'pending' | 'paid' | 'failed', extra: object = {}) => ({
  success: true, status: value, orderId: ORDER_ID, mobileRequestId: session.mobileRequestId, provider: 'pesaflux', transactionRef: null, message: 'ok', ...extra,
});

function renderProcessing(statusHandler: RouteHandler, { state = session as unknown } = {}) {
  const routes = [
    { path: '/Hybrid-Processing', element: <HybridProcessingPage /> },
    { path: '/Hybrid-Success', element: <HybridSuccessPage /> },
    { path: '/Hybrid-Fail', element: <HybridFailPage /> },
    { path: '/orders', element: <p>Orders</p> },
  ];
  return renderStatusScreen(STATUS_PATH, statusHandler, routes, { url: '/Hybrid-Processing', state });
}


fakeTimersInEachTest();

describe('HybridProcessingPage', () => {
  it('shows the order, the mobile ref, the provider and the split, with the staged messages', async () => {
    renderProcessing(() => status('pending'));
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('mobile-ref').textContent).toBe('pf_7c1e5a0b9d2f4e63');
    expect(screen.getByTestId('provider').textContent).toBe('PesaFlux');
    expect(screen.getByTestId('mobile-amount').textContent).toBe('ksh 6,000');
    expect(screen.getByTestId('cash-amount').textContent).toBe('ksh 3,000');
    expect(screen.getByText('Please complete the mobile payment on your phone.')).toBeTruthy();
    const stage = () => screen.getByRole('status').textContent;
    await wait(1_500);
    expect(stage()).toBe('Sending the M-Pesa prompt to your phone…');
    await wait(1_500);
    expect(stage()).toBe('Check your phone and enter your M-Pesa PIN');
    await wait(5_000);
    expect(stage()).toBe('Waiting for both payments to be confirmed…');
  });

  it('checks every 5 s with the bearer token, and goes to /Hybrid-Success when both parts are paid', async () => {
    let polls = 0;
    const { router, queryClient, statusCalls, token } = renderProcessing(() => (++polls < 3 ? status('pending') : status('paid', { transactionRef: 'SGH7K2L9QX' })));
    queryClient.setQueryData(['cart', 'detail', 'user-42'], aCart([]));
    await wait(HYBRID_POLL_MS - 1);
    expect(statusCalls()).toHaveLength(0);
    await wait(1);
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    await wait(HYBRID_POLL_MS * 2);
    expect(router.state.location.pathname).toBe('/Hybrid-Success');
    expect(router.state.location.state).toEqual({ orderId: ORDER_ID, transactionRef: 'SGH7K2L9QX', provider: 'pesaflux' });
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('transaction-ref').textContent).toBe('SGH7K2L9QX');
    expect(screen.getByTestId('provider').textContent).toBe('PesaFlux');
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(queryClient.getQueryState(['cart', 'detail', 'user-42'])?.isInvalidated).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("goes to /Hybrid-Fail with 'Hybrid payment failed' when the server gives no reason", async () => {
    const { router } = renderProcessing(() => status('failed', { message: '' }));
    await wait(HYBRID_POLL_MS);
    expect(router.state.location.pathname).toBe('/Hybrid-Fail');
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByTestId('failure-reason').textContent).toBe('Hybrid payment failed');
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/place-order');
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/user-chat');
    expect(screen.getByRole('link', { name: '+254 700 123 456' }).getAttribute('href')).toBe('tel:+254700123456');
  });

  it("shows the server's reason on /Hybrid-Fail", async () => {
    renderProcessing(() => status('failed', { message: 'Mobile payment was declined' }));
    await wait(HYBRID_POLL_MS);
    expect(screen.getByTestId('failure-reason').textContent).toBe('Mobile payment was declined');
  });

  it("treats a 404 as a cancelled order: 'Payment failed - order cancelled'", async () => {
    renderProcessing(() => reply(404, { success: false, message: 'Order not found' }));
    await wait(HYBRID_POLL_MS);
    expect(screen.getByTestId('failure-reason').textContent).toBe('Payment failed - order cancelled');
  });

  it("shows 'Error checking payment status' in a red box when a check fails, and keeps checking", async () => {
    let polls = 0;
    const { router, statusCalls } = renderProcessing(() => (++polls === 1 ? reply(500, { success: false, message: 'Internal error' }) : status('pending')));
    await wait(HYBRID_POLL_MS);
    expect(screen.getByRole('alert').textContent).toBe('Error checking payment status');
    expect(router.state.location.pathname).toBe('/Hybrid-Processing');
    await wait(HYBRID_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('aborts the status call in flight and stops checking when the screen is left', async () => {
    let signal: AbortSignal | undefined;
    const { unmount, statusCalls } = renderProcessing(() => new Promise(() => {}));
    const realFetch = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation((input, init) => {
      signal = init?.signal ?? undefined;
      return realFetch!(input, init);
    });
    await wait(HYBRID_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    await wait(HYBRID_POLL_MS * 3);
    expect(statusCalls()).toHaveLength(1);
  });

  it('resumes from sessionStorage after a reload without navigation state', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    const { statusCalls } = renderProcessing(() => status('pending'), { state: null });
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('cash-amount').textContent).toBe('ksh 3,000');
    await wait(HYBRID_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
  });

  it("says 'Loading hybrid payment session...' without the session, then 'Invalid payment session' with a way to the orders", async () => {
    const { statusCalls } = renderProcessing(() => status('pending'), { state: { orderId: ORDER_ID, provider: 'pesaflux' } });
    expect(screen.getByRole('status').textContent).toBe('Loading hybrid payment session...');
    await wait(HYBRID_SESSION_WAIT_MS);
    expect(screen.getByRole('alert').textContent).toBe('Invalid payment session');
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    await wait(HYBRID_POLL_MS);
    expect(statusCalls()).toHaveLength(0);
  });

  it('picks up a session stored while it was loading', async () => {
    const { statusCalls } = renderProcessing(() => status('pending'), { state: null });
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...session, provider: 'tinypesa' }));
    await wait(HYBRID_SESSION_WAIT_MS);
    expect(screen.getByTestId('provider').textContent).toBe('TinyPesa');
    await wait(HYBRID_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
  });
});
