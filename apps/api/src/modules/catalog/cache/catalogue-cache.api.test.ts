import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AdminProduct, PlaceOrderResponse, ProductListResponse, ProductResponse } from '@mitumba/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, productStock, products } from '../../../db/schema/index.ts';
import { startAdminTestApp, type AdminCall } from '../../../test/admin.ts';
import { signedInCustomer, type TestContext } from '../../../test/app.ts';
import { addToCart, orderPayload } from '../../../test/checkout.ts';
import { insertProduct } from '../../../test/factories.ts';
import { eventually } from './eventually.test-support.ts';

let ctx: TestContext;
let call: AdminCall;
const listUrl = '/api/product/list?page=1&limit=24&sort=relevant';

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp());
  // Enough products for the page to pass the compression threshold.
  for (let i = 0; i < 8; i += 1) await insertProduct(ctx.database.db, { name: `Cached product ${i}`, stock: { M: 2 } });
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const productOf = async (id: string) => ((await get(`/api/product/${id}`)).json() as ProductResponse).product;
const listed = async (id: string) => ((await get(listUrl)).json() as ProductListResponse).products.find((product) => product._id === id);

describe('cached catalogue answers', () => {
  it('answers a repeat with the same ETag, and 304 with no body when the client has it', async () => {
    const first = await get(listUrl);
    const again = await get(listUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    expect(first.headers).toMatchObject({ 'cache-control': 'no-cache', vary: 'accept-encoding', 'content-type': 'application/json; charset=utf-8' });
    for (const ifNoneMatch of [String(first.headers.etag), `W/${first.headers.etag}`, `"other", ${first.headers.etag}`]) {
      const notModified = await get(listUrl, { 'if-none-match': ifNoneMatch });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(first.headers.etag);
    }
    expect((await get(listUrl, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('sends brotli and gzip bodies that decompress to the same JSON, with their own ETags', async () => {
    const plain = await get(listUrl);
    const br = await get(listUrl, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(listUrl, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await promisify(zlib.brotliDecompress)(br.rawPayload)).toString()).toBe(plain.body);
    expect((await promisify(zlib.gunzip)(gz.rawPayload)).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // The bytes are the same resource: a client holding either form is told it is current.
    expect((await get(listUrl, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
    expect((await get(listUrl, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(listUrl, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers the same query in another parameter order with the same bytes', async () => {
    const a = await get('/api/product/list?sort=relevant&limit=24&page=1&category=Men,Ladies');
    const b = await get('/api/product/list?category=Ladies,Men&page=1&sort=relevant&limit=24&userId=someone');
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body).toBe(a.body);
  });

  it('still refuses bad queries and unknown products with the error envelope, never caching them', async () => {
    const bad = await get('/api/product/list?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    const missing = await get('/api/product/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Product not found' });
  });
});

describe('a write is seen by the very next read on this instance', () => {
  async function adminEdit(id: string, change: (product: AdminProduct) => Partial<AdminProduct>) {
    const current = (await call('GET', `/api/admin/products/${id}`)).json().product as AdminProduct;
    const next = { ...current, ...change(current) };
    const response = await call('PUT', `/api/admin/products/${id}`, undefined, {
      code: next.code, name: next.name, description: next.description, price: next.price, category: next.category,
      subCategory: next.subCategory, label: next.label, banner: next.banner, bestseller: next.bestseller,
      weights: next.weights.map(({ weight, stock }) => ({ weight, stock })),
    });
    expect(response.statusCode).toBe(200);
  }

  it('an admin stock change and product edit', async () => {
    const id = await insertProduct(ctx.database.db, { name: 'Editable coat', stock: { M: 1 } });
    expect((await productOf(id)).stock).toEqual({ m: 1 });
    // Inserted straight into the database: the cached list hears of it by the database's notification.
    expect((await eventually(() => listed(id), (product) => product !== undefined))?.stock).toEqual({ m: 1 });
    await adminEdit(id, () => ({ weights: [{ weight: 'M', stock: 7, waiting: 0 }] }));
    expect((await productOf(id)).stock).toEqual({ m: 7 });
    expect((await listed(id))?.stock).toEqual({ m: 7 });
    await adminEdit(id, () => ({ name: 'Renamed coat', price: 1234 }));
    expect(await productOf(id)).toMatchObject({ name: 'Renamed coat', price: 1234 });
    expect(await listed(id)).toMatchObject({ name: 'Renamed coat', price: 1234 });
  });

  it('a banner change, while the banner list still needs a logged-in customer', async () => {
    const customer = await signedInCustomer(ctx);
    const [banner] = await ctx.database.db.insert(banners).values({ imageUrl: '/media/banners/a.webp', label: 'Old label' }).returning();
    const labels = async () => (await get('/api/banner/banners', customer.headers)).json().data.map((row: { label: string }) => row.label);
    expect(await labels()).toEqual(['Old label']);
    expect((await get('/api/banner/banners')).statusCode).toBe(401);
    const patched = await call('PATCH', `/api/admin/banners/${banner?.id}`, undefined, { label: 'New label' });
    expect(patched.statusCode).toBe(200);
    expect(await labels()).toEqual(['New label']);
    expect((await get('/api/banner/banners')).statusCode).toBe(401);
  });

  it('an order taking the last unit, and a cancellation giving it back', async () => {
    const id = await insertProduct(ctx.database.db, { name: 'Last bale', stock: { '45KG': 1 } });
    expect((await productOf(id)).stock).toEqual({ '45kg': 1 });
    const customer = await signedInCustomer(ctx);
    await addToCart(ctx, customer, id, '45KG');
    const placed = await call('POST', '/api/order/sidian', customer.headers, await orderPayload(ctx, customer));
    expect(placed.statusCode).toBe(200);
    expect((await productOf(id)).stock).toEqual({ '45kg': 0 });
    expect((await listed(id))?.stock).toEqual({ '45kg': 0 });
    const orderRef = (placed.json() as PlaceOrderResponse).order.orderId;
    expect((await call('POST', `/api/admin/orders/${orderRef}/cancel`, undefined, { reason: 'Customer asked by phone' })).statusCode).toBe(200);
    expect((await productOf(id)).stock).toEqual({ '45kg': 1 });
  });
});

describe('writes made elsewhere', () => {
  const setStock = (id: string, quantity: number) =>
    ctx.database.db.update(productStock).set({ quantity }).where(and(eq(productStock.productId, id), eq(productStock.weight, 'm')));

  it('are seen once the database notification arrives', async () => {
    const id = await insertProduct(ctx.database.db, { name: 'Remote stock', stock: { M: 2 } });
    expect((await productOf(id)).stock).toEqual({ m: 2 });
    await setStock(id, 5);
    expect((await eventually(() => productOf(id), (product) => product.stock.m === 5)).stock).toEqual({ m: 5 });
    await ctx.database.db.update(products).set({ name: 'Renamed elsewhere' }).where(eq(products.id, id));
    expect((await eventually(() => listed(id), (product) => product?.name === 'Renamed elsewhere'))?.name).toBe('Renamed elsewhere');
  });

  it('leave no stale answer behind, even with reads racing the write', async () => {
    const id = await insertProduct(ctx.database.db, { name: 'Raced stock', stock: { M: 3 } });
    for (let round = 1; round <= 3; round += 1) {
      const reads = Array.from({ length: 12 }, () => productOf(id));
      const lists = Array.from({ length: 6 }, () => listed(id));
      await Promise.all([...reads, ...lists, setStock(id, 10 + round)]);
      const settled = await eventually(() => productOf(id), (product) => product.stock.m === 10 + round);
      expect(settled.stock).toEqual({ m: 10 + round });
      // Once fresh, it stays fresh: no read that began before the write may have stored its older answer.
      for (let i = 0; i < 3; i += 1) {
        expect((await productOf(id)).stock).toEqual({ m: 10 + round });
        expect((await listed(id))?.stock).toEqual({ m: 10 + round });
      }
    }
  });
});
