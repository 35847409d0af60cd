import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCart } from '@/test/fixtures';
import { reply, type RouteHandler } from '@/test/render';
import { PAYSTACK_HANDOFF_MS, PAYSTACK_POLL_MS, PAYSTACK_REDIRECT_MS } from '../card-timings';
import { PaystackProcessingPage } from './paystack-processing-page';
import { Probe, fakeTimersInEachTest, renderStatusScreen, wait } from './test-support';

const REFERENCE = 'MTB-PS-1700000000000';
const STATUS_PATH = `/api/order/paystack/status/${REFERENCE}`;
const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';
const PAY_PAGE = 'http://127.0.0.1:4010/paystack/checkout/acc_x1';
const navigationState = { authorizationUrl: PAY_PAGE, reference: REFERENCE, orderId: ORDER_ID, amount: 4_500 };
const STORAGE_KEY = 'mitumba.paystackSession';

const status = (value: 'pending' | 'success' | 'failed', message: string | null = null) => ({
  success: true, reference: REFERENCE, status: value,
  paymentDetails: { channel: value === 'success' ? 'card' : null, paidAt: null, message },
  order: { orderId: ORDER_ID, amount: 4_500, paymentStatus: value === 'success' ? 'paid' : value === 'failed' ? 'failed' : 'pending' },
});

function renderProcessing(statusHandler: RouteHandler, state: unknown = navigationState) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const routes = [
    { path: '/Paystack-Processing', element: <PaystackProcessingPage /> },
    { path: '/paystack-success', element: <Probe /> },
  ];
  return { assign, ...renderStatusScreen(STATUS_PATH, statusHandler, routes, { url: '/Paystack-Processing', state }) };
}

fakeTimersInEachTest();

describe('PaystackProcessingPage', () => {
  it("hands the customer to Paystack's page after a moment, with a 'click here' link meanwhile, and only once", async () => {
    const { assign, unmount } = renderProcessing(() => status('pending'));
    expect(screen.getByRole('heading', { name: 'Complete your Paystack payment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Click here/ }).getAttribute('href')).toBe(PAY_PAGE);
    expect(screen.getByTestId('reference').textContent).toBe(REFERENCE);
    expect(screen.getByTestId('amount').textContent).toBe('ksh 4,500');
    expect(assign).not.toHaveBeenCalled();
    await wait(PAYSTACK_HANDOFF_MS);
    expect(assign).toHaveBeenCalledWith(PAY_PAGE);
    unmount();
    // Back from Paystack's page (the same history entry): the screen checks, it does not send them again.
    const back = renderProcessing(() => status('pending'));
    await wait(PAYSTACK_HANDOFF_MS * 4);
    expect(back.assign).not.toHaveBeenCalled();
    expect(screen.getByTestId('countdown').textContent).toMatch(/^4:5\d$/);
  });

  it('checks every 5 s with the bearer token while the countdown runs from 5:00', async () => {
    const { statusCalls, token } = renderProcessing(() => status('pending'));
    expect(screen.getByTestId('countdown').textContent).toBe('5:00');
    await wait(PAYSTACK_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    await wait(PAYSTACK_POLL_MS * 11);
    expect(statusCalls()).toHaveLength(12);
    expect(screen.getByTestId('countdown').textContent).toBe('4:00');
  });

  it('fails the payment when the countdown reaches 0 while still pending, with Try Again to /placeorder and the support phone', async () => {
    const { statusCalls } = renderProcessing(() => status('pending'));
    await wait(300_000);
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Payment timed out. Please check your payment and try again.');
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/placeorder');
    expect(screen.getByText(/Need help\? Call us on/)).toBeTruthy();
    const asked = statusCalls().length;
    await wait(PAYSTACK_POLL_MS * 3);
    expect(statusCalls()).toHaveLength(asked);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('shows the success, then after 3 s goes to /paystack-success with the reference, refreshing the emptied cart', async () => {
    let polls = 0;
    const { router, queryClient } = renderProcessing(() => (++polls < 2 ? status('pending') : status('success')));
    queryClient.setQueryData(['cart', 'detail', 'user-42'], aCart([]));
    await wait(PAYSTACK_POLL_MS * 2);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Paystack-Processing');
    await wait(PAYSTACK_REDIRECT_MS);
    expect(router.state.location.pathname).toBe('/paystack-success');
    expect(router.state.location.state).toEqual({ reference: REFERENCE, orderId: ORDER_ID, amount: 4_500 });
    expect(queryClient.getQueryState(['cart', 'detail', 'user-42'])?.isInvalidated).toBe(true);
  });

  it("shows Paystack's reason for a failure; a deposit's Try Again goes to /deposit", async () => {
    renderProcessing(() => status('failed', 'Declined by the issuing bank'), { ...navigationState, isDeposit: true });
    await wait(PAYSTACK_POLL_MS);
    expect(screen.getByRole('alert').textContent).toBe('Declined by the issuing bank');
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/deposit');
  });

  it('says a failed check and goes on checking', async () => {
    let polls = 0;
    const { statusCalls } = renderProcessing(() => (++polls === 1 ? reply(503, { success: false, message: 'Unavailable' }) : status('pending')));
    await wait(PAYSTACK_POLL_MS);
    expect(screen.getByText('Failed to check payment status')).toBeTruthy();
    await wait(PAYSTACK_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
    expect(screen.queryByText('Failed to check payment status')).toBeNull();
  });

  it('resumes from the stored session after a reload without navigation state', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...navigationState, isDeposit: false, deadline: Date.now() + 60_000, handedOff: true }));
    const { assign, statusCalls } = renderProcessing(() => status('pending'), null);
    expect(screen.getByTestId('countdown').textContent).toBe('1:00');
    await wait(PAYSTACK_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it("says 'Invalid payment session' without one", () => {
    sessionStorage.clear();
    renderProcessing(() => status('pending'), null);
    expect(screen.getByRole('alert').textContent).toBe('Invalid payment session');
  });
});
