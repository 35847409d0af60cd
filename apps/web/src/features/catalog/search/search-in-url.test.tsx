import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductListResponse, ProductSuggestResponse } from '@mitumba/contracts/plain';
import { withSearch } from '@/lib/search-in-url';
import { shopSearch } from '@/lib/shop-state';
import { aProduct } from '@/test/fixtures';
import { renderApp, routedFetch } from '@/test/render';
import { CollectionPage } from '../routes/collection-page';

let stub: ReturnType<typeof routedFetch>;

function listFor(url: URL): ProductListResponse {
  const search = url.searchParams.get('search');
  const product = aProduct({ name: 'Blue Denim Jeans' });
  const base = { success: true as const, products: [product], page: 1, limit: 24, total: 1, hasMore: false };
  if (search === null) return base;
  return { ...base, match: search === 'jaens' ? 'similar' : 'contains' };
}

const suggestions: ProductSuggestResponse = {
  success: true,
  suggestions: [
    { kind: 'category', text: 'Men' },
    { kind: 'product', text: 'Blue Denim Jeans', productId: 'p-1' },
  ],
};

beforeEach(() => {
  stub = routedFetch({
    'GET /api/product/list': ({ url }) => listFor(url),
    'GET /api/product/facets': () => ({ success: true, labels: ['Nike'], categories: [] }),
    'GET /api/product/suggest': () => suggestions,
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => shopSearch.hide());
});

const renderCollection = (url: string) =>
  renderApp(
    [
      { path: '/collection', element: <CollectionPage /> },
      { path: '/product/:id', element: <p>Product page</p> },
    ],
    { url },
  );
const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });
const suggestionOptions = async () => within(await screen.findByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
const listSearches = () => stub.calls.filter((call) => call.url.pathname === '/api/product/list').map((call) => call.url.searchParams.get('search'));

describe('withSearch', () => {
  it('sets the search trimmed with single spaces, or removes it, keeping the other parameters', () => {
    expect(withSearch(new URLSearchParams('label=Nike'), '  blue   jeans ').toString()).toBe('label=Nike&search=blue+jeans');
    expect(withSearch(new URLSearchParams('search=x&sort=low-high'), ' ').toString()).toBe('sort=low-high');
  });
});

describe('the collection\'s search in the address', () => {
  it('applies ?search= on load: the box, the heading and the server\'s list', async () => {
    renderCollection('/collection?search=jeans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “jeans”' })).toBeTruthy();
    await waitFor(() => expect(box().value).toBe('jeans'));
    expect(listSearches()).toEqual(['jeans']);
  });

  it('keeps the spec\'s heading with no search', async () => {
    renderCollection('/collection');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Collections' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search products' })).toBeNull();
  });

  it('writes what is typed into the address once typing pauses, replacing the entry', async () => {
    const { router } = renderCollection('/collection?label=Nike&search=jeans');
    await waitFor(() => expect(box().value).toBe('jeans'));
    fireEvent.change(box(), { target: { value: 'denim ' } });
    fireEvent.change(box(), { target: { value: 'denim jacket' } });
    await waitFor(() => expect(router.state.location.search).toBe('?label=Nike&search=denim+jacket'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(listSearches()).not.toContain('denim');
    await waitFor(() => expect(listSearches().at(-1)).toBe('denim jacket'));
    expect(box().value).toBe('denim jacket');
  });

  it('fills the box when the address changes by other means (Back, a link)', async () => {
    const { router } = renderCollection('/collection?search=jeans');
    await waitFor(() => expect(box().value).toBe('jeans'));
    await act(() => router.navigate('/collection?search=dress'));
    await waitFor(() => expect(box().value).toBe('dress'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box().value).toBe('jeans'));
  });

  it('closing the search takes it out of the address and restores the heading', async () => {
    const { router } = renderCollection('/collection?search=jeans&sort=low-high');
    fireEvent.click(await screen.findByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=low-high'));
    expect(screen.getByRole('heading', { level: 1, name: 'All Collections' })).toBeTruthy();
  });

  it('says when the results are for similar words', async () => {
    renderCollection('/collection?search=jaens');
    expect(await screen.findByText(/showing results for similar words/)).toBeTruthy();
  });
});

describe('search suggestions', () => {
  it('lists suggestions under the box; arrows move, Escape closes, Enter picks', async () => {
    const { router } = renderCollection('/collection?search=je');
    await waitFor(() => expect(box().value).toBe('je'));
    fireEvent.change(box(), { target: { value: 'jea' } });
    const options = await suggestionOptions();
    expect(options.map((option) => option.textContent)).toEqual(['MenCategory', 'Blue Denim JeansProduct']);
    expect(stub.calls.filter((call) => call.url.pathname === '/api/product/suggest').at(-1)?.url.searchParams.get('q')).toBe('jea');

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box().getAttribute('aria-activedescendant')).toBe((await suggestionOptions())[1]!.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/p-1'));
  });

  it('a category picked shows that category with no search', async () => {
    const { router } = renderCollection('/collection?search=me&label=Nike');
    await waitFor(() => expect(box().value).toBe('me'));
    fireEvent.change(box(), { target: { value: 'men' } });
    fireEvent.click((await suggestionOptions())[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?category=Men'));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Collections' })).toBeTruthy();
  });
});
