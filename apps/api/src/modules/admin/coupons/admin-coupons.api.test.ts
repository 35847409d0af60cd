import type { AdminCouponListResponse, AdminCouponUsesResponse, AuditListResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, type TestContext } from '../../../test/app.ts';
import { addToCart, cashierOf, orderPayload } from '../../../test/checkout.ts';
import { insertProduct } from '../../../test/factories.ts';
import { startAdminTestApp, type AdminCall, type AdminHeaders } from '../../../test/admin.ts';

let ctx: TestContext;
let admin: AdminHeaders;
let call: AdminCall;
const HOUR = 3600_000;

beforeAll(async () => {
  ({ ctx, admin, call } = await startAdminTestApp());
});
afterAll(async () => ctx.close());

const create = (body: object, headers: object = admin) => call('POST', '/api/admin/coupons', headers, body);
const audit = async (couponId: string) => ((await call('GET', `/api/admin/audit?entity=coupon&entityId=${couponId}`)).json() as AuditListResponse).entries;

describe('back office: coupons', () => {
  it('creates a fixed Ksh coupon bound to one customer, audited; only that customer can apply it', async () => {
    const owner = await signedInCustomer(ctx);
    const expiresAt = new Date(Date.now() + 48 * HOUR).toISOString();
    const response = await create({ code: ' karibu-200 ', type: 'fixed', discount: 200, expiresAt, maxUses: 3, perUserLimit: 2, customerId: owner.user.id });
    expect(response.statusCode, response.body).toBe(200);
    const { coupon } = response.json();
    expect(coupon).toMatchObject({
      code: 'KARIBU-200', type: 'fixed', discount: 200, maxUses: 3, perUserLimit: 2, uses: 0, state: 'active', minSubtotal: 0,
      customer: { id: owner.user.id, email: owner.user.email }, expiresAt,
    });
    expect(await audit(coupon.id)).toEqual([expect.objectContaining({
      action: 'coupon.create', before: null, reason: 'Coupon created',
      after: expect.objectContaining({ code: 'KARIBU-200', discount: 200, customerId: owner.user.id, maxUses: 3 }),
    })]);

    const productId = await insertProduct(ctx.database.db, { priceShillings: 1000, stock: { M: 3 } });
    const stranger = await signedInCustomer(ctx);
    await addToCart(ctx, stranger, productId, 'M');
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/coupon/validate', headers: stranger.headers, payload: { code: 'karibu-200' } });
    expect(refused.statusCode).toBe(404);
    await addToCart(ctx, owner, productId, 'M');
    const applied = await ctx.app.inject({ method: 'POST', url: '/api/coupon/validate', headers: owner.headers, payload: { code: 'KARIBU-200' } });
    expect(applied.json()).toMatchObject({ success: true, type: 'fixed', discount: 200 });
  });

  it('shows the orders that used a coupon and counts its uses', async () => {
    const created = (await create({ code: 'USES10', type: 'percentage', discount: 10 })).json().coupon;
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 1000, stock: { M: 3 } });
    await addToCart(ctx, customer, productId, 'M');
    const counter = await cashierOf(ctx);
    const payload = { ...(await orderPayload(ctx, customer)), couponCode: 'uses10', amount: 900, paymentMethod: 'cod', securityCode: await counter.code() };
    const placed = await ctx.app.inject({ method: 'POST', url: '/api/order/place', headers: customer.headers, payload });
    expect(placed.statusCode, placed.body).toBe(200);

    const uses = (await call('GET', `/api/admin/coupons/${created.id}/uses`)).json() as AdminCouponUsesResponse;
    expect(uses.coupon).toMatchObject({ code: 'USES10', uses: 1 });
    expect(uses.uses).toEqual([expect.objectContaining({
      orderId: payload.orderId, customer: expect.objectContaining({ id: customer.user.id }), amount: 900, couponDiscount: 100, paymentStatus: 'pending',
    })]);
    const listed = (await call('GET', '/api/admin/coupons?q=uses1')).json() as AdminCouponListResponse;
    expect(listed.coupons.map((coupon) => [coupon.code, coupon.uses])).toEqual([['USES10', 1]]);
  });

  it('disables a coupon by ending it now, once when two admins do it at once; checkout then refuses it', async () => {
    const { coupon } = (await create({ code: 'ENDME', type: 'percentage', discount: 15 })).json();
    const [first, second] = await Promise.all([
      call('POST', `/api/admin/coupons/${coupon.id}/disable`, admin, { reason: 'Campaign over' }),
      call('POST', `/api/admin/coupons/${coupon.id}/disable`, admin, { reason: 'Campaign over' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toEqual({ success: false, message: 'This coupon has already ended.' });
    const entries = await audit(coupon.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['coupon.create', 'coupon.disable']);
    const disabled = entries.find((entry) => entry.action === 'coupon.disable');
    expect(disabled).toMatchObject({ reason: 'Campaign over', before: { expiresAt: null } });
    expect(Date.parse((disabled?.after as { expiresAt: string }).expiresAt)).toBeLessThanOrEqual(Date.now());

    const customer = await signedInCustomer(ctx);
    await addToCart(ctx, customer, await insertProduct(ctx.database.db, { priceShillings: 1000, stock: { M: 1 } }), 'M');
    const validate = await ctx.app.inject({ method: 'POST', url: '/api/coupon/validate', headers: customer.headers, payload: { code: 'ENDME' } });
    expect(validate.json()).toEqual({ success: false, message: 'This coupon has expired' });

    const active = (await call('GET', '/api/admin/coupons?status=active&limit=50')).json() as AdminCouponListResponse;
    expect(active.coupons.some((row) => row.id === coupon.id)).toBe(false);
    const ended = (await call('GET', '/api/admin/coupons?status=ended')).json() as AdminCouponListResponse;
    expect(ended.coupons.find((row) => row.id === coupon.id)?.state).toBe('expired');
  });

  it('refuses bad input with the reason', async () => {
    const message = async (body: object) => (await create({ code: 'GOOD1', type: 'percentage', discount: 10, ...body })).json().message;
    expect(await message({ discount: 101 })).toBe('A percentage is a whole number from 1 to 100');
    expect(await message({ type: 'fixed', discount: 0 })).toBe('The discount is a whole number, 1 or more');
    expect(await message({ type: 'fixed', discount: 1_000_001 })).toBe('A fixed discount is a whole number of Ksh from 1 to 1,000,000');
    expect(await message({ discount: 2.5 })).toMatch(/whole number/);
    expect(await message({ code: 'a b' })).toBe('The code is 3 to 40 letters, digits, - or _');
    expect(await message({ expiresAt: new Date(Date.now() - HOUR).toISOString() })).toBe('The expiry must be in the future');
    expect(await message({ expiresAt: 'tomorrow' })).toBe('The expiry must be a date and time');
    expect(await message({ maxUses: 0 })).toBe('The usage limit is a whole number, 1 or more');
    expect(await message({ customerId: crypto.randomUUID() })).toBe('That customer does not exist.');
    expect((await create({ code: 'TWICE', type: 'fixed', discount: 50 })).statusCode).toBe(200);
    const duplicate = await create({ code: 'twice', type: 'fixed', discount: 50 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ success: false, message: 'A coupon with this code already exists.' });
    const { coupon } = (await create({ code: 'NOREASON', type: 'fixed', discount: 50 })).json();
    expect((await call('POST', `/api/admin/coupons/${coupon.id}/disable`, admin, { reason: '' })).json().message).toBe('A reason is required');
    expect((await call('POST', `/api/admin/coupons/${crypto.randomUUID()}/disable`, admin, { reason: 'Not needed' })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/coupons/not-an-id/uses')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/coupons?status=maybe')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const customer = await signedInCustomer(ctx);
    const counter = await cashierOf(ctx);
    expect((await call('GET', '/api/admin/coupons', customer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/coupons', counter.headers)).statusCode).toBe(403);
    expect((await create({ code: 'MINTED', type: 'percentage', discount: 100 }, customer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/coupons', {})).statusCode).toBe(401);
    const list = (await call('GET', '/api/admin/coupons?q=minted')).json() as AdminCouponListResponse;
    expect(list.coupons).toEqual([]);
  });
});
