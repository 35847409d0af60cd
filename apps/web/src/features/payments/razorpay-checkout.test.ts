import type { RazorpayOrderResponse } from '@mitumba/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openRazorpayCheckout, POPUP_BLOCKED_MESSAGE } from './razorpay-checkout';

const order: RazorpayOrderResponse = {
  success: true, message: 'Razorpay order created', orderId: 'ORD-1700000000000-ab12cd34', amount: 4200,
  razorpayOrder: { id: 'order_Z9x8C7v6B5n4M3', amount: 420_000, currency: 'KES', receipt: 'ORD-1700000000000-ab12cd34' },
  keyId: 'rzp_test_mitumbasandbox', checkoutUrl: '/sandbox/razorpay/checkout',
};
const trio = { razorpay_payment_id: 'pay_Q1w2E3r4T5y6U7', razorpay_order_id: 'order_Z9x8C7v6B5n4M3', razorpay_signature: 'a'.repeat(64) };

/** The popup stands in as a real window of the page (an iframe's), so messages can carry it as their source. */
let popup: Window;
let frame: HTMLIFrameElement;
const post = (data: unknown, options: { origin?: string; source?: Window | null } = {}) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: options.origin ?? window.location.origin, source: options.source === undefined ? popup : options.source }));

beforeEach(() => {
  frame = document.createElement('iframe');
  document.body.append(frame);
  popup = frame.contentWindow!;
});
afterEach(() => {
  frame.remove();
  vi.restoreAllMocks();
});

describe('openRazorpayCheckout', () => {
  it('opens Checkout for the order and key in a popup, and resolves with the handler response', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const result = openRazorpayCheckout(order);
    const opened = new URL(String(open.mock.calls[0]?.[0]));
    expect(opened.pathname).toBe('/sandbox/razorpay/checkout');
    expect(Object.fromEntries(opened.searchParams)).toEqual({ order_id: 'order_Z9x8C7v6B5n4M3', key_id: 'rzp_test_mitumbasandbox' });
    expect(open.mock.calls[0]?.[2]).toContain('popup');
    post({ source: 'razorpay-checkout', response: trio });
    await expect(result).resolves.toEqual({ kind: 'paid', response: trio });
  });

  it('ignores messages from another origin, another window, or not from Checkout, and resolves once', async () => {
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const result = openRazorpayCheckout(order);
    post({ source: 'razorpay-checkout', response: trio }, { origin: 'https://evil.example' });
    post({ source: 'razorpay-checkout', response: trio }, { source: window });
    post({ source: 'other', response: trio });
    post({ source: 'razorpay-checkout', response: { razorpay_payment_id: 'pay_1' } });
    post({ source: 'razorpay-checkout', dismissed: true });
    post({ source: 'razorpay-checkout', response: trio });
    await expect(result).resolves.toEqual({ kind: 'dismissed' });
  });

  it('reports a declined payment with Razorpay\'s description', async () => {
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const result = openRazorpayCheckout(order);
    post({ source: 'razorpay-checkout', error: { code: 'BAD_REQUEST_ERROR', description: 'Your payment has been declined by your bank', reason: 'payment_declined' } });
    await expect(result).resolves.toEqual({ kind: 'failed', message: 'Your payment has been declined by your bank' });
  });

  it('asks for pop-ups when the browser blocked the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openRazorpayCheckout(order)).resolves.toEqual({ kind: 'failed', message: POPUP_BLOCKED_MESSAGE });
  });

  it('counts a popup closed by its window button as dismissed', async () => {
    vi.useFakeTimers();
    try {
      const closedPopup = { closed: false } as Window;
      vi.spyOn(window, 'open').mockReturnValue(closedPopup);
      const result = openRazorpayCheckout(order);
      Object.assign(closedPopup, { closed: true });
      await vi.advanceTimersByTimeAsync(600);
      await expect(result).resolves.toEqual({ kind: 'dismissed' });
    } finally {
      vi.useRealTimers();
    }
  });
});
