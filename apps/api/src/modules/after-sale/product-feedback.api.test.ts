import type { Product, ProductFeedbackResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';
import { deliveredOrder } from './after-sale.test-support.ts';
import { authorName } from './product-feedback.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const ratings = (quality: number) => ({ quality, price: 3, logistics: 2, customerService: 1 });

async function customerNamed(name: string): Promise<SignedIn> {
  const customer = await signedInCustomer(ctx);
  await ctx.database.db.update(users).set({ name }).where(eq(users.id, customer.user.id));
  return customer;
}

/** A delivered order of `productId` by `customer`, with feedback: the quality rating and the words. */
async function rated(productId: string, customer: SignedIn, quality: number, feedback: string, weights = ['M']) {
  const order = await deliveredOrder(ctx, { customer, productId, weights });
  const response = await ctx.app.inject({
    method: 'POST', url: '/api/feedback', headers: customer.headers,
    payload: { feedback, email: 'private@example.test', phone: '+254700000001', ratings: ratings(quality), orderId: order.orderRef },
  });
  expect(response.statusCode).toBe(200);
}

const productById = async (id: string): Promise<Product> =>
  (await ctx.app.inject({ url: `/api/product/${id}` })).json().product;
const listed = async (id: string): Promise<Product | undefined> =>
  (await ctx.app.inject({ url: `/api/product/list?ids=${id}` })).json().products[0];
const feedbackPage = async (id: string, query = '') => ctx.app.inject({ url: `/api/product/${id}/feedback${query}` });

describe("products' ratings: customers' quality ratings only", () => {
  it('gives a product nobody has rated no rating at all', async () => {
    const productId = await insertProduct(ctx.database.db, { banner: 'new arrival', stock: { M: 3 } });
    expect((await productById(productId)).rating).toBeNull();
    expect((await listed(productId))?.rating).toBeNull();
  });

  it('averages the quality ratings of delivered orders that held the product, an order once however many weights', async () => {
    const productId = await insertProduct(ctx.database.db, { stock: { M: 9, L: 9 } });
    expect((await listed(productId))?.rating).toBeNull(); // cached now: the feedback below must empty it
    await rated(productId, await customerNamed('Wanjiku Mwangi'), 5, 'Lovely soft cotton', ['M', 'L']);
    await rated(productId, await customerNamed('Otieno'), 4, 'Fits well');
    await rated(productId, await customerNamed('Achieng Atieno Odhiambo'), 4, 'Good value');
    expect((await productById(productId)).rating).toEqual({ average: 4.3, count: 3 });
    expect((await listed(productId))?.rating).toEqual({ average: 4.3, count: 3 });
  });
});

describe('GET /api/product/{id}/feedback', () => {
  it("shows the words newest first, with first name and last initial, never the customer's contact", async () => {
    const productId = await insertProduct(ctx.database.db, { stock: { M: 9 } });
    await rated(productId, await customerNamed('Wanjiku Mwangi'), 5, 'First: lovely soft cotton');
    await rated(productId, await customerNamed('Otieno'), 3, 'Second: a little faded');
    await rated(productId, await customerNamed('Achieng Odhiambo'), 4, '  Third: good value  ');

    const first = await feedbackPage(productId, '?limit=2');
    expect(first.statusCode).toBe(200);
    const body = first.json() as ProductFeedbackResponse;
    expect(body.feedback.map(({ text, author, rating }) => ({ text, author, rating }))).toEqual([
      { text: 'Third: good value', author: 'Achieng O.', rating: 4 },
      { text: 'Second: a little faded', author: 'Otieno', rating: 3 },
    ]);
    expect(body.hasMore).toBe(true);
    expect(first.body).not.toMatch(/private@example|254700000001|Mwangi|Odhiambo/);

    const second = (await feedbackPage(productId, '?limit=2&offset=2')).json() as ProductFeedbackResponse;
    expect(second.feedback.map((entry) => entry.author)).toEqual(['Wanjiku M.']);
    expect(second.hasMore).toBe(false);
  });

  it('answers an empty list for a product with no feedback, and 400 for an id that is not one', async () => {
    const productId = await insertProduct(ctx.database.db);
    expect((await feedbackPage(productId)).json()).toEqual({ success: true, feedback: [], hasMore: false });
    expect((await feedbackPage('nope')).statusCode).toBe(400);
  });
});

describe('authorName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(authorName('Wanjiku Mwangi')).toBe('Wanjiku M.');
    expect(authorName('  achieng  atieno odhiambo ')).toBe('achieng O.');
    expect(authorName('Otieno')).toBe('Otieno');
    expect(authorName('   ')).toBe('Customer');
  });
});
