import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TINYPESA_POLL_MS } from '@mitumba/contracts/mobile-money';
import { Probe, fakeTimersInEachTest, renderStatusScreen, wait } from '@/features/payments/test-support';
import { type RouteHandler } from '@/test/render';
import { TinypesaDepositProcessingPage } from './tinypesa-deposit-processing-page';

const REQUEST_ID = 'att_tp_55';
const STATUS_PATH = `/api/order/deposit/tinypesa-status/${REQUEST_ID}`;
const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';
const session = { tinypesaRequestId: REQUEST_ID, orderId: ORDER_ID, amount: 3_500, phone: '0712345678', customerName: 'Amina Wanjiru' };

/** GET /api/order/deposit/tinypesa-status/{id} as the contract has it (tinypesaDepositStatusResponseSchema). */
const status = (paymentStatus: 'pending' | 'paid' | 'failed', extra: object = {}) => ({
  success: true, paymentStatus, balance: 1_000, message: 'Waiting for the M-Pesa PIN', tinypesaRequestId: REQUEST_ID, orderId: ORDER_ID,
  amount: 3_500, mpesaReceipt: null, ...extra,
});

function renderProcessing(statusHandler: RouteHandler, { state = session as unknown } = {}) {
  const routes = [
    { path: '/Tinypesa-Deposit-Processing', element: <TinypesaDepositProcessingPage /> },
    { path: '/deposit-success', element: <Probe /> },
    { path: '/Payment-Fail', element: <Probe /> },
  ];
  return renderStatusScreen(STATUS_PATH, statusHandler, routes, { url: '/Tinypesa-Deposit-Processing', state });
}

const timeLeft = () => screen.getByTestId('time-left').textContent;
const progress = () => screen.getByRole('progressbar');

fakeTimersInEachTest();

describe('TinypesaDepositProcessingPage (/Tinypesa-Deposit-Processing)', () => {
  it("counts 'Timeout in {n}s' down from 120 with a bar that fills over 60 s, checking every 3 s", async () => {
    const { statusCalls } = renderProcessing(() => status('pending'));
    expect(screen.getByRole('heading', { name: 'Complete your TinyPesa deposit' })).toBeTruthy();
    expect(timeLeft()).toBe('Timeout in 120s');
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    await wait(TINYPESA_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
    expect(timeLeft()).toBe('Timeout in 117s');
    await wait(57_000);
    expect(progress().getAttribute('aria-valuenow')).toBe('60');
    await wait(30_000);
    expect(timeLeft()).toBe('Timeout in 30s');
    expect(progress().getAttribute('aria-valuenow')).toBe('60');
  });

  it('goes to /deposit-success with the deposit and the balance once paid', async () => {
    let polls = 0;
    const { router } = renderProcessing(() => {
      polls += 1;
      return polls < 2 ? status('pending') : status('paid', { mpesaReceipt: 'SKT4H2M9PZ', message: 'Deposit received' });
    });
    await wait(TINYPESA_POLL_MS * 2);
    expect(router.state.location.pathname).toBe('/deposit-success');
    expect(router.state.location.state).toEqual({ depositAmount: 3_500, balance: 1_000, receipt: 'SKT4H2M9PZ', orderId: ORDER_ID });
  });

  it("goes to /Payment-Fail with the server's message, or 'Deposit failed' without one", async () => {
    const first = renderProcessing(() => status('failed', { message: 'Insufficient funds' }));
    await wait(TINYPESA_POLL_MS);
    expect(first.router.state.location.pathname).toBe('/Payment-Fail');
    expect(first.router.state.location.state).toEqual({ message: 'Insufficient funds', orderId: ORDER_ID });
    first.unmount();
    const second = renderProcessing(() => status('failed', { message: '' }));
    await wait(TINYPESA_POLL_MS);
    expect(second.router.state.location.state).toEqual({ message: 'Deposit failed', orderId: ORDER_ID });
  });

  it('gives up after 120 s without an answer: /Payment-Fail, timed out', async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'));
    await wait(119_000);
    expect(router.state.location.pathname).toBe('/Tinypesa-Deposit-Processing');
    await wait(1_000);
    expect(router.state.location.pathname).toBe('/Payment-Fail');
    expect(router.state.location.state).toEqual({ message: 'Payment timed out. Please check your payment and try again.', orderId: ORDER_ID });
    const calls = statusCalls().length;
    await wait(TINYPESA_POLL_MS * 2);
    expect(statusCalls()).toHaveLength(calls);
  });

  it("says 'Invalid payment session' without a deposit and goes to /Payment-Fail", async () => {
    const { router, statusCalls } = renderProcessing(() => status('pending'), { state: null });
    await wait(0);
    expect(router.state.location.pathname).toBe('/Payment-Fail');
    expect(router.state.location.state).toEqual({ message: 'Invalid payment session' });
    await wait(TINYPESA_POLL_MS);
    expect(statusCalls()).toHaveLength(0);
  });
});
