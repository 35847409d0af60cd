import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, aCartLine, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { useAddToCart } from './use-add-to-cart';
import { useCartCount } from './use-cart-count';
import { useCartSync } from './use-cart-sync';

function AddButton() {
  useCartSync();
  const { add } = useAddToCart();
  const count = useCartCount();
  return (
    <>
      <p data-testid="badge">{count}</p>
      <button type="button" onClick={() => add('p-1', 'M')}>
        Add to cart
      </button>
    </>
  );
}

/** A reply the test releases by hand, to look at the badge while the add is on its way. */
function held(answer: unknown) {
  let release = () => {};
  const handler: RouteHandler = () => new Promise((resolve) => (release = () => resolve(answer)));
  return { handler, release: () => release() };
}

function renderAdd(handlers: Parameters<typeof routedFetch>[0]) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp([
    { path: '/', element: <AddButton /> },
    { path: '/login', element: <p>login form</p> },
  ]);
  return { ...stub, ...view };
}

const badge = () => screen.getByTestId('badge').textContent;
const oneJacket = aCart([aCartLine({ productId: 'p-1', weight: 'M', quantity: 1 })]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useAddToCart', () => {
  it('counts the unit on the badge at once and keeps it when the server adds it', async () => {
    signIn();
    const add = held({ ...aCart([aCartLine({ productId: 'p-1', weight: 'M', quantity: 2 })]), message: 'Product added to cart successfully' });
    renderAdd({ 'POST /api/cart/get': () => oneJacket, 'POST /api/cart/add': add.handler });
    await waitFor(() => expect(badge()).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(badge()).toBe('2'));
    add.release();
    expect(await screen.findByText('Product added to cart successfully')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')).toEqual({ 'p-1': { m: 2 } });
  });

  it("takes the unit off again when the server refuses: 'Failed to add item to cart: …'", async () => {
    signIn();
    const add = held(reply(422, { success: false, message: 'Only 1 units available for Denim jacket (M)' }));
    renderAdd({ 'POST /api/cart/get': () => oneJacket, 'POST /api/cart/add': add.handler });
    await waitFor(() => expect(badge()).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(badge()).toBe('2'));
    add.release();
    expect(await screen.findByText('Failed to add item to cart: Only 1 units available for Denim jacket (M)')).toBeTruthy();
    expect(badge()).toBe('1');
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')).toEqual({ 'p-1': { m: 1 } });
  });

  it('refuses a fourth unit of a weight before asking the server', async () => {
    signIn();
    const { calls } = renderAdd({ 'POST /api/cart/get': () => aCart([aCartLine({ productId: 'p-1', weight: 'M', quantity: 3 })]) });
    await waitFor(() => expect(badge()).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('You can only add a product to the cart up to 3 times.')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/cart/add')).toBe(false);
  });

  it("says 'Item currently out of stock' when the weight sold out meanwhile", async () => {
    signIn();
    renderAdd({
      'POST /api/cart/get': () => aCart([]),
      'POST /api/cart/add': () => reply(422, { success: false, message: 'Item currently out of stock', soldOut: true }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Item currently out of stock')).toBeTruthy();
    await waitFor(() => expect(badge()).toBe('0'));
  });

  it('on a 401 goes to /login, keeps the change in the stored cart, and makes the add after the next login', async () => {
    signIn();
    let expired = true;
    const { calls, router } = renderAdd({
      'POST /api/cart/get': () => oneJacket,
      'POST /api/cart/add': () =>
        expired
          ? reply(401, { success: false, message: 'Please Login to add items to the cart.' })
          : { ...aCart([aCartLine({ productId: 'p-1', weight: 'M', quantity: 2 })]), message: 'Product added to cart successfully' },
    });
    await waitFor(() => expect(badge()).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('login form')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')).toEqual({ 'p-1': { m: 2 } });
    // The login brings them back to the page they were on (the add itself is the kept one below).
    expect(JSON.parse(sessionStorage.getItem('loginIntent') ?? '{}')).toMatchObject({ returnTo: '/' });

    // Logged in again: the kept add is made once.
    expired = false;
    await router.navigate('/');
    signIn();
    window.dispatchEvent(new StorageEvent('storage'));
    expect(await screen.findByText('Product added to cart successfully')).toBeTruthy();
    expect(calls.filter((call) => call.url.pathname === '/api/cart/add')).toHaveLength(2);
    expect(localStorage.getItem('pendingCartAdd')).toBeNull();
    await waitFor(() => expect(badge()).toBe('2'));
  });
});
