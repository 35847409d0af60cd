import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PESAFLUX_POLL_MS, PESAFLUX_REDIRECT_MS } from '@mitumba/contracts/mobile-money';
import { aCart } from '@/test/fixtures';
import { reply, type RouteHandler } from '@/test/render';
import { PesafluxProcessingPage } from './pesaflux-processing-page';
import { Probe, fakeTimersInEachTest, renderStatusScreen, wait } from './test-support';

const REQUEST_ID = 'pf_7c1e5a0b9d2f4e63';
const STATUS_PATH = `/api/order/pesaflux/status/${REQUEST_ID}`;
const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';
const navigationState = {
  pesaFluxRequestId: REQUEST_ID, orderId: ORDER_ID, isDeposit: false,
  paymentDetails: { amount: 4_800, phone: '254712345678' }, orderDetails: { orderId: ORDER_ID, amount: 4_800, customerName: 'Amina Wanjiru' },
};
const STORAGE_KEY = 'mitumba.pesafluxSession';

const status = (value: 'pending' | 'success' | 'failed' | 'not_found', receipt: string | null = null) => ({
  pesaFluxRequestId: REQUEST_ID, status: value, paymentDetails: { mpesaReceipt: receipt }, order: value === 'not_found' ? null : { amount: 4_800 },
});

/** Starts on the checkout and moves to the processing screen, as a customer does (so there is a page to go back to). */
function renderProcessing(statusHandler: RouteHandler, { state = navigationState as unknown } = {}) {
  const routes = [
    { path: '/place-order', element: <Probe /> },
    { path: '/Pesa-Flux-Processing', element: <PesafluxProcessingPage /> },
    { path: '/ordersuccess', element: <Probe /> },
    { path: '/collection', element: <Probe /> },
  ];
  const view = renderStatusScreen(STATUS_PATH, statusHandler, routes, { url: '/place-order' });
  act(() => void view.router.navigate('/Pesa-Flux-Processing', { state }));
  return view;
}

const countdown = () => screen.getByTestId('countdown').textContent;

fakeTimersInEachTest();

describe('PesafluxProcessingPage', () => {
  it('shows the payment, the staged messages, and a countdown from 2:00 that drops 10 s per check', async () => {
    const { statusCalls } = renderProcessing(() => status('pending'));
    expect(screen.getByRole('heading', { name: 'Complete your M-Pesa payment' })).toBeTruthy();
    expect(screen.getByTestId('amount').textContent).toBe('ksh 4,800');
    expect(screen.getByTestId('phone').textContent).toBe('254712345678');
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(countdown()).toBe('2:00');
    const stage = () => screen.getByRole('status').textContent;
    await wait(1_500);
    expect(stage()).toBe('Sending the M-Pesa prompt to your phone…');
    await wait(1_500);
    expect(stage()).toBe('Check your phone and enter your M-Pesa PIN');
    await wait(5_000);
    expect(stage()).toBe('Waiting for PesaFlux to confirm your payment…');
    expect(statusCalls()).toHaveLength(0);
    await wait(PESAFLUX_POLL_MS - 8_000);
    expect(statusCalls()).toHaveLength(1);
    expect(countdown()).toBe('1:50');
    await wait(PESAFLUX_POLL_MS);
    expect(countdown()).toBe('1:40');
  });

  it('asks for the status without the bearer token', async () => {
    const { statusCalls } = renderProcessing(() => status('pending'));
    await wait(PESAFLUX_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]?.headers.get('Authorization')).toBeNull();
  });

  it('shows the receipt on success, then goes to /ordersuccess after 3 s with the paid order and an emptied cart', async () => {
    let polls = 0;
    const { router, queryClient } = renderProcessing(() => (++polls < 2 ? status('pending') : status('success', 'SGH7K2L9QX')));
    queryClient.setQueryData(['cart', 'detail', 'user-42'], aCart([]));
    await wait(PESAFLUX_POLL_MS * 2);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('mpesa-receipt').textContent).toBe('SGH7K2L9QX');
    expect(screen.getByTestId('amount').textContent).toBe('ksh 4,800');
    expect(screen.getByTestId('paid-at').textContent).toMatch(/\d{4}/);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    await wait(PESAFLUX_REDIRECT_MS - 1);
    expect(router.state.location.pathname).toBe('/Pesa-Flux-Processing');
    await wait(1);
    expect(router.state.location.pathname).toBe('/ordersuccess');
    expect(router.state.location.state).toEqual({
      order: { orderId: ORDER_ID, amount: 4_800, paymentMethod: 'PesaFlux', paymentMethodId: 'pesaflux', paymentStatus: 'paid' },
      receipt: 'SGH7K2L9QX',
    });
    expect(queryClient.getQueryState(['cart', 'detail', 'user-42'])?.isInvalidated).toBe(true);
  });

  it("says 'Transaction Expired' when PesaFlux no longer knows the request", async () => {
    renderProcessing(() => status('not_found'));
    await wait(PESAFLUX_POLL_MS);
    expect(screen.getByRole('heading', { name: 'Transaction Expired' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This payment request has expired or been cancelled.');
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/collection');
  });

  it("says 'Payment was declined or timed out' when the payment failed, with the support phone", async () => {
    const { statusCalls } = renderProcessing(() => status('failed'));
    await wait(PESAFLUX_POLL_MS);
    expect(screen.getByTestId('failure-message').textContent).toBe('Payment was declined or timed out');
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/collection');
    expect(screen.getByRole('link', { name: '+254 700 123 456' })).toBeTruthy();
    await wait(PESAFLUX_POLL_MS * 3);
    expect(statusCalls()).toHaveLength(1);
  });

  it('counts down to 0:00 and then shows the declined-or-timed-out view, asking no more', async () => {
    const { statusCalls } = renderProcessing(() => status('pending'));
    await wait(PESAFLUX_POLL_MS * 11);
    expect(countdown()).toBe('0:10');
    await wait(PESAFLUX_POLL_MS);
    expect(statusCalls()).toHaveLength(12);
    expect(screen.getByTestId('failure-message').textContent).toBe('Payment was declined or timed out');
    await wait(PESAFLUX_POLL_MS * 3);
    expect(statusCalls()).toHaveLength(12);
  });

  it("keeps checking after a failed check (saying so), and says 'Error occurred during processing' when the call is refused", async () => {
    let polls = 0;
    renderProcessing(() => (++polls === 1 ? reply(503, { success: false, message: 'Unavailable' }) : reply(400, { success: false, message: 'Bad id' })));
    await wait(PESAFLUX_POLL_MS);
    expect(screen.getByText('Failed to check payment status')).toBeTruthy();
    expect(countdown()).toBe('1:50');
    await wait(PESAFLUX_POLL_MS);
    expect(screen.getByTestId('failure-message').textContent).toBe('Error occurred during processing');
  });

  it('ends in the error view when the status could not be checked up to the end of the countdown', async () => {
    renderProcessing(() => reply(502, { success: false, message: 'Bad gateway' }));
    await wait(PESAFLUX_POLL_MS * 12);
    expect(screen.getByTestId('failure-message').textContent).toBe('Error occurred during processing');
  });

  it('resumes from sessionStorage after a reload without navigation state', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ pesaFluxRequestId: REQUEST_ID, orderId: ORDER_ID, amount: 4_800, phone: '254712345678', customerName: 'Amina' }));
    const { statusCalls } = renderProcessing(() => status('pending'), { state: null });
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('amount').textContent).toBe('ksh 4,800');
    await wait(PESAFLUX_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
  });

  it("says 'Invalid payment session' without a request id and asks nothing", async () => {
    const { statusCalls } = renderProcessing(() => status('pending'), { state: { orderId: ORDER_ID } });
    expect(screen.getByTestId('failure-message').textContent).toBe('Invalid payment session');
    await wait(PESAFLUX_POLL_MS);
    expect(statusCalls()).toHaveLength(0);
  });

  it('keeps the customer on the screen when back is pressed while the payment is pending', async () => {
    const { router } = renderProcessing(() => status('pending'));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/Pesa-Flux-Processing');
    expect(screen.getByText('Please stay on this page until your payment is confirmed.')).toBeTruthy();
    expect(screen.getByTestId('countdown')).toBeTruthy();
  });

  it('diverts back to /ordersuccess once the payment succeeded', async () => {
    const { router } = renderProcessing(() => status('success', 'SGH7K2L9QX'));
    await wait(PESAFLUX_POLL_MS);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/ordersuccess');
    expect(router.state.location.state).toMatchObject({ order: { orderId: ORDER_ID, paymentStatus: 'paid' } });
  });

  it('lets back work as usual once the payment failed', async () => {
    const { router } = renderProcessing(() => status('failed'));
    await wait(PESAFLUX_POLL_MS);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/place-order');
  });
});
