import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductListResponse } from '@mitumba/contracts/plain';
import { aProduct } from '@/test/fixtures';
import { jsonFetch, renderApp } from '@/test/render';
import { CollectionPage } from './collection-page';

const listUrls: URL[] = [];

function listResponse(url: URL): ProductListResponse {
  listUrls.push(url);
  const products = url.searchParams.get('labels') === 'Gucci' ? [] : [aProduct()];
  return { success: true, products, page: 1, limit: 24, total: products.length, hasMore: false };
}

beforeEach(() => {
  listUrls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url) =>
        url.pathname === '/api/product/facets'
          ? { success: true, labels: ['Nike', 'Vintage'], categories: [] }
          : listResponse(url),
      ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderCollection = (url: string) => renderApp([{ path: '/collection', element: <CollectionPage /> }], { url });
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('CollectionPage filters', () => {
  it('preselects Men, Ladies and Kids when view=categories, and asks the server for them', async () => {
    renderCollection('/collection?view=categories');
    await screen.findByText('Denim jacket');
    expect(['Men', 'Ladies', 'Kids'].map((name) => checkbox(name).checked)).toEqual([true, true, true]);
    expect(listUrls.at(-1)?.searchParams.get('category')).toBe('Men,Ladies,Kids');
  });

  it('preselects no category otherwise', async () => {
    renderCollection('/collection');
    await screen.findByText('Denim jacket');
    expect(['Men', 'Ladies', 'Kids'].map((name) => checkbox(name).checked)).toEqual([false, false, false]);
    expect(listUrls.at(-1)?.searchParams.has('category')).toBe(false);
    expect(listUrls.at(-1)?.searchParams.get('sort')).toBe('relevant');
  });

  it('preselects the label a banner linked to, and lists brand and data labels once each', async () => {
    renderCollection('/collection?label=Nike');
    await screen.findByText('Denim jacket');
    expect(checkbox('Nike').checked).toBe(true);
    expect(screen.getAllByRole('checkbox', { name: 'Nike' })).toHaveLength(1);
    await waitFor(() => expect(checkbox('Vintage').checked).toBe(false));
    expect(listUrls.at(-1)?.searchParams.get('labels')).toBe('Nike');
  });

  it('says so when nothing matches', async () => {
    renderCollection('/collection?label=Gucci');
    expect(await screen.findByText('No products match your filters')).toBeTruthy();
  });
});
