import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  ({ headers } = await signedInCustomer(ctx));
});
afterAll(async () => ctx.close());

describe('favourites on the server', () => {
  it('adds, merges (ignoring unknown ids), lists with products and removes', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => insertProduct(ctx.database.db)));
    const added = await ctx.app.inject({ method: 'POST', url: '/api/favorites/add', headers, payload: { productId: a } });
    expect(added.json().favorites).toEqual([a]);
    const merged = await ctx.app.inject({ method: 'POST', url: '/api/favorites/merge', headers, payload: { productIds: [b, a, c, 'nope', '3f1b8f0e-0000-4000-8000-000000000000'] } });
    expect(merged.json().favorites.sort()).toEqual([a, b, c].sort());
    expect(merged.json().products).toHaveLength(3);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/favorites/${b}`, headers });
    expect(removed.json().favorites.sort()).toEqual([a, c].sort());
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/favorites/nope', headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/favorites/add', headers, payload: { productId: 'nope' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/favorites' })).statusCode).toBe(401);
  });
});
