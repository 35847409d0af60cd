import { SEARCH_HISTORY_KEPT, type SearchHistoryResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchHistory } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const add = (headers: object, searchQuery: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/search/add', headers: headers as Record<string, string>, payload: { searchQuery } });
const history = async (customer: SignedIn) =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/search/history', headers: customer.headers })).json() as SearchHistoryResponse).history.map((entry) => entry.searchQuery);

describe('search history', () => {
  it('saves a logged-in customer\'s searches and offers the recent distinct ones, newest first', async () => {
    const customer = await signedInCustomer(ctx);
    for (const query of ['denim', '  Nike   shoes ', 'bales', 'DENIM']) {
      const response = await add(customer.headers, query);
      expect(response.json()).toEqual({ success: true, message: 'Search saved' });
    }
    expect(await history(customer)).toEqual(['DENIM', 'bales', 'Nike shoes']);
    for (let i = 1; i <= 10; i += 1) await add(customer.headers, `query ${i}`);
    const shown = await history(customer);
    expect(shown).toHaveLength(8);
    expect(shown[0]).toBe('query 10');
  });

  it('does not save an empty search', async () => {
    const customer = await signedInCustomer(ctx);
    for (const query of ['', '   ', null]) {
      const response = await add(customer.headers, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Empty searches are not saved.' });
    }
    expect((await add(customer.headers, 'x'.repeat(101))).json().message).toBe('Too long: at most 100 characters');
    expect(await history(customer)).toEqual([]);
  });

  it('asks a visitor to log in, with the spec\'s message', async () => {
    const response = await add({}, 'denim');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Your session has expired. Please log in again.' });
    const read = await ctx.app.inject({ method: 'GET', url: '/api/search/history' });
    expect(read.statusCode).toBe(401);
  });

  it('keeps each customer\'s searches their own', async () => {
    const [first, second] = [await signedInCustomer(ctx), await signedInCustomer(ctx)];
    await add(first.headers, 'kitenge');
    await add(second.headers, 'jackets');
    expect(await history(first)).toEqual(['kitenge']);
    expect(await history(second)).toEqual(['jackets']);
  });

  it(`keeps at most ${SEARCH_HISTORY_KEPT} searches per customer, even when they arrive at once`, async () => {
    const customer = await signedInCustomer(ctx);
    const responses = await Promise.all(Array.from({ length: SEARCH_HISTORY_KEPT + 15 }, (_, i) => add(customer.headers, `bale ${i}`)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const rows = await ctx.database.db.select().from(searchHistory).where(eq(searchHistory.userId, customer.user.id));
    expect(rows).toHaveLength(SEARCH_HISTORY_KEPT);
  });
});
