import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KCB_POLL_MS } from '@mitumba/contracts/mobile-money';
import { aCart } from '@/test/fixtures';
import { renderApp, reply, type RouteHandler } from '@/test/render';
import { KcbProcessingPage } from './kcb-processing-page';
import { OrderFailedPage } from './order-failed-page';
import { Probe, fakeTimersInEachTest, renderStatusScreen, wait } from './test-support';

const REQUEST_ID = 'ws_CO_22112026215000123456';
const STATUS_PATH = `/api/order/kcb/status/${REQUEST_ID}`;
const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';
const session = { kcbRequestId: REQUEST_ID, orderId: ORDER_ID, amount: 7_250, phone: '0712345678', customerName: 'Amina Wanjiru' };
const STORAGE_KEY = 'mitumba.kcbSession';

const status = (paymentStatus: 'pending' | 'paid' | 'failed', extra: object = {}) => ({
  success: true, paymentStatus, mpesaReceipt: null, paymentError: null, message: 'ok', orderId: ORDER_ID, amount: 7_250, ...extra,
});

function renderProcessing(statusHandler: RouteHandler, { state = session as unknown } = {}) {
  const routes = [
    { path: '/Kcb-Processing', element: <KcbProcessingPage /> },
    { path: '/ordersuccess', element: <Probe /> },
    { path: '/orderfailed', element: <OrderFailedPage /> },
  ];
  return renderStatusScreen(STATUS_PATH, statusHandler, routes, { url: '/Kcb-Processing', state });
}


fakeTimersInEachTest();

describe('KcbProcessingPage', () => {
  it('shows the payment and the staged messages, and checks every 5 s with the bearer token', async () => {
    const { statusCalls, token } = renderProcessing(() => status('pending'));
    expect(screen.getByRole('heading', { name: 'Complete your KCB payment' })).toBeTruthy();
    expect(screen.getByTestId('amount').textContent).toBe('ksh 7,250');
    expect(screen.getByTestId('phone').textContent).toBe('0712345678');
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    const stage = () => screen.getByRole('status').textContent;
    expect(stage()).toBe('Starting your KCB payment…');
    await wait(1_500);
    expect(stage()).toBe('Sending the M-Pesa prompt to your phone…');
    await wait(1_500);
    expect(stage()).toBe('Check your phone and enter your M-Pesa PIN');
    await wait(KCB_POLL_MS - 3_000);
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    await wait(3_000);
    expect(stage()).toBe('Waiting for KCB to confirm your payment…');
    await wait(KCB_POLL_MS * 30);
    expect(statusCalls()).toHaveLength(31);
  });

  it("goes to /ordersuccess with the paid order and its receipt when paid, refreshing the emptied cart", async () => {
    let polls = 0;
    const { router, queryClient, statusCalls } = renderProcessing(() => (++polls < 3 ? status('pending') : status('paid', { mpesaReceipt: 'SGH7K2L9QX' })));
    queryClient.setQueryData(['cart', 'detail', 'user-42'], aCart([]));
    await wait(KCB_POLL_MS * 2);
    expect(router.state.location.pathname).toBe('/Kcb-Processing');
    await wait(KCB_POLL_MS);
    expect(router.state.location.pathname).toBe('/ordersuccess');
    expect(router.state.location.state).toEqual({
      order: { orderId: ORDER_ID, amount: 7_250, paymentMethod: 'KCB', paymentMethodId: 'kcb', paymentStatus: 'paid' },
      receipt: 'SGH7K2L9QX',
    });
    expect(queryClient.getQueryState(['cart', 'detail', 'user-42'])?.isInvalidated).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    await wait(KCB_POLL_MS * 2);
    expect(statusCalls()).toHaveLength(3);
  });

  it('goes to /orderfailed with the reason when the payment failed', async () => {
    const { router } = renderProcessing(() => status('failed', { paymentError: { code: '1032', message: 'Request cancelled by user' }, message: 'Payment failed' }));
    await wait(KCB_POLL_MS);
    expect(router.state.location.pathname).toBe('/orderfailed');
    expect(router.state.location.state).toEqual({ reason: 'Request cancelled by user', orderId: ORDER_ID });
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByTestId('failure-reason').textContent).toBe('Request cancelled by user');
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/place-order');
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: '+254 700 123 456' }).getAttribute('href')).toBe('tel:+254700123456');
  });

  it("treats a 404 as a cancelled order: 'Payment failed - order cancelled'", async () => {
    const { router } = renderProcessing(() => reply(404, { success: false, message: 'Payment not found' }));
    await wait(KCB_POLL_MS);
    expect(router.state.location.pathname).toBe('/orderfailed');
    expect(screen.getByTestId('failure-reason').textContent).toBe('Payment failed - order cancelled');
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
  });

  it("says 'Failed to check payment status' when a check fails, and keeps checking", async () => {
    let polls = 0;
    const { router, statusCalls } = renderProcessing(() => (++polls === 1 ? reply(500, { success: false, message: 'Internal error' }) : status('pending')));
    await wait(KCB_POLL_MS);
    expect(screen.getByText('Failed to check payment status')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Kcb-Processing');
    await wait(KCB_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
    expect(screen.queryByText('Failed to check payment status')).toBeNull();
  });

  it('resumes from sessionStorage after a reload without navigation state', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    const { statusCalls } = renderProcessing(() => status('pending'), { state: null });
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    await wait(KCB_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
  });

  it("goes to /orderfailed with 'Invalid payment session' without a request id", async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'), { state: null });
    await wait(0);
    expect(router.state.location.pathname).toBe('/orderfailed');
    expect(screen.getByTestId('failure-reason').textContent).toBe('Invalid payment session');
    await wait(KCB_POLL_MS);
    expect(statusCalls()).toHaveLength(0);
  });
});

describe('OrderFailedPage', () => {
  it("says 'Payment failed' when opened without a reason, and leaves out the order id", () => {
    renderApp(<OrderFailedPage />, { url: '/orderfailed' });
    expect(screen.getByTestId('failure-reason').textContent).toBe('Payment failed');
    expect(screen.queryByTestId('order-id')).toBeNull();
  });
});
