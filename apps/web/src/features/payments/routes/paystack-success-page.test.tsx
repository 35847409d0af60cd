import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, type RouteHandler } from '@/test/render';
import { PAYSTACK_POLL_MS } from '../card-timings';
import { PaystackSuccessPage } from './paystack-success-page';
import { fakeTimersInEachTest, renderStatusScreen, wait } from './test-support';

const REFERENCE = 'MTB-PS-1700000000000';
const STATUS_PATH = `/api/order/paystack/status/${REFERENCE}`;
const ORDER_ID = 'ORD-1700000000000-ab12cd34ef56';

const status = (value: 'pending' | 'success' | 'failed', message: string | null = null) => ({
  success: true, reference: REFERENCE, status: value,
  paymentDetails: { channel: 'card', paidAt: null, message },
  order: { orderId: ORDER_ID, amount: 7_250, paymentStatus: value === 'success' ? 'paid' : value },
});

function renderSuccess(statusHandler: RouteHandler, { url = '/paystack-success', state }: { url?: string; state?: unknown } = {}) {
  return renderStatusScreen(STATUS_PATH, statusHandler, [{ path: '/paystack-success', element: <PaystackSuccessPage /> }], { url, state });
}

fakeTimersInEachTest();

describe('PaystackSuccessPage', () => {
  it("reads Paystack's reference from the query string and shows the paid order", async () => {
    const { statusCalls, token } = renderSuccess(() => status('success'), { url: `/paystack-success?trxref=${REFERENCE}&reference=${REFERENCE}` });
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByTestId('reference').textContent).toBe(REFERENCE);
    expect(screen.getByTestId('order-id').textContent).toBe(ORDER_ID);
    expect(screen.getByTestId('amount').textContent).toBe('7,250.00');
    expect(screen.getByTestId('payment-status').textContent).toBe('paid');
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(statusCalls()[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('takes the reference from navigation state and asks every 5 s until the payment is known', async () => {
    let polls = 0;
    const { statusCalls } = renderSuccess(() => (++polls < 3 ? status('pending') : status('success')), { state: { reference: REFERENCE, orderId: ORDER_ID } });
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeTruthy();
    await wait(PAYSTACK_POLL_MS);
    expect(statusCalls()).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    await wait(PAYSTACK_POLL_MS);
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy());
    await wait(PAYSTACK_POLL_MS * 3);
    expect(statusCalls()).toHaveLength(3);
  });

  it('never shows a success the server does not confirm: a failed payment offers Try Again', async () => {
    renderSuccess(() => status('failed', 'Declined'), { url: `/paystack-success?reference=${REFERENCE}` });
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Declined');
    expect(screen.getByRole('link', { name: 'Try Again' })).toBeTruthy();
  });

  it('says a failed check and asks again', async () => {
    let polls = 0;
    renderSuccess(() => (++polls === 1 ? reply(503, { success: false, message: 'Unavailable' }) : status('success')), { url: `/paystack-success?reference=${REFERENCE}` });
    await wait(0);
    expect(screen.getByText('Failed to check payment status')).toBeTruthy();
    await wait(PAYSTACK_POLL_MS);
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy());
  });

  it("says 'Invalid payment session' without a reference", () => {
    const { statusCalls } = renderSuccess(() => status('success'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid payment session');
    expect(statusCalls()).toHaveLength(0);
  });
});
