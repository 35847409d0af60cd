import type { VerifyRazorpayResponse } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, routedFetch } from '@/test/render';
import { confirmRazorpayPayment, RAZORPAY_CONFIRM_TRIES } from './razorpay-confirmation';

const trio = { razorpay_payment_id: 'pay_Q1w2E3r4T5y6U7', razorpay_order_id: 'order_Z9x8C7v6B5n4M3', razorpay_signature: 'a'.repeat(64) };
const answer = (paymentStatus: VerifyRazorpayResponse['paymentStatus']): VerifyRazorpayResponse => ({
  success: paymentStatus === 'paid', paymentStatus, orderId: 'ORD-1700000000000-ab12cd34',
  message: { paid: 'Payment received', pending: 'Waiting for Razorpay to confirm the payment', failed: 'Payment failed' }[paymentStatus],
});

/** The server's answers to verify, one per call, the last one repeated. */
function serverAnswering(...answers: VerifyRazorpayResponse['paymentStatus'][]) {
  const { fetch, calls } = routedFetch({ 'GET /api/order/verifyRazorpay': () => answer(answers[Math.min(calls.length, answers.length) - 1]!) });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('confirmRazorpayPayment', () => {
  it('asks again while the server says pending, and answers the first settled word', async () => {
    const calls = serverAnswering('pending', 'pending', 'paid');
    await expect(confirmRazorpayPayment(trio, 0)).resolves.toMatchObject({ success: true, paymentStatus: 'paid' });
    expect(calls).toHaveLength(3);
    expect(Object.fromEntries(calls[2]!.url.searchParams)).toEqual(trio);
  });

  it('answers at once when the first word is paid, and throws a failed one with its message', async () => {
    const paid = serverAnswering('paid');
    await expect(confirmRazorpayPayment(trio, 0)).resolves.toMatchObject({ paymentStatus: 'paid' });
    expect(paid).toHaveLength(1);
    const failed = serverAnswering('failed');
    await expect(confirmRazorpayPayment(trio, 0)).rejects.toThrow('Payment failed');
    expect(failed).toHaveLength(1);
  });

  it(`gives up after ${RAZORPAY_CONFIRM_TRIES} pending answers and hands back the last one`, async () => {
    const calls = serverAnswering('pending');
    await expect(confirmRazorpayPayment(trio, 0)).resolves.toMatchObject({ paymentStatus: 'pending', message: 'Waiting for Razorpay to confirm the payment' });
    expect(calls).toHaveLength(RAZORPAY_CONFIRM_TRIES);
  });

  it('lets a refusal through to the caller', async () => {
    vi.stubGlobal('fetch', routedFetch({ 'GET /api/order/verifyRazorpay': () => reply(400, { success: false, message: 'Payment verification failed' }) }).fetch);
    await expect(confirmRazorpayPayment(trio, 0)).rejects.toThrow('Payment verification failed');
  });
});
