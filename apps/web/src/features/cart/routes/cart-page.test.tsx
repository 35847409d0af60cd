import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, aCartLine, anOrder, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch } from '@/test/render';
import { CartPage } from './cart-page';

function renderCart(handlers: Parameters<typeof routedFetch>[0]) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/place-order', element: <p>place order</p> },
      { path: '/', element: <p>home page</p> },
    ],
    { url: '/cart' },
  );
  return { ...stub, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const jacket = aCartLine({ productId: 'p-1', name: 'Denim jacket', weight: 'M', quantity: 2, available: 2, lineTotal: 3000 });
const offered = aCartLine({
  productId: 'p-2', name: 'Striped tee', weight: 'S', quantity: 1, unitPrice: 100, listPrice: 400, offerApplied: true, lineTotal: 100,
});

describe('CartPage', () => {
  it("shows the server's totals with two decimals, Free shipping and the bulk discount", async () => {
    signIn();
    const cart = aCart([jacket, offered], { itemCount: 17, subtotal: 25_600, discount: 1500, total: 24_100 });
    renderCart({ 'POST /api/cart/get': () => cart });
    expect((await screen.findByTestId('cart-subtotal')).textContent).toBe('ksh 25,600.00');
    expect(screen.getByTestId('cart-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('cart-discount').textContent).toBe('− ksh 1,500.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('ksh 24,100.00');
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    // The accepted offer's price, with the list price struck through.
    expect(screen.getByText('ksh 100')).toBeTruthy();
    expect(screen.getByText('ksh 400', { selector: 's' })).toBeTruthy();
  });

  it('shows no bulk discount row while there is none', async () => {
    signIn();
    renderCart({ 'POST /api/cart/get': () => aCart([jacket], { itemCount: 2, subtotal: 3000, discount: 0, total: 3000 }) });
    expect((await screen.findByTestId('cart-total')).textContent).toBe('ksh 3,000.00');
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(screen.queryByText('Bulk discount')).toBeNull();
  });

  it('says how many units an accepted offer covers when the line has more', async () => {
    signIn();
    const partly = { ...offered, quantity: 3, offerQuantity: 1, lineTotal: 900 };
    renderCart({ 'POST /api/cart/get': () => aCart([partly]) });
    expect(await screen.findByText('Offer price for 1; 2 more at ksh 400')).toBeTruthy();
  });

  it('goes to /place-order with the discount in navigation state', async () => {
    signIn();
    const { router } = renderCart({ 'POST /api/cart/get': () => aCart([jacket], { discount: 1500 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'PROCEED TO CHECKOUT' }));
    await screen.findByText('place order');
    expect(router.state.location.state).toEqual({ discount: 1500 });
  });

  it("says the cart is empty and offers 'Continue Shopping' to /", async () => {
    signIn();
    renderCart({ 'POST /api/cart/get': () => aCart([]) });
    expect(await screen.findByText('Your cart is empty. Add items to proceed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it("says 'Failed to fetch cart data' when the cart cannot be loaded", async () => {
    signIn();
    renderCart({ 'POST /api/cart/get': () => reply(500, { success: false, message: 'Something went wrong' }) });
    expect((await screen.findAllByText('Failed to fetch cart data')).length).toBeGreaterThan(0);
  });

  it('warns about a pending order and still lets the customer go to checkout', async () => {
    signIn();
    renderCart({
      'POST /api/cart/get': () => aCart([jacket]),
      'GET /api/order/pending': () => ({ success: true, hasPending: true, pendingOrder: null }),
    });
    expect(await screen.findByText('You have a pending order. Complete or wait for it before placing a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View orders' }).getAttribute('href')).toBe('/orders');
    expect((screen.getByRole('button', { name: 'PROCEED TO CHECKOUT' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('links the pending-order notice to the order itself when the server names it', async () => {
    signIn();
    renderCart({
      'POST /api/cart/get': () => aCart([jacket]),
      'GET /api/order/pending': () => ({ success: true, hasPending: true, pendingOrder: anOrder({ orderId: 'ORD-1700000000000-cccccccccccc' }) }),
    });
    expect((await screen.findByRole('link', { name: 'View order' })).getAttribute('href')).toBe('/order/ORD-1700000000000-cccccccccccc');
  });

  it('asks visitors to log in', async () => {
    const { calls } = renderCart({});
    expect(await screen.findByText('Please Login to add items to the cart.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('keeps localStorage.cartItems in step with the server cart and says each stock notice', async () => {
    signIn();
    const cart = { ...aCart([jacket]), notices: ['Striped tee (S) is out of stock and was removed from your cart.'] };
    renderCart({ 'POST /api/cart/get': () => cart });
    expect(await screen.findByText('Striped tee (S) is out of stock and was removed from your cart.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')).toEqual({ 'p-1': { m: 2 } });
  });
});

describe('CartPage quantity input', () => {
  const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity of Denim jacket (M)' });

  it("shows the server's refusal of a quantity above the stock and puts the quantity back", async () => {
    signIn();
    renderCart({
      'POST /api/cart/get': () => aCart([jacket]),
      'POST /api/cart/update': () => reply(422, { success: false, message: 'Only 2 units available for Denim jacket (M)' }),
    });
    await screen.findByTestId('cart-total');
    fireEvent.change(quantity(), { target: { value: '3' } });
    fireEvent.blur(quantity());
    expect(await screen.findByText('Only 2 units available for Denim jacket (M)')).toBeTruthy();
    await waitFor(() => expect((quantity() as HTMLInputElement).value).toBe('2'));
  });

  it('shows the cap message from the server when + goes past 3', async () => {
    signIn();
    const full = aCartLine({ ...jacket, quantity: 3, available: 9 });
    renderCart({
      'POST /api/cart/get': () => aCart([full]),
      'POST /api/cart/update': () => reply(422, { success: false, message: 'You can only add a product to the cart up to 3 times.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'One more Denim jacket (M)' }));
    expect(await screen.findByText('You can only add a product to the cart up to 3 times.')).toBeTruthy();
  });

  it("says 'Failed to update cart quantity' on any other failure", async () => {
    signIn();
    renderCart({
      'POST /api/cart/get': () => aCart([jacket]),
      'POST /api/cart/update': () => reply(500, { success: false, message: 'Internal error' }),
    });
    await screen.findByTestId('cart-total');
    fireEvent.change(quantity(), { target: { value: '1' } });
    fireEvent.keyDown(quantity(), { key: 'Enter' });
    expect(await screen.findByText('Failed to update cart quantity')).toBeTruthy();
  });

  it('removes the line when the quantity is left blank, sending the weight as model', async () => {
    signIn();
    const { calls } = renderCart({
      'POST /api/cart/get': () => aCart([jacket, offered]),
      'POST /api/cart/update': () => aCart([offered]),
    });
    await screen.findByTestId('cart-total');
    fireEvent.change(quantity(), { target: { value: '' } });
    fireEvent.blur(quantity());
    await waitFor(() => expect(screen.queryByText('Denim jacket')).toBeNull());
    expect(calls.find((call) => call.url.pathname === '/api/cart/update')?.body).toEqual({ itemId: 'p-1', model: 'M', quantity: 0 });
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });
});
