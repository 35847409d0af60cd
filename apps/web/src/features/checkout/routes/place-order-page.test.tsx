import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, anOrder } from '@/test/fixtures';
import { renderApp, reply, routedFetch } from '@/test/render';
import { PlaceOrderPage } from './place-order-page';
import { renderCheckout, confirm, agreeToTerms, field } from './place-order-page.harness';

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
    expect(screen.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe('/order/ORD-1700000000000-aaaaaaaaaaaa');
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
