import type { CartResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { eventually } from '../catalog/cache/eventually.test-support.ts';
import { catalogueChannel } from '../catalog/cache/register-catalogue-cache.ts';

let ctx: TestContext;
let customer: SignedIn;
let userId: string;
const auth = () => customer.headers;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  customer = await signedInCustomer(ctx);
  userId = customer.user.id;
});
afterAll(async () => ctx.close());

const add = (itemId: string, weight: string, headers = auth()) =>
  ctx.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { userId, itemId, weight } });
const update = (itemId: string, model: string, quantity: number | string) =>
  ctx.app.inject({ method: 'POST', url: '/api/cart/update', headers: auth(), payload: { itemId, model, quantity } });
const getCart = async (): Promise<CartResponse> => (await ctx.app.inject({ method: 'POST', url: '/api/cart/get', headers: auth(), payload: {} })).json();
const clear = async () => {
  for (const [productId, weights] of Object.entries((await getCart()).cartData)) {
    for (const weight of Object.keys(weights)) await update(productId, weight, 0);
  }
};

describe('cart rules on the server', () => {
  it('needs a login, with the spec message', async () => {
    const productId = await insertProduct(ctx.database.db);
    const response = await add(productId, 'M', {} as ReturnType<typeof auth>);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Please Login to add items to the cart.' });
  });

  it('adds by weight (any case), caps at 3 per product and weight, and keeps weights apart', async () => {
    await clear();
    const productId = await insertProduct(ctx.database.db, { name: 'Denim Bale', stock: { '25KG': 10, '45KG': 10 } });
    const first = await add(productId, '25kg');
    expect(first.json()).toMatchObject({ success: true, message: 'Product added to cart successfully', cartData: { [productId]: { '25kg': 1 } } });
    await add(productId, '25KG');
    await add(productId, '25kg');
    const fourth = await add(productId, '25kg');
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toEqual({ success: false, message: 'You can only add a product to the cart up to 3 times.' });
    expect((await add(productId, '45KG')).json().cartData[productId]).toEqual({ '25kg': 3, '45kg': 1 });
    const bad = await add(productId, '99kg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Select Product Weight');
  });

  it('never goes past the stock, and says how many are left', async () => {
    await clear();
    const productId = await insertProduct(ctx.database.db, { name: 'Kids Jacket', stock: { M: 2, L: 0 } });
    await add(productId, 'M');
    await add(productId, 'M');
    const third = await add(productId, 'M');
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe('Only 2 units available for Kids Jacket (M)');
    expect((await add(productId, 'L')).json()).toEqual({ success: false, message: 'Item currently out of stock', soldOut: true });
    const tooMany = await update(productId, 'M', 3);
    expect(tooMany.json().message).toBe('Only 2 units available for Kids Jacket (M)');
    expect((await update(productId, 'M', 4)).json().message).toBe('You can only add a product to the cart up to 3 times.');
  });

  it('removes a line at 0 or less, and the product when no weights remain', async () => {
    await clear();
    const productId = await insertProduct(ctx.database.db, { stock: { S: 5, M: 5 } });
    await add(productId, 'S');
    await add(productId, 'M');
    expect((await update(productId, 'S', 0)).json().cartData[productId]).toEqual({ m: 1 });
    expect((await update(productId, 'M', -2)).json().cartData).toEqual({});
    expect((await update(productId, 'M', 'x')).statusCode).toBe(400);
    // Removing what cannot be a product's line is nothing to do, never a server error.
    expect((await update('not-a-product-id', 'M', 0)).statusCode).toBe(200);
  });

  it('checks the cart against current stock on every read, saying what changed', async () => {
    await clear();
    const lowered = await insertProduct(ctx.database.db, { name: 'Linen Shirt', stock: { L: 3 } });
    const soldOut = await insertProduct(ctx.database.db, { name: 'Wool Coat', stock: { M: 1 } });
    await add(lowered, 'L');
    await add(lowered, 'L');
    await add(lowered, 'L');
    await add(soldOut, 'M');
    // Written outside a request, as another instance would: the cart hears of it by the database's notification.
    await ctx.app.services.catalog.setStock(lowered, 'l', 1);
    await ctx.app.services.catalog.setStock(soldOut, 'm', 0);
    const cart = await eventually(getCart, (read) => read.notices.length > 0);
    expect(cart.cartData).toEqual({ [lowered]: { l: 1 } });
    expect(cart.notices).toEqual([
      'Only 1 units available for Linen Shirt (L): your cart now holds 1.',
      'Wool Coat (M) is out of stock and was removed from your cart.',
    ]);
    expect((await getCart()).notices).toEqual([]);
  });

  it('drops a product that lost its valid images, with the spec reason', async () => {
    await clear();
    const productId = await insertProduct(ctx.database.db, { name: 'Ghost Tee', stock: { M: 4 } });
    await add(productId, 'M');
    const { productImages } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(productImages).set({ fileId: 'default-placeholder' }).where(eq(productImages.productId, productId));
    const cart = await eventually(getCart, (read) => read.notices.length > 0);
    expect(cart.cartData).toEqual({});
    expect(cart.notices).toEqual(['Ghost Tee was removed from your cart: the product has invalid images.']);
  });

  it('keeps the products it shows until the catalogue changes, and reads them again then', async () => {
    await clear();
    const productId = await insertProduct(ctx.database.db, { name: 'Silk Scarf', stock: { M: 4 } });
    await add(productId, 'M');
    const { products } = await import('../../db/schema/index.ts');
    const { eq, sql } = await import('drizzle-orm');
    // A rename that tells nobody (the change triggers skipped): the cart still shows the name it kept.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.update(products).set({ name: 'Silk Scarf, renamed' }).where(eq(products.id, productId));
    });
    expect((await getCart()).items.map((item) => item.name)).toEqual(['Silk Scarf']);
    expect((await add(productId, 'M')).json().items.map((item: { name: string }) => item.name)).toEqual(['Silk Scarf']);
    // The change's notification, as any write to the catalogue sends it: the next read has the new name.
    await ctx.database.db.execute(sql`SELECT pg_notify(${catalogueChannel}, '')`);
    const cart = await eventually(getCart, (read) => read.items[0]?.name !== 'Silk Scarf');
    expect(cart.items.map((item) => item.name)).toEqual(['Silk Scarf, renamed']);
  });

  it('computes the bulk discount on the server at 15/16 items', async () => {
    await clear();
    const ids = await Promise.all(Array.from({ length: 6 }, () => insertProduct(ctx.database.db, { priceShillings: 500, stock: { M: 5 } })));
    for (const id of ids.slice(0, 5)) for (let i = 0; i < 3; i += 1) await add(id, 'M');
    let cart = await getCart();
    expect(cart.summary).toEqual({ itemCount: 15, subtotal: 7500, deliveryFee: 0, discount: 0, total: 7500 });
    await add(ids[5] ?? '', 'M');
    cart = await getCart();
    expect(cart.summary).toEqual({ itemCount: 16, subtotal: 8000, deliveryFee: 0, discount: 1500, total: 6500 });
  });

  it("keeps another customer's cart out of reach", async () => {
    const other = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/cart/add', headers: auth(), payload: { userId: other.user.id, itemId: productId, weight: 'M' } });
    expect(response.statusCode).toBe(403);
    const theirs = await ctx.app.inject({ method: 'POST', url: '/api/cart/get', headers: other.headers, payload: {} });
    expect(theirs.json().cartData).toEqual({});
  });
});
