import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct, signIn } from '@/test/fixtures';
import { renderApp, routedFetch } from '@/test/render';
import { useFavouriteIds } from './use-favourites';
import { useFavouritesSync } from './use-favourites-sync';

function Hearts() {
  useFavouritesSync();
  return <p data-testid="ids">{useFavouriteIds().join(',')}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFavouritesSync', () => {
  it("merges a visitor's local favourites into the account once after login, then clears the local list", async () => {
    localStorage.setItem('favourites', JSON.stringify(['p-1', 'p-2']));
    signIn();
    const stub = routedFetch({
      'GET /api/favorites': () => ({ success: true, favorites: ['p-3'], products: [aProduct({ _id: 'p-3' })] }),
      'POST /api/favorites/merge': ({ body }) => {
        const ids = ['p-3', ...(body as { productIds: string[] }).productIds];
        return { success: true, favorites: ids, products: ids.map((id) => aProduct({ _id: id })) };
      },
    });
    vi.stubGlobal('fetch', vi.fn(stub.fetch));
    renderApp(<Hearts />);
    await waitFor(() => expect(localStorage.getItem('favourites')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('p-3,p-1,p-2'));
    const merges = stub.calls.filter((call) => call.url.pathname === '/api/favorites/merge');
    expect(merges.map((call) => call.body)).toEqual([{ productIds: ['p-1', 'p-2'] }]);
  });
});
