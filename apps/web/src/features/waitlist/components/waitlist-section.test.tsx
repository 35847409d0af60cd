import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry } from '@mitumba/contracts/plain';
import { aCart, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch } from '@/test/render';
import { WaitlistSection } from './waitlist-section';

function anEntry(id: string, name: string, stock: number): WaitlistEntry {
  return {
    _id: id, product: { _id: `p-${id}`, name, price: 1200, stock: { m: stock }, image: null }, productDetails: { name }, quantity: 1, weight: 'M',
    status: stock > 0 ? 'notified' : 'pending', createdAt: '2024-06-01T08:00:00.000Z',
  };
}

const back = anEntry('w1', 'Denim jacket', 2);
const waiting = anEntry('w2', 'Linen shirt', 0);

function renderSection(handlers: Parameters<typeof routedFetch>[0]) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  renderApp(<WaitlistSection />);
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WaitlistSection', () => {
  it("adds a restocked entry to the cart, then takes it off the waitlist: 'Added to cart successfully!'", async () => {
    signIn();
    const { calls } = renderSection({
      'GET /api/order/waitlist/user': () => ({ success: true, waitlist: [back, waiting] }),
      'POST /api/cart/add': () => aCart([]),
      'DELETE /api/order/waitlist/w1': () => ({ success: true, message: 'Removed from waitlist' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Denim jacket (M)' }));
    expect(await screen.findByText('Added to cart successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Denim jacket')).toBeNull());
    expect(calls.find((call) => call.url.pathname === '/api/cart/add')?.body).toMatchObject({ itemId: 'p-w1', weight: 'M' });
    expect(calls[0]?.url.search).toBe('?status=pending%2Cnotified');
  });

  it("says 'Failed to add to cart' and keeps the entry when the cart refuses", async () => {
    signIn();
    const { calls } = renderSection({
      'GET /api/order/waitlist/user': () => ({ success: true, waitlist: [back] }),
      'POST /api/cart/add': () => reply(422, { success: false, message: 'Item currently out of stock', soldOut: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Denim jacket (M)' }));
    expect(await screen.findByText('Failed to add to cart')).toBeTruthy();
    expect(screen.getByText('Denim jacket')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("removes an entry still out of stock: 'Removed from waitlist' / 'Failed to remove from waitlist'", async () => {
    signIn();
    let fail = true;
    renderSection({
      'GET /api/order/waitlist/user': () => ({ success: true, waitlist: [waiting] }),
      'DELETE /api/order/waitlist/w2': () =>
        fail ? reply(500, { success: false, message: 'oops' }) : { success: true, message: 'Removed from waitlist' },
    });
    const remove = await screen.findByRole('button', { name: 'Remove Linen shirt (M) from waitlist' });
    fireEvent.click(remove);
    expect(await screen.findByText('Failed to remove from waitlist')).toBeTruthy();
    fail = false;
    fireEvent.click(remove);
    expect(await screen.findByText('Removed from waitlist')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Linen shirt')).toBeNull());
  });

  it("says 'Failed to load waitlist' when it cannot be loaded", async () => {
    signIn();
    renderSection({ 'GET /api/order/waitlist/user': () => reply(500, { success: false, message: 'oops' }) });
    expect((await screen.findAllByText('Failed to load waitlist')).length).toBeGreaterThan(0);
  });
});
