import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATUS_POLL_MS } from '@mitumba/contracts/deposits';
import { Probe, fakeTimersInEachTest, renderStatusScreen, wait } from '@/features/payments/test-support';
import { reply, type RouteHandler } from '@/test/render';
import { LIPIA_DEPOSIT_REDIRECT_MS, LipiaDepositProcessingPage } from './lipia-deposit-processing-page';

const REQUEST_ID = 'att_lipia_91';
const STATUS_PATH = `/api/order/deposit/lipia-status/${REQUEST_ID}`;
const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';
const session = { lipiaRequestId: REQUEST_ID, orderId: ORDER_ID, amount: 3_500, phone: '0722000111', customerName: 'Amina Wanjiru' };
const STORAGE_KEY = 'mitumba.lipiaDepositSession';

const status = (value: 'pending' | 'paid' | 'failed', extra: object = {}) => ({
  success: true, status: value, transactionId: null, reference: 'LIP-REF', phone: '0722000111', receipt: null, message: 'Waiting for the M-Pesa PIN',
  orderId: ORDER_ID, amount: 3_500, balance: 1_000, paymentError: null, ...extra,
});

function renderProcessing(statusHandler: RouteHandler, { state = session as unknown } = {}) {
  const routes = [
    { path: '/Lipia-Deposit-Processing', element: <LipiaDepositProcessingPage /> },
    { path: '/ordersuccess', element: <Probe /> },
  ];
  return renderStatusScreen(STATUS_PATH, statusHandler, routes, { url: '/Lipia-Deposit-Processing', state });
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

fakeTimersInEachTest();

describe('LipiaDepositProcessingPage (/Lipia-Deposit-Processing)', () => {
  it('is initiating until the first answer, then pending, checking every 5 s with the token', async () => {
    const { statusCalls } = renderProcessing(() => status('pending'));
    expect(heading()).toBe('Initiating Payment...');
    expect(screen.getByTestId('amount').textContent).toBe('ksh 3,500');
    expect(screen.getByTestId('phone').textContent).toBe('0722000111');
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(heading()).toBe('Processing Lipia Deposit');
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
  });

  it('says a failed check and keeps checking (the error state)', async () => {
    let polls = 0;
    const { statusCalls } = renderProcessing(() => {
      polls += 1;
      return polls === 1 ? reply(500, { success: false, message: 'Internal error' }) : status('pending');
    });
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(screen.getByText('Failed to check payment status')).toBeTruthy();
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
    expect(screen.queryByText('Failed to check payment status')).toBeNull();
  });

  it('once paid, stops checking and after 3 s shows /ordersuccess with the deposit and the balance, replacing this screen', async () => {
    const { router, statusCalls } = renderProcessing(() => status('paid', { transactionId: 'TXN-LIP-8812', receipt: 'TXN-LIP-8812' }));
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(heading()).toBe('Deposit received');
    expect(screen.getByRole('status').textContent).toBe('Thank you! Taking you to your order…');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    await wait(LIPIA_DEPOSIT_REDIRECT_MS - 1);
    expect(router.state.location.pathname).toBe('/Lipia-Deposit-Processing');
    await wait(1);
    expect(router.state.location.pathname).toBe('/ordersuccess');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({
      order: { orderId: ORDER_ID, amount: 4_500, paymentMethod: 'Deposit', paymentMethodId: 'deposit', paymentStatus: 'pending' },
      deposit: { amount: 3_500, balance: 1_000 },
      receipt: 'TXN-LIP-8812',
    });
    expect(statusCalls()).toHaveLength(1);
  });

  it("shows a failure in place with the server's reason", async () => {
    const { statusCalls } = renderProcessing(() => status('failed', { paymentError: { code: 'FAILED', message: 'Insufficient funds' } }));
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(heading()).toBe('Payment Failed');
    expect(screen.getByRole('alert').textContent).toBe('Insufficient funds');
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/place-order');
    await wait(DEPOSIT_STATUS_POLL_MS * 2);
    expect(statusCalls()).toHaveLength(1);
  });

  it('resumes from sessionStorage after a reload, and says Invalid payment session without any deposit', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    const resumed = renderProcessing(() => status('pending'), { state: null });
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(resumed.statusCalls()).toHaveLength(1);
    resumed.unmount();
    sessionStorage.clear();
    const without = renderProcessing(() => status('pending'), { state: null });
    expect(screen.getByRole('alert').textContent).toBe('Invalid payment session');
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(without.statusCalls()).toHaveLength(0);
  });
});
