import type { AdminOfferListResponse, AdminWaitlistResponse, AuditListResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type TestContext } from '../../../test/app.ts';
import { addToCart, cartOf } from '../../../test/checkout.ts';
import { insertProduct } from '../../../test/factories.ts';
import { startAdminTestApp, type AdminCall, type AdminHeaders } from '../../../test/admin.ts';

let ctx: TestContext;
let admin: AdminHeaders;
let call: AdminCall;

beforeAll(async () => {
  ({ ctx, admin, call } = await startAdminTestApp());
});
afterAll(async () => ctx.close());

/** A customer's pending offer of 4000 on a 5000 clearance bale. */
async function pendingOffer(name = 'Clearance Bale') {
  const customer = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { name, priceShillings: 5000, banner: 'Clearance', stock: { '45KG': 3 } });
  const response = await call('POST', '/api/order/price-suggestion', customer.headers, { userId: customer.user.id, productId, weight: '45KG', quantity: 1, suggestedPrice: 4000 });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { customer, productId, offerId: response.json().offer._id as string };
}
const audit = async (offerId: string) => ((await call('GET', `/api/admin/audit?entity=offer&entityId=${offerId}`)).json() as AuditListResponse).entries;

describe('back office: offers', () => {
  it('lists pending offers with the customer, product, weight and both prices; filters by product', async () => {
    await pendingOffer('Zzz Shirts Bale');
    const { customer, productId, offerId } = await pendingOffer('Aaa Denim Bale');
    const list = (await call('GET', `/api/admin/offers?status=pending&productId=${productId}`)).json() as AdminOfferListResponse;
    expect(list.offers).toHaveLength(1);
    expect(list.offers[0]).toMatchObject({
      id: offerId, status: 'pending', state: 'pending', weight: '45KG', quantity: 1, listPrice: 5000, offeredPrice: 4000,
      product: { id: productId, name: 'Aaa Denim Bale' }, customer: { id: customer.user.id, phone: customer.user.phone },
    });
    const byProduct = (await call('GET', '/api/admin/offers?sort=product&limit=1')).json() as AdminOfferListResponse;
    expect(byProduct.offers[0]?.product.name).toBe('Aaa Denim Bale');
    expect(byProduct.nextCursor).toBe('1');
  });

  it('accepts once when two admins decide at once; the accepted price is in the customer\'s cart and the decision audited', async () => {
    const { customer, productId, offerId } = await pendingOffer();
    const [accept, reject] = await Promise.all([
      call('POST', `/api/admin/offers/${offerId}/accept`, admin, { expiresInHours: 24, reason: 'Fair price' }),
      call('POST', `/api/admin/offers/${offerId}/reject`, admin, { reason: 'Too low for this bale' }),
    ]);
    expect([accept.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const winner = accept.statusCode === 200 ? 'accepted' : 'rejected';
    const entries = await audit(offerId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: winner === 'accepted' ? 'offer.accept' : 'offer.reject', before: { status: 'pending' }, after: { status: winner } });
    if (winner === 'rejected') return;
    const hours = (Date.parse(accept.json().offer.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    await addToCart(ctx, customer, productId, '45KG');
    const cart = await cartOf(ctx, customer);
    expect(cart.items[0]).toMatchObject({ unitPrice: 4000, listPrice: 5000, offerApplied: true });
  });

  it('accepts with 48 hours by default, and a decided offer cannot be decided again (409)', async () => {
    const { offerId } = await pendingOffer();
    const accepted = await call('POST', `/api/admin/offers/${offerId}/accept`, admin, {});
    expect(accepted.statusCode).toBe(200);
    expect(Math.round((Date.parse(accepted.json().offer.expiresAt) - Date.now()) / 3600_000)).toBe(48);
    const again = await call('POST', `/api/admin/offers/${offerId}/reject`, admin, { reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This offer has already been decided.' });
  });

  it('refuses bad input, unknown offers and non-admins', async () => {
    const { offerId, customer } = await pendingOffer();
    expect((await call('POST', `/api/admin/offers/${offerId}/accept`, admin, { expiresInHours: 169 })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/offers/${offerId}/accept`, admin, { expiresInHours: 0 })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/offers/${offerId}/reject`, admin, { reason: '' })).json().message).toBe('A reason is required');
    expect((await call('POST', `/api/admin/offers/${crypto.randomUUID()}/reject`, admin, { reason: 'Too low' })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/offers/not-an-id/reject', admin, { reason: 'Too low' })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/offers?status=maybe')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/offers', customer.headers)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/offers/${offerId}/accept`, customer.headers, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/offers', {})).statusCode).toBe(401);
  });
});

describe('back office: waitlist', () => {
  it('lists waiting customers per product and weight with the weight\'s stock, filtered by status', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { name: 'Sold Out Jackets', priceShillings: 3000, stock: { L: 0, XL: 2 } });
    const joined = await call('POST', '/api/order/waitlist', customer.headers, { userId: customer.user.id, productDetails: { productId, weight: 'L', quantity: 2 } });
    expect(joined.statusCode, joined.body).toBe(200);
    const list = (await call('GET', `/api/admin/waitlist?productId=${productId}`)).json() as AdminWaitlistResponse;
    expect(list.entries).toEqual([expect.objectContaining({
      status: 'pending', weight: 'L', quantity: 2, stock: 0, product: { id: productId, name: 'Sold Out Jackets' },
      customer: expect.objectContaining({ id: customer.user.id }), notifiedAt: null,
    })]);
    const notified = (await call('GET', `/api/admin/waitlist?productId=${productId}&status=notified`)).json() as AdminWaitlistResponse;
    expect(notified.entries).toEqual([]);
    expect((await call('GET', '/api/admin/waitlist', customer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/waitlist?productId=nope')).statusCode).toBe(400);
  });
});
