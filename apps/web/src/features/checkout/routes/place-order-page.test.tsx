import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID_PATTERN, type CartResponse } from '@mitumba/contracts/plain';
import { aCart, aCartLine, anOrder, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { OrderSuccessPage } from './order-success-page';
import { PlaceOrderFailPage } from './place-order-fail-page';
import { PlaceOrderPage } from './place-order-page';

const method = (id: string, label: string, description: string, enabled = true) => ({ id, label, enabled, description });
const settings = {
  success: true, enabledMethods: ['mpesa', 'cod', 'sidian'], depositMethods: [], depositSettings: { minDepositRegular: 50, minDepositNewUser: 75 },
  methods: [
    method('paystack', 'Paystack', 'Card or M-Pesa on the Paystack page.', false),
    method('mpesa', 'M-Pesa', 'Pay now: we send a prompt to your phone, you enter your M-Pesa PIN.'),
    method('sidian', 'Sidian', 'Pay to our Sidian Bank paybill from your M-Pesa menu; we confirm it by hand.'),
    method('cod', 'COD', 'Pay in cash when your order arrives. Ask the cashier for the security code.'),
  ],
};
const profile = {
  success: true, message: 'ok',
  user: { _id: 'user-42', name: 'Amina Wanjiru', phone: '+254712345678', email: 'amina@example.test', role: 'customer', profilePicture: null, jbwallet: 0, lastUsedAddress: null },
};
const lastAddress = {
  firstName: 'Amina', lastName: 'Wanjiru', email: 'amina@example.test', street: 'Moi Avenue 12', city: 'Nairobi', state: 'Starehe',
  country: 'Kenya', pickupLocation: '', phone: '0712345678',
};
const jacket = aCartLine({ productId: 'p-1', name: 'Denim jacket', weight: 'M', quantity: 2, unitPrice: 1500, lineTotal: 3000 });
const tee = aCartLine({ productId: 'p-2', name: 'Striped tee', weight: 'S', quantity: 1, unitPrice: 1500, lineTotal: 1500, image: null });
const cart = aCart([jacket, tee], { subtotal: 4500, total: 4500 });

function renderCheckout(handlers: Record<string, RouteHandler> = {}, { cartAnswer = cart as CartResponse, address = lastAddress as object | null } = {}) {
  signIn();
  const stub = routedFetch({
    'GET /api/order/pending': () => ({ success: true, hasPending: false, pendingOrder: null }),
    'POST /api/cart/get': () => cartAnswer,
    'GET /api/payment-settings': () => settings,
    'GET /api/user/last-address/user-42': () => ({ success: true, address }),
    'GET /api/user/profile': () => profile,
    'POST /api/user/save-address': () => ({ success: true, message: 'Address saved' }),
    ...handlers,
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(
    [
      { path: '/place-order', element: <PlaceOrderPage /> },
      { path: '/login', element: <p>login page</p> },
      { path: '/placeorderfail', element: <PlaceOrderFailPage /> },
      { path: '/ordersuccess', element: <OrderSuccessPage /> },
      { path: '/mpesa-processing', element: <p>mpesa processing</p> },
    ],
    { url: '/place-order', state: { discount: 0 } },
  );
  const callsTo = (path: string) => stub.calls.filter((call) => call.url.pathname === path);
  return { ...stub, ...view, callsTo };
}

const confirm = () => screen.getByRole('button', { name: /Confirm Order|Placing order…/ });
const agreeToTerms = () => {
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the privacy policy' }));
};
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlaceOrderPage', () => {
  it("sends visitors to /login with 'Please login to place an order.'", async () => {
    const stub = routedFetch({});
    vi.stubGlobal('fetch', vi.fn(stub.fetch));
    const { router } = renderApp(
      [
        { path: '/place-order', element: <PlaceOrderPage /> },
        { path: '/login', element: <p>login page</p> },
      ],
      { url: '/place-order' },
    );
    expect(await screen.findByText('Please login to place an order.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(stub.calls).toHaveLength(0);
  });

  it('sends a customer with a pending order to /placeorderfail with that order', async () => {
    const pendingOrder = anOrder({ orderId: 'ORD-1700000000000-aaaaaaaaaaaa', amount: 2500, paymentMethod: 'M-Pesa', paymentMethodId: 'mpesa' });
    const { router } = renderCheckout({ 'GET /api/order/pending': () => ({ success: true, hasPending: true, pendingOrder }) });
    expect(await screen.findByText('This customer has pending orders.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/placeorderfail');
    expect(screen.getByTestId('order-id').textContent).toBe('ORD-1700000000000-aaaaaaaaaaaa');
    expect(screen.getByTestId('amount').textContent).toBe('ksh 2,500');
    expect(screen.getByRole('link', { name: 'View Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/cart');
  });

  it("fills the form from the last address, shows the server's totals and only the enabled methods", async () => {
    renderCheckout();
    expect((await screen.findByLabelText('First name') as HTMLInputElement).value).toBe('Amina');
    expect(field('County').value).toBe('Nairobi');
    expect(field('Sub-County').value).toBe('Starehe');
    expect(field('Phone').value).toBe('0712345678');
    expect(screen.getByTestId('cart-total').textContent).toBe('ksh 4,500.00');
    expect((screen.getByRole('radio', { name: /^M-Pesa/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /^COD/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Paystack/ })).toBeNull();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['mpesa', 'sidian', 'cod']);
    expect((screen.getByLabelText('M-Pesa phone number') as HTMLInputElement).value).toBe('0712345678');
  });

  it('fills the form from the profile when there is no last address (name split, local phone)', async () => {
    renderCheckout({}, { address: null });
    expect((await screen.findByLabelText('First name') as HTMLInputElement).value).toBe('Amina');
    expect(field('Last name').value).toBe('Wanjiru');
    expect(field('Email').value).toBe('amina@example.test');
    expect(field('Phone').value).toBe('0712345678');
  });

  it("says 'Your cart is empty. Add items to proceed.' with a way to the collection", async () => {
    renderCheckout({}, { cartAnswer: aCart([]) });
    expect(await screen.findByText('Your cart is empty. Add items to proceed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/collection');
  });

  it('checks phones inline and refuses to place the order while one is wrong', async () => {
    const { callsTo } = renderCheckout();
    const phone = await screen.findByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '07123' } });
    fireEvent.blur(phone);
    expect(screen.getAllByText('Phone number must be 10 digits (e.g., 0712345678)').length).toBeGreaterThan(0);
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('Please fix phone number validation errors')).toBeTruthy();
    expect(callsTo('/api/order/mpesa/initiate')).toHaveLength(0);
  });

  it('checks the M-Pesa phone too', async () => {
    renderCheckout();
    const mpesaPhone = await screen.findByLabelText('M-Pesa phone number');
    fireEvent.change(mpesaPhone, { target: { value: '0712 345' } });
    fireEvent.blur(mpesaPhone);
    expect(screen.getByText('Phone number must be 10 digits (e.g., 0712345678)')).toBeTruthy();
    expect(field('Phone').getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for both the terms and the privacy policy', async () => {
    const { callsTo } = renderCheckout();
    await screen.findByLabelText('First name');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    fireEvent.click(confirm());
    expect(await screen.findByText('Please agree to the terms and conditions and privacy policy to proceed.')).toBeTruthy();
    expect(callsTo('/api/order/mpesa/initiate')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
  });
});

describe('PlaceOrderPage coupon', () => {
  const applied = { success: true, discount: 10, type: 'percentage', message: 'Coupon applied', amountOff: 450, coupon: { _id: 'c-1', code: 'KARIBU10' } };

  async function openCoupon() {
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I have a coupon' }));
    return screen.getByLabelText('Coupon code');
  }

  it('asks for a code, applies one, refuses a second and removes it', async () => {
    const { callsTo } = renderCheckout({ 'POST /api/coupon/validate': () => applied });
    const input = await openCoupon();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a coupon code or proceed without it.')).toBeTruthy();
    expect(callsTo('/api/coupon/validate')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'KARIBU10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('cart-coupon')).toBeTruthy();
    expect(screen.getByTestId('cart-coupon').textContent).toBe('− ksh 450.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('ksh 4,050.00');
    expect(callsTo('/api/coupon/validate')[0]?.body).toEqual({ code: 'KARIBU10', userId: 'user-42' });

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon already applied')).toBeTruthy();
    expect(callsTo('/api/coupon/validate')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon KARIBU10' }));
    expect(screen.queryByTestId('cart-coupon')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('ksh 4,500.00');
  });

  it("shows the server's refusal, or 'Failed to apply coupon. Please try again.' without one", async () => {
    let answer = reply(422, { success: false, message: 'This coupon has expired' });
    renderCheckout({ 'POST /api/coupon/validate': () => answer });
    const input = await openCoupon();
    fireEvent.change(input, { target: { value: 'OLD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired')).toBeTruthy();

    answer = reply(500, null);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to apply coupon. Please try again.')).toBeTruthy();
  });

  it('will not place the order with coupon mode on and no code', async () => {
    const { callsTo } = renderCheckout();
    await openCoupon();
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('Please enter a coupon code or proceed without it.')).toBeTruthy();
    expect(callsTo('/api/order/mpesa/initiate')).toHaveLength(0);
  });
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
    await waitFor(() => expect(confirm().textContent).toBe('Confirm Order'));
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
    await waitFor(() => expect(confirm().textContent).toBe('Confirm Order'));
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

describe('PlaceOrderPage cash on delivery', () => {
  const chooseCod = async () => fireEvent.click(await screen.findByRole('radio', { name: /^COD/ }));

  it('keeps Confirm Order disabled until the security code is valid', async () => {
    let valid = false;
    const { callsTo } = renderCheckout({ 'POST /api/security-codes/validate': () => ({ success: true, valid, message: valid ? 'ok' : 'Invalid security code' }) });
    await chooseCod();
    const code = screen.getByLabelText('Security code');
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);

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
    renderCheckout({ 'POST /api/security-codes/validate': () => reply(500, { success: false, message: 'Internal error' }) });
    await chooseCod();
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '12345' } });
    expect((await screen.findAllByText('Error validating security code')).length).toBeGreaterThanOrEqual(1);
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
  });

  it('places the order with the code and shows it on /ordersuccess', async () => {
    const order = anOrder({ orderId: 'ORD-1700000000000-bbbbbbbbbbbb', amount: 4500 });
    const { callsTo } = renderCheckout({
      'POST /api/security-codes/validate': () => ({ success: true, valid: true, message: 'ok' }),
      'POST /api/order/place': () => ({ success: true, message: 'Order placed', order }),
    });
    await chooseCod();
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '40719' } });
    await screen.findByText('Security code accepted');
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('Order Placed Successfully!')).toBeTruthy();
    expect(callsTo('/api/order/place')[0]?.body).toMatchObject({
      paymentMethod: 'cod', email: 'amina@example.test', securityCode: '40719', amount: 4500, discount: 0, couponCode: null, address: lastAddress,
    });
    expect(screen.getByTestId('order-id').textContent).toBe('ORD-1700000000000-bbbbbbbbbbbb');
    expect(screen.getByTestId('payment-method').textContent).toBe('COD');
    expect(screen.getByTestId('payment-status').textContent).toBe('Pending');
    // The server emptied the cart: it is asked for again.
    await waitFor(() => expect(callsTo('/api/cart/get').length).toBeGreaterThanOrEqual(2));
  });

  it("falls back to 'Failed to place COD order. Please try again later.'", async () => {
    renderCheckout({
      'POST /api/security-codes/validate': () => ({ success: true, valid: true, message: 'ok' }),
      'POST /api/order/place': () => reply(500, null),
    });
    await chooseCod();
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '40719' } });
    await screen.findByText('Security code accepted');
    agreeToTerms();
    fireEvent.click(confirm());
    expect(await screen.findByText('Failed to place COD order. Please try again later.')).toBeTruthy();
  });
});

describe('PlaceOrderPage Sidian', () => {
  it('shows the paybill, account number and name after placing, with copy buttons', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const order = anOrder({ orderId: 'ORD-1700000000000-cccccccccccc', paymentMethod: 'Sidian', paymentMethodId: 'sidian' });
    const bankDetails = { bankName: 'Sidian Bank', paybill: '111999', accountNumber: '01200012345678', accountName: 'Mitumba Ltd' };
    renderCheckout({ 'POST /api/order/sidian': () => ({ success: true, message: 'Order placed', order, bankDetails }) });
    fireEvent.click(await screen.findByRole('radio', { name: /^Sidian/ }));
    agreeToTerms();
    fireEvent.click(confirm());
    const details = within(await screen.findByRole('region', { name: /Pay by M-Pesa paybill/ }));
    expect(details.getByText('111999')).toBeTruthy();
    expect(details.getByText('Mitumba Ltd')).toBeTruthy();
    fireEvent.click(details.getByRole('button', { name: 'Copy account number' }));
    expect(await screen.findByText('Reference copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('01200012345678');
    fireEvent.click(details.getByRole('button', { name: 'Copy reference' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('ORD-1700000000000-cccccccccccc'));
  });
});
