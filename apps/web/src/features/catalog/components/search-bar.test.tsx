import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSearch } from '@/lib/shop-state';
import { signIn } from '@/test/fixtures';
import { renderApp, routedFetch } from '@/test/render';
import { SearchBar } from './search-bar';

let stub: ReturnType<typeof routedFetch>;

beforeEach(() => {
  stub = routedFetch({
    'GET /api/search/history': () => ({ success: true, history: [{ searchQuery: 'denim jackets', searchedAt: '2026-11-01T10:00:00Z' }, { searchQuery: 'kitenge', searchedAt: '2026-10-31T10:00:00Z' }] }),
    'POST /api/search/add': () => ({ success: true, message: 'Search saved' }),
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  act(() => {
    shopSearch.setSearch('');
    shopSearch.setShowSearch(true);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => shopSearch.setShowSearch(false));
});

// A searchbox, or a combobox once it has a list of suggestions.
const box = () => screen.getByLabelText<HTMLInputElement>('Search products');
const searchCalls = () => stub.calls.filter((call) => call.url.pathname.startsWith('/api/search/'));

describe('SearchBar search history', () => {
  it('offers a customer\'s recent searches once the empty box has focus, and saves what they search for', async () => {
    signIn();
    renderApp(<SearchBar />);
    fireEvent.focus(box());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['denim jacketsRecent search', 'kitengeRecent search']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(stub.calls.filter((call) => call.url.pathname === '/api/search/history')[0]?.headers.get('authorization')).toMatch(/^Bearer /);

    fireEvent.change(box(), { target: { value: '  mens   shoes ' } });
    fireEvent.submit(box().closest('form')!);
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(stub.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ searchQuery: 'mens shoes' }]);

    // Leaving the box after the same search does not save it twice; an empty one is never sent.
    fireEvent.blur(box());
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.blur(box());
    await waitFor(() => expect(stub.calls.filter((call) => call.url.pathname === '/api/search/history').length).toBeGreaterThanOrEqual(2));
    expect(stub.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('saves a search when the customer leaves the box', async () => {
    signIn();
    renderApp(<SearchBar />);
    fireEvent.change(box(), { target: { value: 'bales' } });
    fireEvent.blur(box());
    await waitFor(() => expect(stub.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ searchQuery: 'bales' }]));
  });

  it('asks nothing of the history for a visitor, and saves nothing', async () => {
    renderApp(<SearchBar />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'denim' } });
    fireEvent.submit(box().closest('form')!);
    fireEvent.blur(box());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchCalls()).toEqual([]);
  });
});
