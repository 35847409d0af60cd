import type { AdminProduct, AdminProductImagesResponse, AdminProductInput, AdminProductListResponse, AuditListResponse } from '@mitumba/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestAppWithMail, type TestContext } from '../../../test/app.ts';
import { addToCart, orderPayload } from '../../../test/checkout.ts';
import { insertProduct } from '../../../test/factories.ts';
import type { SmtpSink } from '../../../test/smtp-sink.ts';
import { startAdminTestApp, type AdminHeaders } from '../../../test/admin.ts';

let ctx: TestContext & { sink: SmtpSink };
let admin: AdminHeaders;
let sequence = 0;

beforeAll(async () => {
  ({ ctx, admin } = await startAdminTestApp(() => startTestAppWithMail()));
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: object = admin) =>
  ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

function productBody(extra: Partial<AdminProductInput> = {}): AdminProductInput {
  sequence += 1;
  return {
    code: `ADM-${sequence}-${Date.now()}`, name: `Denim jacket ${sequence}`, description: 'Stone-washed, barely worn.', price: 1450,
    category: 'Ladies', subCategory: 'Jackets', label: 'Zara', banner: 'new arrival', bestseller: false,
    weights: [{ weight: 'S', stock: 2 }, { weight: 'M', stock: 0 }], ...extra,
  };
}

async function created(extra: Partial<AdminProductInput> = {}): Promise<AdminProduct> {
  const response = await call('POST', '/api/admin/products', productBody(extra));
  if (response.statusCode !== 200) throw new Error(`create: ${response.body}`);
  return response.json().product as AdminProduct;
}

async function png(colour = '#c2410c'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
}

function multipart(file: Buffer, field = 'image', filename = 'photo.png') {
  const boundary = '----mitumba-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    file, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = async (productId: string, file: Buffer) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/images`, ...multipart(file) });

const audit = async (productId: string) => ((await call('GET', `/api/admin/audit?entity=product&entityId=${productId}`)).json() as AuditListResponse).entries;
const list = async (query: string) => (await call('GET', `/api/admin/products?${query}`)).json() as AdminProductListResponse;

async function placedOrder(productId: string, weight: string) {
  const customer = await signedInCustomer(ctx);
  await addToCart(ctx, customer, productId, weight);
  const response = await call('POST', '/api/order/sidian', await orderPayload(ctx, customer), customer.headers);
  if (response.statusCode !== 200) throw new Error(`placement: ${response.body}`);
}

describe('back office: catalogue', () => {
  it('is admin only', async () => {
    const customer = await signedInCustomer(ctx);
    expect((await call('GET', '/api/admin/products', undefined, customer.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/products', productBody(), {})).statusCode).toBe(401);
  });

  it('creates a product, hidden until it has a photo, audited; finds it by name and by code', async () => {
    const product = await created({ name: 'Corduroy Trousers Unique' });
    expect(product).toMatchObject({ price: 1450, visible: false, archivedAt: null, weights: [{ weight: 'S', stock: 2, waiting: 0 }, { weight: 'M', stock: 0, waiting: 0 }] });
    expect((await call('GET', `/api/product/${product.id}`)).statusCode).toBe(404);
    expect((await list('q=corduroy trousers')).products.map((row) => row.id)).toEqual([product.id]);
    expect((await list(`q=${product.code}`)).products[0]).toMatchObject({ id: product.id, totalStock: 2, thumbnail: null, visible: false });
    expect((await audit(product.id))[0]).toMatchObject({ action: 'product.create', before: null, after: { name: 'Corduroy Trousers Unique', stock: { S: 2, M: 0 } } });
  });

  it('refuses bad input with 400 and a taken code with 409', async () => {
    const bad = await call('POST', '/api/admin/products', productBody({ price: -1, weights: [] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    const duplicateWeights = await call('POST', '/api/admin/products', productBody({ weights: [{ weight: 'M', stock: 1 }, { weight: ' m ', stock: 2 }] }));
    expect(duplicateWeights.json().message).toBe('Each weight or size must be different');
    const first = await created();
    const taken = await call('POST', '/api/admin/products', productBody({ code: first.code }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Another product already uses the code ${first.code}. Please choose another code.`);
    const other = await created();
    expect((await call('PUT', `/api/admin/products/${other.id}`, productBody({ code: first.code }))).statusCode).toBe(409);
    expect((await call('GET', '/api/admin/products/not-a-uuid')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('edits a product and its weights; refuses to remove a weight with stock or in open orders', async () => {
    const product = await created();
    const edited = await call('PUT', `/api/admin/products/${product.id}`, productBody({ code: product.code, name: 'Renamed jacket', price: 999.5, weights: [{ weight: 'S', stock: 2 }, { weight: 'L', stock: 4 }] }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product).toMatchObject({ name: 'Renamed jacket', price: 999.5, weights: [{ weight: 'S', stock: 2 }, { weight: 'L', stock: 4 }] });
    const withStock = await call('PUT', `/api/admin/products/${product.id}`, productBody({ code: product.code, weights: [{ weight: 'L', stock: 4 }] }));
    expect(withStock.statusCode).toBe(422);
    expect(withStock.json().message).toBe('S still has 2 in stock: set its stock to 0 before removing it.');

    const sold = await insertProduct(ctx.database.db, { stock: { XL: 1, M: 3 } });
    await placedOrder(sold, 'XL');
    const inOrders = await call('PUT', `/api/admin/products/${sold}`, productBody({ weights: [{ weight: 'M', stock: 3 }] }));
    expect(inOrders.statusCode).toBe(422);
    expect(inOrders.json().message).toBe('XL is in orders not yet delivered: it cannot be removed until they are delivered or cancelled.');
    expect((await audit(product.id)).map((entry) => entry.action)).toEqual(['product.update', 'product.create']);
  });

  it('archives a product out of the shop and back, and deletes only a product without orders', async () => {
    const productId = await insertProduct(ctx.database.db, { name: 'Archivable Parka', stock: { M: 2 } });
    expect((await call('GET', `/api/product/${productId}`)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/products/${productId}/archive`, { reason: '' })).statusCode).toBe(400);
    const archived = await call('POST', `/api/admin/products/${productId}/archive`, { reason: 'Stained, not for sale' });
    expect(archived.json().product).toMatchObject({ visible: false, archivedAt: expect.any(String) });
    expect((await call('GET', `/api/product/${productId}`)).statusCode).toBe(404);
    const shop = (await call('GET', '/api/product/list?search=Archivable Parka')).json();
    expect(shop.products).toHaveLength(0);
    expect((await list('q=Archivable Parka')).products).toHaveLength(0);
    expect((await list('q=Archivable Parka&archived=archived')).products[0]).toMatchObject({ archived: true, visible: false });
    expect((await call('POST', `/api/admin/products/${productId}/archive`, { reason: 'Twice' })).statusCode).toBe(409);
    await call('POST', `/api/admin/products/${productId}/unarchive`, { reason: 'Cleaned it' });
    expect((await call('GET', `/api/product/${productId}`)).statusCode).toBe(200);

    await placedOrder(productId, 'M');
    const refused = await call('DELETE', `/api/admin/products/${productId}`, { reason: 'Clear out' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This product has orders: archive it instead.');
    const unordered = await created();
    expect((await call('DELETE', `/api/admin/products/${unordered.id}`, { reason: 'Added by mistake' })).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/products/${unordered.id}`)).statusCode).toBe(404);
    expect((await audit(unordered.id))[0]).toMatchObject({ action: 'product.delete', after: null, reason: 'Added by mistake' });
    expect((await audit(productId)).map((entry) => entry.action)).toEqual(['product.unarchive', 'product.archive']);
  });

  it('uploads photos as WebP (the product becomes visible), reorders and deletes them with their files', async () => {
    const product = await created();
    const first = await upload(product.id, await png());
    expect(first.statusCode).toBe(200);
    const afterFirst = first.json() as AdminProductImagesResponse;
    expect(afterFirst.visible).toBe(true);
    expect(afterFirst.images[0]?.url).toMatch(/^\/media\/products\/[0-9a-f-]{36}\.webp$/);
    const key = afterFirst.images[0]!.url.slice('/media/'.length);
    expect((await sharp(await readAll(key)).metadata()).format).toBe('webp');
    expect((await call('GET', `/api/product/${product.id}`)).statusCode).toBe(200);

    const second = (await upload(product.id, await png('#1d4ed8'))).json() as AdminProductImagesResponse;
    const [a, b] = second.images.map((image) => image.id);
    const reordered = await call('PUT', `/api/admin/products/${product.id}/images/order`, { imageIds: [b, a] });
    expect((reordered.json() as AdminProductImagesResponse).images.map((image) => image.id)).toEqual([b, a]);
    expect((await call('PUT', `/api/admin/products/${product.id}/images/order`, { imageIds: [b] })).statusCode).toBe(400);

    const notImage = await upload(product.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toMatch(/^A product photo must be a JPEG, PNG(, WebP or AVIF| or WebP) image\.$/);

    await call('DELETE', `/api/admin/products/${product.id}/images/${b}`);
    const last = await call('DELETE', `/api/admin/products/${product.id}/images/${a}`);
    expect(last.json()).toMatchObject({ images: [], visible: false });
    expect(await ctx.storage.exists(key)).toBe(false);
    expect((await call('DELETE', `/api/admin/products/${product.id}/images/${a}`)).statusCode).toBe(404);
    expect((await audit(product.id)).map((entry) => entry.action).slice(0, 4)).toEqual(['product.image-delete', 'product.image-delete', 'product.image-order', 'product.image-add']);
  });

  it('restocks a sold-out weight: its waitlist is e-mailed once, even when two edits race', async () => {
    const productId = await insertProduct(ctx.database.db, { name: 'Waitlisted Boots', stock: { '42': 0, '43': 1 } });
    const customer = await signedInCustomer(ctx);
    const joined = await call('POST', '/api/order/waitlist', { productDetails: { productId, weight: '42', quantity: 1 } }, customer.headers);
    expect(joined.statusCode).toBe(200);
    expect(((await call('GET', `/api/admin/products/${productId}`)).json().product as AdminProduct).weights).toEqual([
      { weight: '42', stock: 0, waiting: 1 }, { weight: '43', stock: 1, waiting: 0 },
    ]);
    const current = (await call('GET', `/api/admin/products/${productId}`)).json().product as AdminProduct;
    const body = productBody({ code: current.code, name: current.name, weights: [{ weight: '42', stock: 5 }, { weight: '43', stock: 1 }] });
    const responses = await Promise.all([1, 2].map(() => call('PUT', `/api/admin/products/${productId}`, body)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    await ctx.sink.waitFor((mail) => mail.to.includes(customer.user.email));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.sink.mails.filter((mail) => mail.to.includes(customer.user.email))).toHaveLength(1);
    const after = (await call('GET', `/api/admin/products/${productId}`)).json().product as AdminProduct;
    expect(after.weights[0]).toEqual({ weight: '42', stock: 5, waiting: 0 });
  });

  it('filters by stock, category and label, in keyset pages', async () => {
    const soldOut = await insertProduct(ctx.database.db, { label: 'Vintage', category: 'Kids', stock: { S: 0 } });
    const low = await insertProduct(ctx.database.db, { label: 'Vintage', category: 'Kids', stock: { S: 1, M: 2 } });
    const plenty = await insertProduct(ctx.database.db, { label: 'Vintage', category: 'Kids', stock: { S: 9 } });
    const ids = (query: string) => list(`category=Kids&label=Vintage&${query}`).then((page) => page.products.map((row) => row.id));
    expect(await ids('stock=sold-out')).toEqual([soldOut]);
    expect(await ids('stock=low')).toEqual([low]);
    const firstPage = await list('category=Kids&label=Vintage&limit=2');
    expect(firstPage.products.map((row) => row.id)).toEqual([soldOut, low]);
    expect(firstPage.nextCursor).toBe(low);
    const secondPage = await list(`category=Kids&label=Vintage&limit=2&cursor=${firstPage.nextCursor}`);
    expect(secondPage).toMatchObject({ products: [{ id: plenty, stock: [{ weight: 'S', stock: 9 }] }], nextCursor: null });
    expect((await call('GET', '/api/admin/products?stock=none')).statusCode).toBe(400);
  });
});

async function readAll(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
