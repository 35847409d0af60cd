import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MPESA_POLL_LIMIT, MPESA_POLL_MS } from '@mitumba/contracts/plain';
import { aCart } from '@/test/fixtures';
import { reply, type RouteHandler } from '@/test/render';
import { MpesaFailPage } from './mpesa-fail-page';
import { MpesaPendingPage } from './mpesa-pending-page';
import { MpesaProcessingPage } from './mpesa-processing-page';
import { MpesaSuccessPage } from './mpesa-success-page';
import { fakeTimersInEachTest, renderStatusScreen, wait } from './test-support';

const STATUS_PATH = '/api/order/mpesa/status/ws_CO_123';
const session = { mpesaRequestId: 'ws_CO_123', orderId: 'ORD-1700000000000-ab12cd34ef56', amount: 12_500, phone: '0712345678', customerName: 'Amina Wanjiru' };

const status = (paymentStatus: 'pending' | 'paid' | 'failed', extra: object = {}) => ({
  success: true, paymentStatus, paymentError: null, mpesaReceipt: null, orderId: session.orderId, amount: session.amount, message: 'ok', ...extra,
});

function renderProcessing(statusHandler: RouteHandler, { state = session as unknown } = {}) {
  const routes = [
    { path: '/mpesa-processing', element: <MpesaProcessingPage /> },
    { path: '/mpesa-success', element: <MpesaSuccessPage /> },
    { path: '/mpesa-fail', element: <MpesaFailPage /> },
    { path: '/mpesa-pending', element: <MpesaPendingPage /> },
  ];
  const view = renderStatusScreen(STATUS_PATH, statusHandler, routes, { url: '/mpesa-processing', state });
  return { ...view, statusCalls: () => view.statusCalls().length };
}


fakeTimersInEachTest();

describe('MpesaProcessingPage', () => {
  it('shows the amount, phone and order id, and the staged messages at 1.5 s, 3 s and 8 s', async () => {
    renderProcessing(() => status('pending'));
    expect(screen.getByTestId('amount').textContent).toBe('ksh 12,500');
    expect(screen.getByTestId('phone').textContent).toBe('0712345678');
    expect(screen.getByRole('button', { name: 'Copy phone number' })).toBeTruthy();
    expect(screen.getByTestId('order-id').textContent).toBe(session.orderId);
    const stage = () => screen.getByRole('status').textContent;
    await wait(1_500);
    expect(stage()).toBe('Sending payment request to your phone…');
    await wait(1_500);
    expect(stage()).toBe('Check your phone and enter your M-Pesa PIN');
    await wait(5_000);
    expect(stage()).toBe('Waiting for M-Pesa confirmation…');
  });

  it('goes to /mpesa-success 2 s after a paid answer, refreshing the emptied cart and forgetting the session', async () => {
    sessionStorage.setItem('mitumba.mpesaSession', JSON.stringify(session));
    let polls = 0;
    const { router, queryClient, statusCalls } = renderProcessing(() => {
      polls += 1;
      return polls < 2 ? status('pending') : status('paid', { mpesaReceipt: 'SGH7K2L9QX' });
    });
    queryClient.setQueryData(['cart', 'detail', 'user-42'], aCart([]));
    await wait(MPESA_POLL_MS * 2);
    expect(statusCalls()).toBe(2);
    expect(screen.getByText('Payment received')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mpesa-processing');
    await wait(2_000);
    expect(router.state.location.pathname).toBe('/mpesa-success');
    expect(router.state.location.state).toEqual({ receipt: 'SGH7K2L9QX', orderId: session.orderId, amount: 12_500 });
    expect(screen.getByText('Payment Successful!')).toBeTruthy();
    expect(screen.getByTestId('mpesa-receipt').textContent).toBe('SGH7K2L9QX');
    expect(queryClient.getQueryState(['cart', 'detail', 'user-42'])?.isInvalidated).toBe(true);
    expect(sessionStorage.getItem('mitumba.mpesaSession')).toBeNull();
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it("maps a failure code to the spec's message and shows the code on /mpesa-fail", async () => {
    const { router } = renderProcessing(() => status('failed', { paymentError: { code: '1032', message: 'Request cancelled by user' } }));
    await wait(MPESA_POLL_MS);
    expect(router.state.location.pathname).toBe('/mpesa-fail');
    expect(router.state.location.state).toEqual({ code: '1032', message: 'Transaction declined by user', orderId: session.orderId });
    expect(screen.getByText('Payment Failed')).toBeTruthy();
    expect(screen.getByTestId('failure-message').textContent).toBe('Transaction declined by user');
    expect(screen.getByText('Error code: 1032')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/place-order');
    expect(screen.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(`/order/${session.orderId}`);
    expect(screen.getByRole('link', { name: '+254 700 123 456' }).getAttribute('href')).toBe('tel:+254700123456');
  });

  it("uses the provider's message for an unknown code", async () => {
    const { router } = renderProcessing(() => status('failed', { paymentError: { code: 'X99', message: 'Something odd happened' } }));
    await wait(MPESA_POLL_MS);
    expect(router.state.location.state).toMatchObject({ code: 'X99', message: 'Something odd happened' });
  });

  it("titles a failure on M-Pesa's side 'Payment processing error', not the customer's 'Payment Failed'", async () => {
    renderProcessing(() => status('failed', { paymentError: { code: '500.001.1001', message: 'M-Pesa is busy' } }));
    await wait(MPESA_POLL_MS);
    expect(screen.getByRole('heading', { name: 'Payment processing error' })).toBeTruthy();
    expect(screen.queryByText('Payment Failed')).toBeNull();
    expect(screen.getByTestId('failure-message').textContent).toBe('System maintenance - try again later');
  });

  it('goes to /mpesa-pending after 20 checks without an answer, and Check Again starts over', async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'));
    await wait(MPESA_POLL_MS * (MPESA_POLL_LIMIT - 1));
    expect(router.state.location.pathname).toBe('/mpesa-processing');
    await wait(MPESA_POLL_MS);
    expect(statusCalls()).toBe(MPESA_POLL_LIMIT);
    expect(router.state.location.pathname).toBe('/mpesa-pending');
    expect(router.state.location.state).toEqual({ mpesaRequestId: session.mpesaRequestId, orderId: session.orderId });
    expect(screen.getByText('Payment Pending')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(`/order/${session.orderId}`);
    await wait(MPESA_POLL_MS * 5);
    expect(statusCalls()).toBe(MPESA_POLL_LIMIT);

    act(() => screen.getByRole('button', { name: 'Check Again' }).click());
    expect(router.state.location.pathname).toBe('/mpesa-processing');
    expect(screen.getByTestId('amount').textContent).toBe('ksh 12,500');
    await wait(MPESA_POLL_MS);
    expect(statusCalls()).toBe(MPESA_POLL_LIMIT + 1);
  });

  it("treats a 404 as a cancelled order: 'Payment failed - order cancelled'", async () => {
    const { router } = renderProcessing(() => reply(404, { success: false, message: 'Payment not found' }));
    await wait(MPESA_POLL_MS);
    expect(router.state.location.pathname).toBe('/mpesa-fail');
    expect(screen.getByTestId('failure-message').textContent).toBe('Payment failed - order cancelled');
  });

  it("says 'Payment status check failed' softly when a check fails, and keeps checking", async () => {
    let polls = 0;
    const { router, statusCalls } = renderProcessing(() => {
      polls += 1;
      return polls === 1 ? reply(500, { success: false, message: 'Internal error' }) : status('pending');
    });
    await wait(MPESA_POLL_MS);
    expect(screen.getByText('Payment status check failed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mpesa-processing');
    await wait(MPESA_POLL_MS);
    expect(statusCalls()).toBe(2);
    expect(screen.queryByText('Payment status check failed')).toBeNull();
  });

  it('counts failed checks towards the 20', async () => {
    const { router, statusCalls } = renderProcessing(() => reply(503, { success: false, message: 'Unavailable' }));
    await wait(MPESA_POLL_MS * MPESA_POLL_LIMIT);
    expect(statusCalls()).toBe(MPESA_POLL_LIMIT);
    expect(router.state.location.pathname).toBe('/mpesa-pending');
  });

  it('resumes from sessionStorage after a reload without navigation state', async () => {
    sessionStorage.setItem('mitumba.mpesaSession', JSON.stringify(session));
    const { statusCalls } = renderProcessing(() => status('pending'), { state: null });
    expect(screen.getByTestId('order-id').textContent).toBe(session.orderId);
    await wait(MPESA_POLL_MS);
    expect(statusCalls()).toBe(1);
  });

  it("says 'Invalid payment session' without a request id and goes to /mpesa-fail with it", async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'), { state: null });
    await wait(0);
    expect(router.state.location.pathname).toBe('/mpesa-fail');
    expect(router.state.location.state).toEqual({ message: 'Invalid payment session' });
    expect(screen.getAllByText('Invalid payment session').length).toBeGreaterThan(0);
    await wait(MPESA_POLL_MS);
    expect(statusCalls()).toBe(0);
  });
});
