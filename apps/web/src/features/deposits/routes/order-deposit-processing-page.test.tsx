import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_SCREEN_TIMEOUT_MS, DEPOSIT_STATUS_POLL_MS } from '@mitumba/contracts/deposits';
// The progress screens' test helper: test-only, so it is not in the payments index.
// eslint-disable-next-line no-restricted-imports
import { fakeTimersInEachTest, renderStatusScreen, wait } from '@/features/payments/routes/test-support';
import { reply, type RouteHandler } from '@/test/render';
import { OrderDepositProcessingPage } from './order-deposit-processing-page';

const ORDER_ID = 'ORD-1700000000100-ab12cd34';
const STORAGE_KEY = 'mitumba.orderDepositSession';
const state = {
  orderId: ORDER_ID, depositAmount: 1_500, paymentMethod: 'mpesa', requestId: 'req-77', phone: '+254712345678', customer: { firstName: 'Amina', lastName: 'Wanjiru' },
};
const paths = { mpesa: '/api/order/deposit/mpesa-status/req-77', lipia: '/api/order/deposit/lipia-status/req-77', tinypesa: '/api/order/deposit/tinypesa-status/req-77' };

/** GET /api/order/deposit/{mpesa|lipia}-status answers (spec 2 §3). */
const status = (value: 'pending' | 'paid' | 'failed', extra: object = {}) => ({
  success: true, status: value, transactionId: null, reference: 'ws_CO_1', phone: '+254712345678', receipt: null, message: 'ok', orderId: ORDER_ID,
  amount: 1_500, balance: 1_500, paymentError: null, ...extra,
});

function renderScreen(statusPath: string, handler: RouteHandler, { given = state as unknown } = {}) {
  return renderStatusScreen(statusPath, handler, [{ path: '/order-deposit-processing', element: <OrderDepositProcessingPage /> }], {
    url: '/order-deposit-processing', state: given,
  });
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

fakeTimersInEachTest();

describe('OrderDepositProcessingPage', () => {
  it("says 'Initiating Payment...' with the payment's details, then 'Processing M-Pesa Deposit', checking every 5 s with the token", async () => {
    const { statusCalls } = renderScreen(paths.mpesa, () => status('pending'));
    expect(heading()).toBe('Initiating Payment...');
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('transaction-id').textContent).toBe('req-77');
    expect(screen.getByTestId('deposit-amount').textContent).toBe('ksh 1,500');
    expect(screen.getByTestId('phone').textContent).toBe('+254712345678');
    expect(screen.getByRole('button', { name: 'Copy phone number' })).toBeTruthy();
    expect(screen.getByTestId('customer-name').textContent).toBe('Amina Wanjiru');
    await wait(DEPOSIT_STATUS_POLL_MS - 1);
    expect(statusCalls()).toHaveLength(0);
    await wait(1);
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(heading()).toBe('Processing M-Pesa Deposit');
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
  });

  it("says 'Balance paid', not 'Deposit Successful!', for the payment that leaves nothing to pay", async () => {
    let polls = 0;
    renderScreen(paths.mpesa, () => {
      polls += 1;
      return polls < 2 ? status('pending') : status('paid', { receipt: 'SGH7K2L9QY', transactionId: 'SGH7K2L9QY', balance: 0 });
    });
    await wait(DEPOSIT_STATUS_POLL_MS * 2);
    expect(heading()).toBe('Balance paid');
    expect(screen.getByText('Your order is now paid in full. Thank you!')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('ksh 0');
  });

  it("shows 'Deposit Successful!' with the receipt once paid, stops checking, and shows it again after a reload", async () => {
    let polls = 0;
    const { statusCalls, unmount } = renderScreen(paths.mpesa, () => {
      polls += 1;
      return polls < 2 ? status('pending') : status('paid', { receipt: 'SGH7K2L9QX', transactionId: 'SGH7K2L9QX', balance: 1_500 });
    });
    await wait(DEPOSIT_STATUS_POLL_MS * 2);
    expect(heading()).toBe('Deposit Successful!');
    expect(screen.getByText('Your deposit payment was successful. The amount has been added to your order.')).toBeTruthy();
    expect(screen.getByTestId('receipt').textContent).toBe('SGH7K2L9QX');
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('amount').textContent).toBe('ksh 1,500');
    expect(screen.getByTestId('balance').textContent).toBe('ksh 1,500');
    expect(screen.getByRole('link', { name: 'View Order Details' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders');
    await wait(DEPOSIT_STATUS_POLL_MS * 3);
    expect(statusCalls()).toHaveLength(2);
    unmount();

    const again = renderScreen(paths.mpesa, () => status('pending'), { given: null });
    expect(heading()).toBe('Deposit Successful!');
    await wait(DEPOSIT_STATUS_POLL_MS * 2);
    expect(again.statusCalls()).toHaveLength(0);
  });

  it("shows 'Payment Failed' for a failed Lipia payment: 'Payment failed or was canceled', Back to Orders and View Order", async () => {
    const { statusCalls } = renderScreen(paths.lipia, () => status('failed'), { given: { ...state, paymentMethod: 'lipia' } });
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
    expect(heading()).toBe('Payment Failed');
    expect(screen.getByRole('alert').textContent).toBe('Payment failed or was canceled');
    expect(screen.getByText('Nothing was taken: your balance is as it was.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(`/order/${ORDER_ID}`);
  });

  it("gives the provider's reason for a failed M-Pesa payment", async () => {
    renderScreen(paths.mpesa, () => status('failed', { paymentError: { code: '1032', message: 'Request cancelled by user' } }));
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(screen.getByRole('alert').textContent).toBe('Transaction declined by user');
  });

  it("follows a TinyPesa payment through its own call, with the server's message when it fails", async () => {
    let polls = 0;
    const tinypesa = (paymentStatus: string, message: string) => ({
      success: true, paymentStatus, balance: 1_500, message, tinypesaRequestId: 'req-77', orderId: ORDER_ID, amount: 1_500, mpesaReceipt: null,
    });
    const { statusCalls } = renderScreen(paths.tinypesa, () => {
      polls += 1;
      return polls < 2 ? tinypesa('pending', 'Waiting for the customer') : tinypesa('failed', 'Insufficient balance');
    }, { given: { ...state, paymentMethod: 'tinypesa' } });
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(heading()).toBe('Processing TinyPesa Deposit');
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
    expect(heading()).toBe('Payment Failed');
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
  });

  it("says 'Failed to check payment status' when a check fails, and keeps checking", async () => {
    let polls = 0;
    const { statusCalls } = renderScreen(paths.mpesa, () => {
      polls += 1;
      return polls === 1 ? reply(500, { success: false, message: 'Internal error' }) : status('pending');
    });
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(screen.getByText('Failed to check payment status')).toBeTruthy();
    expect(heading()).toBe('Processing M-Pesa Deposit');
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
    expect(screen.queryByText('Failed to check payment status')).toBeNull();
  });

  it("gives up after 10 minutes: 'Payment Failed' and 'Taking too long? Please check your phone for payment prompt'", async () => {
    const { statusCalls } = renderScreen(paths.mpesa, () => status('pending'));
    await wait(DEPOSIT_SCREEN_TIMEOUT_MS - DEPOSIT_STATUS_POLL_MS);
    expect(heading()).toBe('Processing M-Pesa Deposit');
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(120);
    expect(heading()).toBe('Payment Failed');
    expect(screen.getByText('Taking too long? Please check your phone for payment prompt')).toBeTruthy();
    await wait(DEPOSIT_STATUS_POLL_MS * 2);
    expect(statusCalls()).toHaveLength(120);
  });

  it('resumes from sessionStorage after a reload without navigation state', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...state, customerName: 'Amina Wanjiru' }));
    const { statusCalls } = renderScreen(paths.mpesa, () => status('pending'), { given: null });
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('customer-name').textContent).toBe('Amina Wanjiru');
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(1);
  });

  it("says 'Invalid payment session' without the payment, with the way back to /orders", async () => {
    const { statusCalls } = renderScreen(paths.mpesa, () => status('pending'), { given: { requestId: 'req-77', paymentMethod: 'mpesa' } });
    expect(heading()).toBe('Invalid payment session');
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders');
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(0);
  });

  it("says 'Unsupported payment method' for a method the screen cannot follow", async () => {
    const { statusCalls } = renderScreen(paths.mpesa, () => status('pending'), { given: { ...state, paymentMethod: 'paystack' } });
    expect(heading()).toBe('Unsupported payment method');
    await wait(DEPOSIT_STATUS_POLL_MS);
    expect(statusCalls()).toHaveLength(0);
  });
});
