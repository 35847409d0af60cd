import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch } from '@/test/render';
import { TrendingPage } from './trending-page';

function renderTrending(handlers: Parameters<typeof routedFetch>[0]) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  return { ...stub, ...renderApp([{ path: '/Trending', element: <TrendingPage /> }], { url: '/Trending' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('TrendingPage', () => {
  it('shows skeletons, then the cards the server picked, each linking to its product', async () => {
    signIn();
    const { calls } = renderTrending({
      'POST /api/product/trending': () => ({
        success: true, products: [aProduct({ _id: 'p-1', name: 'Denim jacket' }), aProduct({ _id: 'p-2', name: 'Leather boots' })],
      }),
    });
    expect(screen.getByRole('status', { name: 'Loading trending items' })).toBeTruthy();
    const jacket = await screen.findByRole('link', { name: /Denim jacket/ });
    expect(jacket.getAttribute('href')).toBe('/product/p-1');
    expect(screen.getByRole('link', { name: /Leather boots/ }).getAttribute('href')).toBe('/product/p-2');
    expect(calls.find((call) => call.url.pathname === '/api/product/trending')?.body).toEqual({ limit: 10 });
  });

  it('says when nothing is trending', async () => {
    signIn();
    renderTrending({ 'POST /api/product/trending': () => ({ success: true, products: [] }) });
    expect(await screen.findByText('Nothing is trending right now. New pieces arrive every week.')).toBeTruthy();
  });

  it("toasts 'Failed to load trending items' and offers to try again", async () => {
    signIn();
    let fail = true;
    renderTrending({
      'POST /api/product/trending': () => (fail
        ? reply(500, { success: false, message: 'boom' })
        : { success: true, products: [aProduct({ _id: 'p-3', name: 'Linen shirt' })] }),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    // The in-page message and the toast (the toaster's code loads on the first toast).
    await waitFor(() => expect(screen.getAllByText('Failed to load trending items')).toHaveLength(2));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Linen shirt/ })).toBeTruthy();
  });
});
