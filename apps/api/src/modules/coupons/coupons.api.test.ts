import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type SignedIn, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

let ctx: TestContext;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
  const other = await signedInCustomer(ctx);
  await ctx.database.db.insert(coupons).values([
    { code: 'KARIBU10', kind: 'percentage', value: 10, minSubtotalCents: 100_000, expiresAt: new Date(Date.now() + DAY) },
    { code: 'BALE500', kind: 'fixed', value: 50_000, maxUses: 1, perUserLimit: 5 },
    { code: 'OLD20', kind: 'percentage', value: 20, startsAt: new Date(Date.now() - 3 * DAY), expiresAt: new Date(Date.now() - DAY) },
    { code: 'SOON', kind: 'percentage', value: 20, startsAt: new Date(Date.now() + DAY) },
    { code: 'MINE', kind: 'fixed', value: 10_000, userId: other.user.id },
  ]);
});
afterAll(async () => ctx.close());

async function shopperWithCart(priceShillings: number): Promise<SignedIn> {
  const shopper = await signedInCustomer(ctx);
  const productId = await insertProduct(ctx.database.db, { priceShillings, stock: { M: 3 } });
  await ctx.app.inject({ method: 'POST', url: '/api/cart/add', headers: shopper.headers, payload: { itemId: productId, weight: 'M' } });
  return shopper;
}
const validate = (shopper: SignedIn, code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/coupon/validate', headers: shopper.headers, payload: { code, userId: shopper.user.id } });

describe('coupons', () => {
  it('applies a percentage to the cart on the server, any case', async () => {
    const shopper = await shopperWithCart(2345);
    const response = await validate(shopper, 'karibu10');
    expect(response.json()).toMatchObject({ success: true, discount: 10, type: 'percentage', amountOff: 234, message: 'Coupon applied' });
  });

  it('applies a fixed amount, never more than the cart', async () => {
    const shopper = await shopperWithCart(300);
    expect((await validate(shopper, 'BALE500')).json()).toMatchObject({ discount: 500, type: 'fixed', amountOff: 300 });
  });

  it.each([
    ['NOPE', 404, 'Invalid coupon code'],
    ['SOON', 404, 'Invalid coupon code'],
    ['MINE', 404, 'Invalid coupon code'],
    ['OLD20', 422, 'This coupon has expired'],
  ])('refuses %s with %i %s', async (code, status, message) => {
    const shopper = await shopperWithCart(2000);
    const response = await validate(shopper, code);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('needs the minimum cart, and counts uses', async () => {
    const small = await shopperWithCart(500);
    expect((await validate(small, 'KARIBU10')).json().message).toBe('This coupon needs a cart of at least ksh 1,000');
    const [bale] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'BALE500'));
    const [karibu] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'KARIBU10'));
    const shopper = await shopperWithCart(5000);
    await ctx.database.db.insert(couponRedemptions).values([
      { couponId: karibu!.id, userId: shopper.user.id, orderRef: 'ORD-1' },
      { couponId: bale!.id, userId: small.user.id, orderRef: 'ORD-2' },
    ]);
    expect((await validate(shopper, 'KARIBU10')).json().message).toBe('You have already used this coupon');
    expect((await validate(shopper, 'BALE500')).json().message).toBe('This coupon has been fully used');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/coupon/validate', headers: shopper.headers, payload: { code: '' } })).json().message)
      .toBe('Please enter a coupon code or proceed without it.');
  });

  it("lists the coupons a customer can use now, their own first, others' not, none used up", async () => {
    const shopper = await signedInCustomer(ctx);
    // BALE500's one use went to another customer above; OLD20 expired, SOON has not started, MINE is someone else's.
    const list = (await ctx.app.inject({ url: '/api/coupon/user', headers: shopper.headers })).json();
    expect(list.coupons.map((coupon: { code: string }) => coupon.code)).toEqual(['KARIBU10']);
    // Started now as the shop's own coupons are (points, the back office): by the API's clock. The column's default is
    // the database's clock, whose microseconds can fall after a list asked in the same millisecond.
    await ctx.database.db.insert(coupons).values({ code: 'ZAWADI', kind: 'fixed', value: 25_000, maxUses: 1, userId: shopper.user.id, startsAt: new Date() });
    const own = (await ctx.app.inject({ url: '/api/coupon/user', headers: shopper.headers })).json();
    expect(own.coupons).toMatchObject([{ code: 'ZAWADI', type: 'fixed', discount: 250, personal: true }, { code: 'KARIBU10', personal: false }]);
    const [zawadi] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'ZAWADI'));
    await ctx.database.db.insert(couponRedemptions).values({ couponId: zawadi!.id, userId: shopper.user.id, orderRef: 'ORD-3' });
    const after = (await ctx.app.inject({ url: '/api/coupon/user', headers: shopper.headers })).json();
    expect(after.coupons.map((coupon: { code: string }) => coupon.code)).toEqual(['KARIBU10']);
    expect((await ctx.app.inject({ url: '/api/coupon/user' })).statusCode).toBe(401);
  });

  it('confirms a use recorded with an order, again and again (markUsed is idempotent), never one that was not', async () => {
    const shopper = await signedInCustomer(ctx);
    const [karibu] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'KARIBU10'));
    const markUsed = () => ctx.app.inject({ method: 'POST', url: '/api/coupon/markUsed', headers: shopper.headers, payload: { code: 'karibu10', userId: shopper.user.id } });
    expect((await markUsed()).json()).toEqual({ success: false, message: 'Coupon usage could not be recorded' });
    await ctx.database.db.insert(couponRedemptions).values({ couponId: karibu!.id, userId: shopper.user.id, orderRef: 'ORD-4' });
    expect((await markUsed()).json()).toMatchObject({ success: true });
    expect((await markUsed()).json()).toMatchObject({ success: true });
    expect(await ctx.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderRef, 'ORD-4'))).toHaveLength(1);
  });
});
