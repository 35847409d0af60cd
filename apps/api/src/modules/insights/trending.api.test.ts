import type { TrendingResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { cashierOf } from '../../test/checkout.ts';
import { productImages } from '../../db/schema/index.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { orderPlacer } from './test-orders.ts';

let ctx: TestContext;
let place: ReturnType<typeof orderPlacer>;
let me: SignedIn;
const product: Record<string, string> = {};

const trending = (headers: Record<string, string>, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/product/trending', headers, payload });
const idsOf = (body: TrendingResponse) => body.products.map((item) => item._id);
const named = (...names: string[]) => names.map((name) => product[name]!);

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  place = orderPlacer(ctx, await cashierOf(ctx));
  for (const name of ['A', 'B', 'C', 'D', 'F', 'Z', 'Quiet']) {
    product[name] = await insertProduct(ctx.database.db, { name: `Product ${name}`, stock: { M: 20 } });
  }
  product.E = await insertProduct(ctx.database.db, { name: 'Product E', bestseller: true, stock: { M: 20 } });
  product.Hidden = await insertProduct(ctx.database.db, { name: 'Product Hidden', stock: { M: 20 } });

  me = await signedInCustomer(ctx);
  await place.paidOrder(me, named('A'));
  await place.paidOrder(me, named('C'));
  const other = async (...names: string[]) => place.paidOrder(await signedInCustomer(ctx), named(...names));
  await other('A', 'B');
  await other('A', 'B', 'Hidden');
  await other('C', 'F');
  await other('A', 'Z');
  await other('D');
  await other('D');
  await other('D');
  await ctx.app.services.catalog.setStock(product.Z!, 'm', 0);
  // Without a valid image a product is hidden from every list (the trigger of migration 0001 keeps the flag).
  await ctx.database.db.delete(productImages).where(eq(productImages.productId, product.Hidden!));
});
afterAll(async () => ctx.close());

describe('POST /api/product/trending', () => {
  it('ranks what others bought with my orders first, then what sells, then bestsellers; never what I bought, sold out or hidden', async () => {
    const response = await trending(me.headers, { userId: me.user.id, limit: 10 });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TrendingResponse;
    // B was bought with A twice, F with C once; D sold 3 times with neither; E is a flagged bestseller that never sold.
    expect(idsOf(body)).toEqual(named('B', 'F', 'D', 'E'));
    expect(body.products[0]).toMatchObject({ _id: product.B, name: 'Product B', price: 1000, stock: { m: 18 } });
  });

  it('ignores purchasedItems: the list comes from the orders in the database', async () => {
    const body = (await trending(me.headers, { purchasedItems: [product.D, { _id: product.Quiet }], limit: 10 })).json() as TrendingResponse;
    expect(idsOf(body)).toEqual(named('B', 'F', 'D', 'E'));
  });

  it('gives a new customer (no paid orders) the bestsellers: what sold most lately, then the flagged ones', async () => {
    const newcomer = await signedInCustomer(ctx);
    const ids = idsOf((await trending(newcomer.headers)).json() as TrendingResponse);
    // A sold in 4 orders, D in 3; B and C twice; F once; E never (flagged).
    expect(ids.slice(0, 2)).toEqual(named('A', 'D'));
    expect(ids.slice(2, 4).sort()).toEqual(named('B', 'C').sort());
    expect(ids.slice(4)).toEqual(named('F', 'E'));
    expect(ids).not.toContain(product.Z);
    expect(ids).not.toContain(product.Hidden);
    expect(ids).not.toContain(product.Quiet);
  });

  it('answers a visitor with the bestsellers too, and respects the limit', async () => {
    const body = (await trending({}, { limit: 2 })).json() as TrendingResponse;
    expect(idsOf(body)).toEqual(named('A', 'D'));
  });

  it("refuses another customer's userId, a limit above 10, and a bad token", async () => {
    const other = await signedInCustomer(ctx);
    expect((await trending(me.headers, { userId: other.user.id })).statusCode).toBe(403);
    const tooMany = await trending(me.headers, { limit: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ success: false, message: expect.stringContaining('limit must be at most 10') });
    expect((await trending({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });
});
