import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID_PATTERN } from '@mitumba/contracts/plain';
import { aCart, anOrder } from '@/test/fixtures';
import { reply } from '@/test/render';
import { lastAddress, jacket, tee, cart, renderCheckout, confirm, agreeToTerms, settings } from './place-order-page.harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlaceOrderPage placing', () => {
  const initiated = { success: true, message: 'STK sent', mpesaRequestId: 'ws_CO_123', orderId: '', amount: 4050, customerMessage: 'Success' };

  it('places once on a double click, with the coupon, then goes to /mpesa-processing and keeps the session', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { callsTo, router } = renderCheckout({
      'POST /api/coupon/validate': () => ({ success: true, discount: 10, type: 'percentage', message: 'Coupon applied', amountOff: 450, coupon: { _id: 'c-1', code: 'KARIBU10' } }),
      'POST /api/order/mpesa/initiate': async ({ body }) => {
        await held;
        return { ...initiated, orderId: (body as { orderId: string }).orderId };
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I have a coupon' }));
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'KARIBU10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('cart-coupon');
    agreeToTerms();

    fireEvent.click(confirm());
    fireEvent.click(confirm());
    await waitFor(() => expect(confirm().textContent).toBe('Placing order…'));
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirm());
    release();
    await screen.findByText('mpesa processing');

    const initiations = callsTo('/api/order/mpesa/initiate');
    expect(initiations).toHaveLength(1);
    const body = initiations[0]?.body as Record<string, unknown>;
    expect(body.orderId).toMatch(ORDER_ID_PATTERN);
    expect(body).toMatchObject({
      userId: 'user-42', amount: 4050, discount: 450, couponCode: 'KARIBU10', phone: '0712345678',
      address: { ...lastAddress, mpesaPhone: '0712345678' },
      items: [
        { _id: 'p-1', name: 'Denim jacket', price: 1500, quantity: 2, weight: 'M', image: [jacket.image] },
        { _id: 'p-2', name: 'Striped tee', price: 1500, quantity: 1, weight: 'S', image: [] },
      ],
    });
    expect(callsTo('/api/user/save-address')[0]?.body).toEqual({ userId: 'user-42', address: lastAddress });
    const session = { mpesaRequestId: 'ws_CO_123', orderId: body.orderId, amount: 4050, phone: '0712345678', customerName: 'Amina Wanjiru' };
    expect(router.state.location.state).toEqual(session);
    expect(JSON.parse(sessionStorage.getItem('mitumba.mpesaSession') ?? 'null')).toEqual(session);
  });

  it("shows the server's refusal and tries again as a new order", async () => {
    const { callsTo } = renderCheckout({
      'POST /api/order/mpesa/initiate': () => reply(503, { success: false, message: 'M-Pesa is not answering. Please try again.' }),
    });
    await screen.findByLabelText('First name');
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('M-Pesa is not answering. Please try again.')).toBeTruthy();
    await waitFor(() => expect(confirm().textContent).toBe('Pay KES 4,500 with M-Pesa'));
    fireEvent.click(confirm());
    await waitFor(() => expect(callsTo('/api/order/mpesa/initiate')).toHaveLength(2));
    const [first, second] = callsTo('/api/order/mpesa/initiate').map((call) => (call.body as { orderId: string }).orderId);
    expect(second).not.toBe(first);
  });

  it('sends the same order id again when the first try got no answer, so the server can return that order', async () => {
    const { callsTo } = renderCheckout({
      'POST /api/order/mpesa/initiate': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByLabelText('First name');
    agreeToTerms();
    fireEvent.click(confirm());
    await waitFor(() => expect(callsTo('/api/order/mpesa/initiate')).toHaveLength(1));
    await waitFor(() => expect(confirm().textContent).toBe('Pay KES 4,500 with M-Pesa'));
    fireEvent.click(confirm());
    await waitFor(() => expect(callsTo('/api/order/mpesa/initiate')).toHaveLength(2));
    const [first, second] = callsTo('/api/order/mpesa/initiate').map((call) => (call.body as { orderId: string }).orderId);
    expect(second).toBe(first);
  });

  it("says 'Payment initiation failed' when the server gives no message", async () => {
    renderCheckout({ 'POST /api/order/mpesa/initiate': () => reply(502, null) });
    await screen.findByLabelText('First name');
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('Payment initiation failed')).toBeTruthy();
  });

  it('still places the order when the address cannot be saved, saying so', async () => {
    const { callsTo } = renderCheckout({
      'POST /api/user/save-address': () => reply(500, { success: false, message: 'Internal error' }),
      'POST /api/order/mpesa/initiate': () => ({ ...initiated, orderId: 'ORD-1' }),
    });
    await screen.findByLabelText('First name');
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('Failed to save address. Please try again.')).toBeTruthy();
    await screen.findByText('mpesa processing');
    expect(callsTo('/api/order/mpesa/initiate')).toHaveLength(1);
  });

  it('goes to /placeorderfail when the server refuses because of a pending order', async () => {
    const { router } = renderCheckout({
      'POST /api/order/mpesa/initiate': () => reply(409, { success: false, message: 'This customer has pending orders.', hasPending: true }),
    });
    await screen.findByLabelText('First name');
    agreeToTerms();
    fireEvent.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toBe('/placeorderfail'));
  });

  it('shows the new total when the server says it has changed', async () => {
    let answer = cart;
    const { callsTo } = renderCheckout({
      'POST /api/cart/get': () => answer,
      'POST /api/order/mpesa/initiate': () => reply(409, { success: false, message: 'Your total has changed to Ksh 5,000.00. Please review your order and confirm again.', amount: 5000 }),
    });
    await screen.findByLabelText('First name');
    answer = aCart([jacket, tee], { subtotal: 5000, total: 5000 });
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('Your total has changed to Ksh 5,000.00. Please review your order and confirm again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('ksh 5,000.00'));
    expect(callsTo('/api/cart/get')).toHaveLength(2);
  });
});

const withCash = { ...settings, methods: [...settings.methods, { id: 'cash', label: 'Cash', enabled: true, description: 'Pay at our shop: the cashier gives you a security code.' }] };

describe('PlaceOrderPage cash at the counter', () => {
  const chooseCash = async () => fireEvent.click(await screen.findByRole('radio', { name: /^Cash/ }));

  it('keeps the final button disabled until the security code is valid', async () => {
    let valid = false;
    const { callsTo } = renderCheckout({
      'GET /api/payment-settings': () => withCash,
      'POST /api/security-codes/validate': () => ({ success: true, valid, message: valid ? 'ok' : 'Invalid security code' }),
    });
    await chooseCash();
    const code = screen.getByLabelText('Security code');
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
    expect(confirm().textContent).toBe('Pay KES 4,500 in cash');

    fireEvent.change(code, { target: { value: '4071' } });
    expect(callsTo('/api/security-codes/validate')).toHaveLength(0);
    fireEvent.change(code, { target: { value: '40718' } });
    // Said beside the field and in a toast.
    await waitFor(() => expect(screen.getAllByText('Invalid security code')).toHaveLength(2));
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo('/api/security-codes/validate')[0]?.body).toEqual({ email: 'amina@example.test', code: '40718' });

    valid = true;
    fireEvent.change(code, { target: { value: '40719' } });
    expect(await screen.findByText('Security code accepted')).toBeTruthy();
    expect((confirm() as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'Error validating security code' when the check fails", async () => {
    renderCheckout({ 'GET /api/payment-settings': () => withCash, 'POST /api/security-codes/validate': () => reply(500, { success: false, message: 'Internal error' }) });
    await chooseCash();
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '12345' } });
    expect((await screen.findAllByText('Error validating security code')).length).toBeGreaterThanOrEqual(1);
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('PlaceOrderPage cash on delivery', () => {
  const chooseCod = async () => fireEvent.click(await screen.findByRole('radio', { name: /^COD/ }));

  it('asks no code, says who takes the cash and when, places the order and shows it waiting for the payment', async () => {
    const order = anOrder({ orderId: 'ORD-1700000000000-bbbbbbbbbbbb', amount: 4500, reference: 'K7QX3M', payBy: '2024-05-03T10:00:00.000Z' });
    const { callsTo } = renderCheckout({ 'POST /api/order/place': () => ({ success: true, message: 'Order placed', order }) });
    await chooseCod();
    expect(screen.queryByLabelText('Security code')).toBeNull();
    expect(screen.queryByText(/Ask the cashier/)).toBeNull();
    expect(screen.getByText(/Pay KES 4,500 in cash to the delivery rider when your order arrives, or at our counter when you collect it/)).toBeTruthy();
    expect(confirm().textContent).toBe('Place order · pay KES 4,500 on delivery');
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByRole('heading', { name: 'Order placed — waiting for your payment' })).toBeTruthy();
    expect(screen.queryByText('Order Placed Successfully!')).toBeNull();
    const body = callsTo('/api/order/place')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ paymentMethod: 'cod', email: 'amina@example.test', amount: 4500, discount: 0, couponCode: null, address: lastAddress });
    expect(body.securityCode).toBeUndefined();
    expect(screen.getByTestId('order-reference').textContent).toBe('K7QX3M');
    expect(screen.getByTestId('payment-method').textContent).toBe('COD');
    expect(screen.getByTestId('payment-status').textContent).toBe('Waiting for your payment');
    // The server emptied the cart: it is asked for again.
    await waitFor(() => expect(callsTo('/api/cart/get').length).toBeGreaterThanOrEqual(2));
  });

  it("falls back to 'Failed to place COD order. Please try again later.'", async () => {
    renderCheckout({ 'POST /api/order/place': () => reply(500, null) });
    await chooseCod();
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('Failed to place COD order. Please try again later.')).toBeTruthy();
  });
});

describe('PlaceOrderPage Sidian', () => {
  it('shows the paybill, the amount and the deadline before placing, then the reference as the account, with copy buttons', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const order = anOrder({ orderId: 'ORD-1700000000000-cccccccccccc', reference: 'W3ZX8N', paymentMethod: 'Sidian', paymentMethodId: 'sidian', amount: 4500, payBy: '2024-05-03T10:00:00.000Z' });
    const bankDetails = { bankName: 'Sidian Bank', paybill: '111999', accountNumber: '01200012345678', accountName: 'Mitumba Ltd' };
    renderCheckout({
      'GET /api/order/bankdetails': () => ({ success: true, ...bankDetails }),
      'POST /api/order/sidian': () => ({ success: true, message: 'Order placed', order, bankDetails }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /^Sidian/ }));
    const before = within(await screen.findByRole('region', { name: /Pay by M-Pesa paybill/ }));
    expect(await before.findByText('111999')).toBeTruthy();
    expect(before.getByText('KES 4,500')).toBeTruthy();
    expect(before.getByText('Your order reference, given when you place the order')).toBeTruthy();
    expect(before.getByText('Pay within 48 hours of placing the order, or it is cancelled and its items go back on sale.')).toBeTruthy();
    expect(confirm().textContent).toBe('Place order · pay KES 4,500 by paybill');
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByRole('heading', { name: 'Order placed — waiting for your payment' })).toBeTruthy();
    const details = within(await screen.findByRole('region', { name: /Pay by M-Pesa paybill/ }));
    expect(details.getByText('111999')).toBeTruthy();
    expect(details.getByText('W3ZX8N')).toBeTruthy();
    expect(details.getByText('Mitumba Ltd')).toBeTruthy();
    fireEvent.click(details.getByRole('button', { name: 'Copy account' }));
    expect(await screen.findByText('Reference copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('W3ZX8N');
    fireEvent.click(details.getByRole('button', { name: 'Copy paybill' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('111999'));
  });
});
