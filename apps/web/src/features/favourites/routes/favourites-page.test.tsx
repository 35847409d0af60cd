import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCart, aCartLine, aProduct, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch } from '@/test/render';
import { FavouritesPage } from './favourites-page';

const jacket = aProduct({ _id: 'p-1', name: 'Denim jacket', weights: ['S', 'M'], stock: { s: 0, m: 4 } });
const boots = aProduct({ _id: 'p-2', name: 'Leather boots', weights: ['42'], stock: { '42': 1 } });
const shirt = aProduct({ _id: 'p-3', name: 'Linen shirt', weights: ['L'], stock: { l: 0 } });

function renderFavourites(handlers: Parameters<typeof routedFetch>[0]) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(
    [
      { path: '/favorites', element: <FavouritesPage /> },
      { path: '/login', element: <p>login form</p> },
    ],
    { url: '/favorites' },
  );
  return { ...stub, ...view };
}

const favourites = (...products: ReturnType<typeof aProduct>[]) => () => ({
  success: true, favorites: products.map((product) => product._id), products,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FavouritesPage', () => {
  it('adds each available favourite in its first weight in stock, names each refusal, then says how many were added', async () => {
    signIn();
    const { calls } = renderFavourites({
      'GET /api/favorites': favourites(jacket, boots, shirt),
      'POST /api/cart/add': ({ body }) =>
        (body as { itemId: string }).itemId === 'p-2'
          ? reply(422, { success: false, message: 'You can only add a product to the cart up to 3 times.' })
          : aCart([aCartLine({ productId: 'p-1', weight: 'M', quantity: 1 })]),
    });
    expect(await screen.findByText('Your Favorite Items')).toBeTruthy();
    // The sold-out favourite is overlaid 'Out of Stock'.
    expect(await screen.findByText('Out of Stock')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Available Items to Cart' }));
    expect(await screen.findByRole('button', { name: 'Adding Items...' })).toBeTruthy();
    expect(await screen.findByText('Failed to add Leather boots: You can only add a product to the cart up to 3 times.')).toBeTruthy();
    expect(await screen.findByText('Added 1 items to cart successfully!')).toBeTruthy();

    const adds = calls.filter((call) => call.url.pathname === '/api/cart/add').map((call) => call.body);
    expect(adds).toEqual([
      { userId: 'user-42', itemId: 'p-1', weight: 'M' },
      { userId: 'user-42', itemId: 'p-2', weight: '42' },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Available Items to Cart' })).toBeTruthy());
  });

  it('disables the button and says so when no favourite is in stock', async () => {
    signIn();
    renderFavourites({ 'GET /api/favorites': favourites(shirt) });
    expect(await screen.findByText('None of your favorite items are currently in stock')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add Available Items to Cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'No favorites added yet.' when there are none", async () => {
    signIn();
    renderFavourites({ 'GET /api/favorites': favourites() });
    expect(await screen.findByText('No favorites added yet.')).toBeTruthy();
  });

  it('removes a favourite with its heart, on the server', async () => {
    signIn();
    const { calls } = renderFavourites({
      'GET /api/favorites': favourites(jacket, boots),
      'DELETE /api/favorites/p-2': favourites(jacket),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Leather boots from favourites' }));
    await waitFor(() => expect(screen.queryByText('Leather boots')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/api/favorites/p-2')).toBe(true);
  });

  it("shows a visitor's local favourites and sends them to /login to add them to the cart", async () => {
    localStorage.setItem('favourites', JSON.stringify(['p-2']));
    const { router } = renderFavourites({
      'GET /api/product/list': () => ({ success: true, products: [boots], page: 1, limit: 100, total: 1, hasMore: false }),
    });
    expect(await screen.findByText('Leather boots')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Available Items to Cart' }));
    expect(await screen.findByText('Please Login to add items to the cart.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
