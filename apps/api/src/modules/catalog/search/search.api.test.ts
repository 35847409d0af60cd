import type { ProductListResponse, ProductSuggestResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../../../test/factories.ts';

let ctx: TestContext;

async function get<T>(url: string): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const list = (query: string) => get<ProductListResponse>(`/api/product/list${query}`);
const suggest = (text: string) => get<ProductSuggestResponse>(`/api/product/suggest?q=${encodeURIComponent(text)}`);
const names = (body: ProductListResponse) => body.products.map((product) => product.name);

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  await ensureCatalogBasics(db, ['Levis']);
  await insertProduct(db, { name: 'Blue Denim Jeans', category: 'Men', label: 'Levis', priceShillings: 1500 });
  await insertProduct(db, { name: 'Slim Fit Jeans', category: 'Ladies', label: 'Zara', priceShillings: 1200 });
  await insertProduct(db, { name: 'Denim Jacket', category: 'Men', label: 'Levis', priceShillings: 2500 });
  await insertProduct(db, { name: 'Wool Sweater', category: 'Ladies', label: 'Vintage', priceShillings: 900 });
  await insertProduct(db, { name: 'Kids Hoodie', category: 'Kids', label: 'Nike', priceShillings: 700 });
  await insertProduct(db, { name: 'Floral Summer Dress', category: 'Ladies', label: 'Nike', priceShillings: 1100 });
});

afterAll(async () => {
  await ctx.close();
});

describe('search that forgives typos', () => {
  it('finds jeans for "jaens", closest first, and says the words were similar', async () => {
    const body = await list('?search=jaens&sort=relevant');
    expect(body.match).toBe('similar');
    expect(names(body).slice(0, 2).sort()).toEqual(['Blue Denim Jeans', 'Slim Fit Jeans']);
    expect(names(body)).not.toContain('Floral Summer Dress');
    expect(body.total).toBe(body.products.length);
  });

  it('forgives a missing or wrong letter ("sweter", "dnim")', async () => {
    expect(names(await list('?search=sweter'))).toEqual(['Wool Sweater']);
    expect(names(await list('?search=dnim')).sort()).toEqual(['Blue Denim Jeans', 'Denim Jacket']);
  });

  it('keeps the plain search when a name contains the text, and marks it so', async () => {
    const body = await list('?search=jeans');
    expect(body.match).toBe('contains');
    expect(names(body).sort()).toEqual(['Blue Denim Jeans', 'Slim Fit Jeans']);
    // No search, no match field: the spec's answer is unchanged.
    expect((await list('')).match).toBeUndefined();
  });

  it('counts what the chosen filters leave, in either mode', async () => {
    expect(await list('?search=jaens&category=Ladies')).toMatchObject({ match: 'similar', total: 1 });
    expect(await list('?search=dnim&category=Men&labels=Levis')).toMatchObject({ match: 'similar', total: 2 });
    expect(await list('?search=denim&category=Men&limit=1')).toMatchObject({ match: 'contains', total: 2, hasMore: true });
    expect(await list('?search=jaens&category=Kids')).toMatchObject({ total: 0, products: [] });
  });

  it('pages a similar-words search on the same rule, and forgives nothing under three letters or unrelated', async () => {
    const second = await list('?search=dnim&limit=1&page=2');
    expect(second).toMatchObject({ match: 'similar', total: null, hasMore: false });
    expect(names(second)).toHaveLength(1);
    expect(await list('?search=zq')).toMatchObject({ match: 'contains', products: [] });
    expect((await list('?search=xyzzy')).products).toEqual([]);
  });
});

describe('GET /api/product/suggest', () => {
  it('offers names with a word starting with the text first', async () => {
    const { suggestions } = await suggest('jea');
    expect(suggestions.map((entry) => entry.text).slice(0, 2).sort()).toEqual(['Blue Denim Jeans', 'Slim Fit Jeans']);
    expect(suggestions[0]).toMatchObject({ kind: 'product', productId: expect.any(String) });
  });

  it('offers names with similar words for a typo', async () => {
    const { suggestions } = await suggest('swaeter');
    expect(suggestions).toEqual([{ kind: 'product', text: 'Wool Sweater', productId: expect.any(String) }]);
  });

  it('offers categories and labels from the first letter, names from the third', async () => {
    expect((await suggest('la')).suggestions).toEqual([{ kind: 'category', text: 'Ladies' }]);
    expect((await suggest('Le')).suggestions).toEqual([{ kind: 'label', text: 'Levis' }]);
    const kids = await suggest('kid');
    expect(kids.suggestions[0]).toEqual({ kind: 'category', text: 'Kids' });
    expect(kids.suggestions.map((entry) => entry.text)).toContain('Kids Hoodie');
  });

  it('offers at most six, and refuses an empty or long text', async () => {
    const many = await suggest('e');
    expect(many.suggestions.length).toBeLessThanOrEqual(6);
    for (const query of ['', `${'a'.repeat(61)}`]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/product/suggest?q=${query}` });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers the same text in any case from one cached entry, with an ETag', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/product/suggest?q=Denim' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/product/suggest?q=denim' });
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/product/suggest?q=denim', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
