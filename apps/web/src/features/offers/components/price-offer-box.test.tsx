import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@mitumba/contracts/plain';
import { aProduct, signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch } from '@/test/render';
import { PriceOfferBox } from './price-offer-box';

const product = aProduct({ _id: 'p-9', banner: 'clearance', price: 1950, weights: ['S', 'M'], stock: { s: 3, m: 2 } });
const suggestionsPath = 'GET /api/order/user-suggestions/p-9/user-42';

function anOffer(status: Offer['status'], overrides: Partial<Offer> = {}): Offer {
  return {
    _id: `offer-${status}`, productId: 'p-9', weight: 's', quantity: 1, suggestedPrice: 1450, status,
    createdAt: '2024-06-01T08:00:00.000Z', expiresAt: status === 'accepted' ? '2024-06-03T08:00:00.000Z' : null, ...overrides,
  };
}

function renderBox(handlers: Parameters<typeof routedFetch>[0], weight: string | null = 'S') {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  renderApp(<PriceOfferBox product={product} weight={weight} onNeedWeight={() => {}} />);
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PriceOfferBox', () => {
  it("offers 'Make an offer' when there is no offer yet, then the form", async () => {
    signIn();
    renderBox({ [suggestionsPath]: () => ({ success: true, suggestions: [] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
    expect(screen.getByRole('form', { name: 'Price offer' })).toBeTruthy();
  });

  it.each([
    ['pending', 'Offer Pending Review', false],
    ['accepted', 'Offer Approved!', false],
    ['rejected', 'Offer Rejected', true],
  ] as const)('shows the latest offer %s as %s, with the form only when it may be tried again', async (status, title, formShown) => {
    signIn();
    // Newest first: only the latest counts.
    renderBox({ [suggestionsPath]: () => ({ success: true, suggestions: [anOffer(status), anOffer('rejected', { _id: 'older' })] }) });
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Price offer' }) !== null).toBe(formShown);
  });

  it('refuses a price outside the range with the range, and sends a valid one, which becomes pending', async () => {
    signIn();
    const { calls } = renderBox({
      [suggestionsPath]: () => ({ success: true, suggestions: [] }),
      'GET /api/user/profile': () => reply(500, { success: false, message: 'unavailable' }),
      'POST /api/order/price-suggestion': ({ body }) => ({
        success: true,
        message: 'Offer submitted. We will review it shortly.',
        offer: anOffer('pending', { suggestedPrice: (body as { suggestedPrice: number }).suggestedPrice }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const input = screen.getByRole('spinbutton', { name: 'Your offer in Ksh' });
    fireEvent.change(input, { target: { value: '-50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit offer' }));
    expect(await screen.findByText('Please enter a price between 50 and 1950')).toBeTruthy();

    fireEvent.change(input, { target: { value: '1550' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit offer' }));
    expect(await screen.findByText('Offer Pending Review')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Price offer' })).toBeNull();
    const sent = calls.find((call) => call.url.pathname === '/api/order/price-suggestion');
    expect(sent?.body).toMatchObject({ productId: 'p-9', weight: 'S', suggestedPrice: 1550, quantity: 1, userId: 'user-42' });
  });

  it("asks for a size first when the options are sizes: 'Please select a size' (the spec's words for weights)", async () => {
    signIn();
    renderBox({ [suggestionsPath]: () => ({ success: true, suggestions: [] }) }, null);
    fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Your offer in Ksh' }), { target: { value: '1550' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit offer' }));
    expect(await screen.findByText('Please select a size')).toBeTruthy();
  });

  it("shows the server's refusal as 'Error submitting offer: …'", async () => {
    signIn();
    renderBox({
      [suggestionsPath]: () => ({ success: true, suggestions: [] }),
      'POST /api/order/price-suggestion': () => reply(409, { success: false, message: 'You already have an offer pending review for this item.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Your offer in Ksh' }), { target: { value: '1950' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit offer' }));
    expect(await screen.findByText('Error submitting offer: You already have an offer pending review for this item.')).toBeTruthy();
  });
});
