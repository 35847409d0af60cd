import { PLACEHOLDER_FILE_ID, type ProductListResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStock } from '../../db/schema/index.ts';
import { startTestApp, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { eventually } from './cache/eventually.test-support.ts';

let ctx: TestContext;
const ids = {} as Record<'jeans' | 'dress' | 'bale' | 'jacket' | 'mixedImages' | 'hidden', string>;

async function list(query = ''): Promise<ProductListResponse> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/product/list${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  await ensureCatalogBasics(db, ['Adidas']);
  const day = 24 * 3600 * 1000;
  ids.jeans = await insertProduct(db, { name: 'Blue Denim Jeans', priceShillings: 1500, category: 'Men', subCategory: 'Jeans', label: 'Zara', stock: { '30': 2, '32': 0 }, createdAt: new Date(Date.now() - 1 * day) });
  ids.dress = await insertProduct(db, { name: 'Floral Summer Dress', priceShillings: 900, category: 'Ladies', subCategory: 'Dresses', label: 'Nike', banner: 'new arrival', bestseller: true, createdAt: new Date(Date.now() - 2 * day) });
  ids.bale = await insertProduct(db, { name: 'Kids Mixed Bale', priceShillings: 12000, category: 'Kids', subCategory: 'Bales', label: 'Vintage', stock: { '45KG': 0 }, createdAt: new Date(Date.now() - 3 * day) });
  ids.jacket = await insertProduct(db, { name: 'Denim Jacket 100%_off', priceShillings: 2500, category: 'Men', subCategory: 'Jeans', label: 'Nike', banner: 'Clearance', createdAt: new Date(Date.now() - 4 * day) });
  ids.mixedImages = await insertProduct(db, {
    name: 'Hoodie', priceShillings: 1200, label: 'Adidas', createdAt: new Date(Date.now() - 5 * day),
    images: [
      { url: '', fileId: 'noUrl' },
      { url: '/media/products/p.webp', fileId: PLACEHOLDER_FILE_ID },
      { url: '/media/products/good.webp', fileId: 'good' },
    ],
  });
  ids.hidden = await insertProduct(db, {
    name: 'Placeholder only', label: 'Adidas', images: [{ url: '/media/products/x.webp', fileId: PLACEHOLDER_FILE_ID }],
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('GET /api/product/list', () => {
  it('answers the spec shape, newest first, with stock keyed by lower-cased weight', async () => {
    const body = await list();
    expect(body.success).toBe(true);
    expect(body.products.map((product) => product._id)).toEqual([ids.jeans, ids.dress, ids.bale, ids.jacket, ids.mixedImages]);
    const bale = body.products.find((product) => product._id === ids.bale);
    expect(bale).toMatchObject({ price: 12000, category: 'Kids', weights: ['45KG'], stock: { '45kg': 0 }, banner: 'None' });
    expect(Object.keys(bale ?? {})).toEqual(expect.arrayContaining(['_id', 'name', 'description', 'price', 'stock', 'category', 'subCategory', 'label', 'banner', 'bestseller', 'weights', 'image', 'code']));
    expect(body).toMatchObject({ page: 1, limit: 24, total: 5, hasMore: false });
  });

  it('drops invalid image entries and hides products with no valid image', async () => {
    const body = await list();
    expect(body.products.some((product) => product._id === ids.hidden)).toBe(false);
    const hoodie = body.products.find((product) => product._id === ids.mixedImages);
    expect(hoodie?.image).toEqual([{ url: '/media/products/good.webp', fileId: 'good' }]);
    const direct = await ctx.app.inject({ method: 'GET', url: `/api/product/${ids.hidden}` });
    expect(direct.statusCode).toBe(404);
  });

  it('searches names case-insensitively, treating % and _ literally', async () => {
    expect((await list('?search=DENIM')).products.map((p) => p.name).sort()).toEqual(['Blue Denim Jeans', 'Denim Jacket 100%_off']);
    expect((await list('?search=100%25_')).products.map((p) => p.name)).toEqual(['Denim Jacket 100%_off']);
    expect((await list('?search=0%25')).products.map((p) => p.name)).toEqual(['Denim Jacket 100%_off']);
    expect((await list('?search=zzz')).products).toEqual([]);
  });

  it('filters by category, sub-category, labels and bestseller', async () => {
    expect((await list('?category=Men')).total).toBe(3);
    expect((await list('?category=Ladies,Kids')).products.map((p) => p._id).sort()).toEqual([ids.dress, ids.bale].sort());
    expect((await list('?category=Men&subCategory=Jeans')).products.map((p) => p._id)).toEqual([ids.jeans, ids.jacket]);
    expect((await list('?labels=Nike,Vintage')).total).toBe(3);
    expect((await list('?bestseller=true')).products.map((p) => p._id)).toEqual([ids.dress]);
    expect((await list(`?category=Men&subCategory=Jeans&exclude=${ids.jeans}`)).products.map((p) => p._id)).toEqual([ids.jacket]);
  });

  it('lists only the given ids, ignoring hidden ones', async () => {
    const body = await list(`?ids=${ids.dress},${ids.hidden},${ids.bale}`);
    expect(body.products.map((p) => p._id).sort()).toEqual([ids.dress, ids.bale].sort());
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/product/list?ids=nope' });
    expect(bad.json().message).toBe('ids must be product ids');
  });

  it('sorts by price both ways and by label then in-stock first', async () => {
    expect((await list('?sort=low-high')).products.map((p) => p.price)).toEqual([900, 1200, 1500, 2500, 12000]);
    expect((await list('?sort=high-low')).products.map((p) => p.price)).toEqual([12000, 2500, 1500, 1200, 900]);
    expect((await list('?sort=relevant')).products.map((p) => p.label)).toEqual(['Adidas', 'Nike', 'Nike', 'Vintage', 'Zara']);
    await ctx.database.db.update(productStock).set({ quantity: 0 }).where(eq(productStock.productId, ids.dress));
    // A write straight to the database: the cache hears of it by notification (a moment later on PostgreSQL).
    const relevantIds = async () => (await list('?sort=relevant')).products.map((p) => p._id);
    const relevant = await eventually(relevantIds, (order) => order.indexOf(ids.jacket) < order.indexOf(ids.dress));
    expect(relevant.indexOf(ids.jacket)).toBeLessThan(relevant.indexOf(ids.dress));
    await ctx.database.db.update(productStock).set({ quantity: 3 }).where(eq(productStock.productId, ids.dress));
    await eventually(relevantIds, (order) => order.indexOf(ids.dress) < order.indexOf(ids.jacket));
  });

  it('pages without repeating or skipping a product', async () => {
    const first = await list('?limit=2&page=1&sort=low-high');
    const second = await list('?limit=2&page=2&sort=low-high');
    const third = await list('?limit=2&page=3&sort=low-high');
    expect(first).toMatchObject({ hasMore: true, total: 5 });
    expect(second).toMatchObject({ hasMore: true, total: null });
    expect(third).toMatchObject({ hasMore: false, total: null });
    const seen = [...first.products, ...second.products, ...third.products].map((p) => p._id);
    expect(new Set(seen).size).toBe(5);
  });

  it.each([
    ['?limit=0', 'limit must be 1 or more'],
    ['?limit=101', 'limit must be at most 100'],
    ['?page=abc', 'page'],
    ['?sort=cheapest', 'sort'],
    ['?category=Women', 'category must be Men, Ladies or Kids'],
    ['?exclude=not-a-uuid', 'exclude must be a product id'],
  ])('refuses %s with a clear 400 message', async (query, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/product/list${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
  });
});

describe('GET /api/product/{id} and facets', () => {
  it('answers one product, and 404 for unknown or malformed ids', async () => {
    const found = await ctx.app.inject({ method: 'GET', url: `/api/product/${ids.dress}` });
    expect(found.json()).toMatchObject({ success: true, product: { _id: ids.dress, banner: 'new arrival', bestseller: true } });
    // Read by id, a product has the same stock and photos as in the list (one statement reads them with the row).
    const hoodie = (await ctx.app.inject({ method: 'GET', url: `/api/product/${ids.mixedImages}` })).json().product;
    const jeans = (await ctx.app.inject({ method: 'GET', url: `/api/product/${ids.jeans}` })).json().product;
    expect(hoodie.image).toEqual([{ url: '/media/products/good.webp', fileId: 'good' }]);
    expect(jeans.stock).toEqual({ '30': 2, '32': 0 });
    expect(jeans.image).toEqual((await list()).products.find((product) => product._id === ids.jeans)?.image);
    expect(jeans.image).toHaveLength(1);
    for (const id of ['3f1b8f0e-0000-4000-8000-000000000000', 'nope']) {
      const missing = await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Product not found' });
    }
  });

  it('lists labels and categories in use', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/product/facets' });
    const body = response.json();
    expect(body.labels).toEqual(['Adidas', 'Nike', 'Vintage', 'Zara']);
    expect(body.categories).toEqual([
      { name: 'Men', subCategories: ['Jeans', 'T-Shirts'] },
      { name: 'Ladies', subCategories: ['Dresses'] },
      { name: 'Kids', subCategories: ['Bales'] },
    ]);
  });

  it('lists the labels in alphabetical order whatever their case (the storefront shows them as they come)', async () => {
    await ensureCatalogBasics(ctx.database.db, ['bershka']);
    await insertProduct(ctx.database.db, { name: 'Striped Shirt', label: 'bershka', createdAt: new Date(Date.now() - 10 * 86_400_000) });
    // The facets answer is cached until the catalogue's change is heard.
    const facetLabels = async () => (await ctx.app.inject({ method: 'GET', url: '/api/product/facets' })).json().labels as string[];
    const labels = await eventually(facetLabels, (current) => current.includes('bershka'));
    expect(labels).toEqual(['Adidas', 'bershka', 'Nike', 'Vintage', 'Zara']);
  });
});
