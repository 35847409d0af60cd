import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type TestContext } from '../test/app.ts';
import { hasUnstorableText } from './storable-text.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const refusal = { success: false, message: 'The request contains characters we cannot store (a NUL byte or a broken Unicode character).' };

describe('text PostgreSQL cannot store', () => {
  it('is refused with 400 in a query, a path parameter or a JSON body, on any route', async () => {
    const search = await ctx.app.inject('/api/product/list?search=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refusal);
    expect((await ctx.app.inject('/api/product/a%00b')).statusCode).toBe(400);
    const customer = await signedInCustomer(ctx);
    const address = await ctx.app.inject({
      method: 'POST', url: '/api/user/save-address', headers: customer.headers,
      payload: { address: { street: 'Moi Avenue \ud800', nested: { deeper: ['ok', 'a\u0000b'] } } },
    });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual(refusal);
  });

  it('lets ordinary text through, emoji and Swahili included', async () => {
    expect((await ctx.app.inject('/api/product/list?search=kitenge%20%F0%9F%91%97')).statusCode).toBe(200);
    expect(hasUnstorableText({ name: 'Wanjiků 👗', tags: ['ok'], count: 3, none: null })).toBe(false);
    expect(hasUnstorableText({ ['bad\u0000key']: 1 })).toBe(true);
    expect(hasUnstorableText('\udc00 alone')).toBe(true);
  });
});
