import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID_PATTERN } from '@mitumba/contracts/plain';
import { reply } from '@/test/render';
import { agreeToTerms, confirm, lastAddress, renderCheckout, settingsWithCards } from './place-order-page.harness';

/** Razorpay's checkout window: an iframe's window of this page, so its messages can name it as their source. */
let frame: HTMLIFrameElement | null = null;
function openedRazorpayWindow() {
  frame = document.createElement('iframe');
  document.body.append(frame);
  const popup = frame.contentWindow as Window;
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const post = (data: object) => window.dispatchEvent(new MessageEvent('message', { data: { source: 'razorpay-checkout', ...data }, origin: window.location.origin, source: popup }));
  return { open, post };
}

afterEach(() => {
  frame?.remove();
  frame = null;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ORDER_ID = 'ORD-1700000000000-ab12cd34';

function renderWithCards(handlers: Parameters<typeof renderCheckout>[0] = {}, disabled: string[] = []) {
  return renderCheckout({ 'GET /api/payment-settings': () => settingsWithCards(disabled), ...handlers });
}

async function placeWith(label: string) {
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }));
  agreeToTerms();
  fireEvent.click(confirm());
}

describe('PlaceOrderPage card providers', () => {
  it('shows Paystack, Card (Stripe) and Razorpay only when enabled in the payment settings', async () => {
    renderWithCards({}, ['razorpay']);
    await screen.findByRole('radio', { name: /^Paystack/ });
    expect(screen.getByRole('radio', { name: /^Card \(Stripe\)/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^Razorpay/ })).toBeNull();
  });

  it('hides Paystack when the shop has it switched off', async () => {
    renderCheckout();
    await screen.findByRole('radio', { name: /^M-Pesa/ });
    expect(screen.queryByRole('radio', { name: /^Paystack/ })).toBeNull();
  });

  it('starts a Paystack payment and goes to /Paystack-Processing with the page to pay on', async () => {
    const answer = {
      success: true, message: 'Authorization URL created', authorizationUrl: 'http://127.0.0.1:4010/paystack/checkout/acc_x1',
      reference: 'MTB-PS-1', orderId: ORDER_ID, amount: 4500,
    };
    const { callsTo, router } = renderWithCards({ 'POST /api/order/paystack/initiate': () => answer });
    await placeWith('Paystack');
    await screen.findByText('Paystack-Processing screen');
    const body = callsTo('/api/order/paystack/initiate')[0]?.body as Record<string, unknown>;
    expect(body.orderId).toMatch(ORDER_ID_PATTERN);
    expect(body).toMatchObject({ userId: 'user-42', amount: 4500, address: lastAddress });
    expect(router.state.location.state).toEqual({ authorizationUrl: answer.authorizationUrl, reference: 'MTB-PS-1', orderId: ORDER_ID, amount: 4500 });
  });

  it("sends a Stripe payment to Stripe's page", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const url = 'http://127.0.0.1:4010/stripe/c/pay/cs_test_a1';
    const { callsTo } = renderWithCards({
      'POST /api/order/stripe': () => ({ success: true, message: 'ok', url, sessionId: 'cs_test_a1', orderId: ORDER_ID, amount: 4500 }),
    });
    await placeWith('Card (Stripe)');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(callsTo('/api/order/stripe')[0]?.body).toMatchObject({ amount: 4500, address: lastAddress });
  });

  it("says 'Payment initiation failed', or the server's message, when a card payment cannot start", async () => {
    renderWithCards({ 'POST /api/order/paystack/initiate': () => reply(502, { success: false }) });
    await placeWith('Paystack');
    expect(await screen.findByText('Payment initiation failed')).toBeTruthy();
    expect(screen.queryByText('Paystack-Processing screen')).toBeNull();
  });

  it("shows the server's message when Stripe refuses", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithCards({ 'POST /api/order/stripe': () => reply(502, { success: false, message: 'Card payments are unavailable right now' }) });
    await placeWith('Card (Stripe)');
    expect(await screen.findByText('Card payments are unavailable right now')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  describe('Razorpay', () => {
    const razorpayOrder = {
      success: true, message: 'Razorpay order created', orderId: ORDER_ID, amount: 4500,
      razorpayOrder: { id: 'order_Z9x8C7v6B5n4M3', amount: 450_000, currency: 'KES', receipt: ORDER_ID },
      keyId: 'rzp_test_mitumbasandbox', checkoutUrl: '/sandbox/razorpay/checkout',
    };
    const trio = { razorpay_payment_id: 'pay_Q1w2E3r4T5y6U7', razorpay_order_id: 'order_Z9x8C7v6B5n4M3', razorpay_signature: 'a'.repeat(64) };
    const verified = (paid: boolean) => ({ success: paid, paymentStatus: paid ? 'paid' : 'pending', orderId: ORDER_ID, message: paid ? 'Payment verified' : 'Invalid signature' });

    it('opens the checkout for the order, has the server verify the payment, then shows /ordersuccess', async () => {
      const { open, post } = openedRazorpayWindow();
      const { callsTo, router } = renderWithCards({ 'POST /api/order/razorpay': () => razorpayOrder, 'GET /api/order/verifyRazorpay': () => verified(true) });
      await placeWith('Razorpay');
      await waitFor(() => expect(open).toHaveBeenCalled());
      expect(callsTo('/api/order/razorpay')[0]?.body).toMatchObject({ amount: 4500, address: lastAddress });
      expect(callsTo('/api/order/verifyRazorpay')).toHaveLength(0);
      post({ response: trio });
      await waitFor(() => expect(router.state.location.pathname).toBe('/ordersuccess'));
      expect(Object.fromEntries(callsTo('/api/order/verifyRazorpay')[0]?.url.searchParams ?? [])).toEqual(trio);
      expect(router.state.location.state).toEqual({
        order: { orderId: ORDER_ID, amount: 4500, paymentMethod: 'Razorpay', paymentMethodId: 'razorpay', paymentStatus: 'paid' },
      });
    });

    it('stays on the checkout with the server\'s reason when it refuses the payment', async () => {
      const { post } = openedRazorpayWindow();
      const { router } = renderWithCards({
        'POST /api/order/razorpay': () => razorpayOrder,
        'GET /api/order/verifyRazorpay': () => reply(400, { success: false, message: 'Payment signature is invalid' }),
      });
      await placeWith('Razorpay');
      await waitFor(() => expect(window.open).toHaveBeenCalled());
      post({ response: trio });
      expect(await screen.findByText('Payment signature is invalid')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/place-order');
    });

    it("says the checkout's reason for a declined payment, and nothing when the customer closes it", async () => {
      const { post } = openedRazorpayWindow();
      const { callsTo } = renderWithCards({ 'POST /api/order/razorpay': () => razorpayOrder });
      await placeWith('Razorpay');
      await waitFor(() => expect(window.open).toHaveBeenCalled());
      post({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your payment has been declined by your bank' } });
      expect(await screen.findByText('Your payment has been declined by your bank')).toBeTruthy();
      fireEvent.click(confirm());
      await waitFor(() => expect(window.open).toHaveBeenCalledTimes(2));
      post({ dismissed: true });
      await waitFor(() => expect(confirm().hasAttribute('disabled')).toBe(false));
      expect(callsTo('/api/order/verifyRazorpay')).toHaveLength(0);
    });
  });
});
