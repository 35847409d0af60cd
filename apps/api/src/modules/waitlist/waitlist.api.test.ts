import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, startTestAppWithMail } from '../../test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

let ctx: Awaited<ReturnType<typeof startTestAppWithMail>>;

beforeAll(async () => {
  ctx = await startTestAppWithMail();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const customer = () => signedInCustomer(ctx);
const join = (headers: Record<string, string>, productId: string, weight: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/waitlist', headers, payload: { productDetails: { productId, weight, quantity: 1 } } });

describe('waitlist', () => {
  it('is only for a sold-out weight, once per customer', async () => {
    const { headers } = await customer();
    const productId = await insertProduct(ctx.database.db, { stock: { S: 0, M: 4 } });
    const inStock = await join(headers, productId, 'M');
    expect(inStock.statusCode).toBe(422);
    expect((await join(headers, productId, 'S')).json().success).toBe(true);
    expect((await join(headers, productId, 's')).statusCode).toBe(409);
    const check = await ctx.app.inject({ method: 'POST', url: '/api/order/check-waitlist', headers, payload: { productId, weight: 'S' } });
    expect(check.json()).toEqual({ success: true, isInWaitlist: true });
  });

  it('lists and removes only the customer’s own entries', async () => {
    const me = await customer();
    const them = await customer();
    const productId = await insertProduct(ctx.database.db, { name: 'Sold-out Jeans', stock: { '32': 0 } });
    await join(me.headers, productId, '32');
    const list = (await ctx.app.inject({ url: '/api/order/waitlist/user?status=pending', headers: me.headers })).json();
    expect(list.waitlist).toHaveLength(1);
    expect(list.waitlist[0]).toMatchObject({ product: { _id: productId, name: 'Sold-out Jeans' }, weight: '32', status: 'pending' });
    const entryId = list.waitlist[0]._id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/order/waitlist/${entryId}`, headers: them.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/order/waitlist/not-an-id', headers: me.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/order/waitlist/${entryId}`, headers: me.headers })).json().message).toBe('Removed from waitlist');
    expect((await ctx.app.inject({ url: '/api/order/waitlist/user?status=shipped', headers: me.headers })).statusCode).toBe(400);
  });

  it('marks waiting customers notified and e-mails them in join order when the weight is restocked', async () => {
    const productId = await insertProduct(ctx.database.db, { name: 'Rare Bale', stock: { '50KG': 0 } });
    const first = await customer();
    const second = await customer();
    await join(first.headers, productId, '50KG');
    await join(second.headers, productId, '50KG');
    await ctx.app.services.catalog.setStock(productId, '50kg', 2);
    await ctx.app.outbox.drain();
    const mails = ctx.sink.mails.filter((mail) => mail.subject === 'Back in stock: Rare Bale');
    expect(mails.map((mail) => mail.to[0])).toEqual([first.user.email, second.user.email]);
    const list = (await ctx.app.inject({ url: '/api/order/waitlist/user', headers: first.headers })).json();
    expect(list.waitlist[0].status).toBe('notified');
    await ctx.app.services.catalog.setStock(productId, '50kg', 5);
    await ctx.app.outbox.drain();
    expect(ctx.sink.mails.filter((mail) => mail.subject === 'Back in stock: Rare Bale')).toHaveLength(2);
  });
});
