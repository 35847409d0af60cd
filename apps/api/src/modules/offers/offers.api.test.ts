import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertProduct, insertUser } from '../../test/factories.ts';

let ctx: TestContext;
let customer: SignedIn;
let userId: string;
let clearance: string;
const auth = () => customer.headers;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  customer = await signedInCustomer(ctx);
  userId = customer.user.id;
  clearance = await insertProduct(ctx.database.db, { name: 'Clearance Bale', priceShillings: 5000, banner: 'Clearance', stock: { '45KG': 3 } });
});
afterAll(async () => ctx.close());

const offer = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/order/price-suggestion', headers: auth(), payload: { userId, productId: clearance, weight: '45KG', quantity: 1, ...payload } });

describe('price offers', () => {
  it.each([2900, 5100, 4950, 0])('refuses %i with the range message', async (suggestedPrice) => {
    const response = await offer({ suggestedPrice });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a price between 3000 and 5000');
  });

  it('takes offers on clearance items only, with a weight', async () => {
    const regular = await insertProduct(ctx.database.db, { priceShillings: 5000 });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/order/price-suggestion', headers: auth(), payload: { productId: regular, weight: 'M', suggestedPrice: 4000 } });
    expect(response.statusCode).toBe(422);
    expect((await offer({ weight: '' })).json().message).toBe('Please select a weight');
  });

  it('keeps one pending offer per product and weight, and lists them newest first', async () => {
    const first = await offer({ suggestedPrice: 4000 });
    expect(first.json()).toMatchObject({ success: true, offer: { status: 'pending', suggestedPrice: 4000, weight: '45kg' } });
    const second = await offer({ suggestedPrice: 4500 });
    expect(second.statusCode).toBe(409);
    const list = await ctx.app.inject({ url: `/api/order/user-suggestions/${clearance}/${userId}`, headers: auth() });
    expect(list.json().suggestions.map((item: { status: string }) => item.status)).toEqual(['pending']);
    const none = await ctx.app.inject({ url: `/api/order/user-suggestions/not-a-product-id/${userId}`, headers: auth() });
    expect(none.json()).toEqual({ success: true, suggestions: [] });
  });

  it('prices the cart line with an accepted offer until it expires', async () => {
    const [pending] = (await ctx.app.inject({ url: `/api/order/user-suggestions/${clearance}/${userId}`, headers: auth() })).json().suggestions;
    await ctx.app.services.offers.decide(pending._id, 'accepted');
    const price = await ctx.app.inject({ url: `/api/order/price-suggestions/${clearance}/${userId}`, headers: auth() });
    expect(price.json().product).toEqual({ _id: clearance, price: 4000, listPrice: 5000, offerApplied: true, prices: { '45kg': 4000 } });
    await ctx.app.inject({ method: 'POST', url: '/api/cart/add', headers: auth(), payload: { itemId: clearance, weight: '45KG' } });
    const cart = (await ctx.app.inject({ method: 'POST', url: '/api/cart/get', headers: auth(), payload: {} })).json();
    expect(cart.items[0]).toMatchObject({ unitPrice: 4000, listPrice: 5000, offerApplied: true });
    expect(cart.summary.subtotal).toBe(4000);
    await expect(ctx.app.services.offers.decide(pending._id, 'rejected')).rejects.toThrow('already been decided');

    const { priceOffers } = await import('../../db/schema/index.ts');
    await ctx.database.db.update(priceOffers).set({ expiresAt: new Date(Date.now() - 1000) });
    const afterExpiry = (await ctx.app.inject({ method: 'POST', url: '/api/cart/get', headers: auth(), payload: {} })).json();
    expect(afterExpiry.items[0]).toMatchObject({ unitPrice: 5000, offerApplied: false });
    const offersAfter = (await ctx.app.inject({ url: `/api/order/user-suggestions/${clearance}/${userId}`, headers: auth() })).json();
    expect(offersAfter.suggestions[0].status).toBe('expired');
    expect((await offer({ suggestedPrice: 4500 })).statusCode).toBe(200);
  });

  it("keeps another customer's offers out of reach", async () => {
    const other = await insertUser(ctx.database.db);
    const response = await ctx.app.inject({ url: `/api/order/user-suggestions/${clearance}/${other.id}`, headers: auth() });
    expect(response.statusCode).toBe(403);
  });
});
