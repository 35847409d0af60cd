import { maskedName } from '../referrals/referral-privacy.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, coupons, pointsLedger, referrals } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cashierOf, orderPayload } from '../../test/checkout.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const exportOf = (headers: object) => ctx.app.inject({ method: 'GET', url: '/api/user/export', headers: headers as Record<string, string> });

/** A customer with some of everything: an order, points, a personal coupon, a chat, searches. */
async function customerWithHistory(tag: string): Promise<SignedIn & { orderId: string }> {
  const customer = await signedInCustomer(ctx);
  const db = ctx.database.db;
  await ctx.app.inject({ method: 'POST', url: '/api/search/add', headers: customer.headers, payload: { searchQuery: `${tag} denim` } });
  await db.insert(pointsLedger).values({ userId: customer.user.id, kind: 'adjusted', points: 120, reason: `${tag} welcome`, source: 'test' });
  await db.insert(coupons).values({ code: `${tag}-MINE`, kind: 'fixed', value: 10_000, userId: customer.user.id });
  await db.insert(chatMessages).values([
    { customerId: customer.user.id, authorId: customer.user.id, fromShop: false, content: `${tag}: is the bale in stock?`, createdAt: new Date(Date.now() - 60_000) },
    { customerId: customer.user.id, fromShop: true, content: `${tag}: yes it is`, createdAt: new Date() },
  ]);
  const productId = await insertProduct(db, { name: `${tag} Bale`, priceShillings: 1000, stock: { M: 2 } });
  await addToCart(ctx, customer, productId, 'M');
  const counter = await cashierOf(ctx);
  const payload = { ...(await orderPayload(ctx, customer)), paymentMethod: 'cod', securityCode: await counter.code() };
  const placed = await ctx.app.inject({ method: 'POST', url: '/api/order/place', headers: customer.headers, payload });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  return { ...customer, orderId: payload.orderId };
}

describe('data export', () => {
  it('downloads the signed-in customer\'s own profile, orders, points, coupons, chat, searches and referrals as a JSON file', async () => {
    const amina = await customerWithHistory('AMINA');
    const baraka = await customerWithHistory('BARAKA');
    await ctx.database.db.insert(referrals).values({ referrerId: amina.user.id, referredId: baraka.user.id });

    const response = await exportOf(amina.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mitumba-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.profile).toMatchObject({ _id: amina.user.id, email: amina.user.email, phone: amina.user.phone, jbwallet: 120 });
    expect(data.orders.map((order: { orderId: string }) => order.orderId)).toEqual([amina.orderId]);
    expect(data.orders[0].items[0]).toMatchObject({ name: 'AMINA Bale', quantity: 1 });
    expect(data.points).toEqual({ balance: 120, ledger: [expect.objectContaining({ kind: 'adjusted', points: 120, reason: 'AMINA welcome' })] });
    expect(data.coupons).toEqual([expect.objectContaining({ code: 'AMINA-MINE', type: 'fixed', discount: 100 })]);
    expect(data.chatMessages.map((message: { from: string; content: string }) => [message.from, message.content]))
      .toEqual([['you', 'AMINA: is the bale in stock?'], ['shop', 'AMINA: yes it is']]);
    expect(data.searchHistory).toEqual([expect.objectContaining({ searchQuery: 'AMINA denim' })]);
    // The friend as /Referral shows them (issue 25: the export named them in full).
    expect(data.referrals).toEqual({ referredBy: null, referred: [expect.objectContaining({ name: maskedName(baraka.user.name), status: 'pending' })] });
    expect(JSON.stringify(data)).not.toContain(baraka.user.name);

    // Nothing of another customer beyond the referred friend's name, and no secrets.
    const text = response.body;
    for (const foreign of ['BARAKA denim', 'BARAKA welcome', 'BARAKA-MINE', 'BARAKA:', baraka.orderId, baraka.user.email, baraka.user.phone]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toMatch(/password|passwordHash|token|sessionId/i);

    const theirs = (await exportOf(baraka.headers)).json();
    expect(theirs.profile._id).toBe(baraka.user.id);
    // Referred, but not by whom: no screen names the referrer (issue 25: registering with someone's phone told their name).
    expect(theirs.referrals.referredBy).toEqual({ createdAt: expect.any(String) });
    expect(JSON.stringify(theirs)).not.toContain(amina.user.name);
    expect(JSON.stringify(theirs)).not.toContain(amina.user.email);
  });

  it('needs a session; a userId in the query changes nothing', async () => {
    expect((await exportOf({})).statusCode).toBe(401);
    const mine = await signedInCustomer(ctx);
    const other = await signedInCustomer(ctx);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/user/export?userId=${other.user.id}`, headers: mine.headers });
    expect(response.json().profile._id).toBe(mine.user.id);
  });
});
