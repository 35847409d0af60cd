import type { AdminSettingsResponse, PlaceOrderResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, pointsLedger } from '../../db/schema/index.ts';
import { startAdminTestApp, type AdminCall } from '../../test/admin.ts';
import { signedInCustomer, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cashierOf, orderPayload } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import { earnForPaidOrderWithin } from './earning.ts';
import { createPointsLedger } from './points-ledger.ts';

let ctx: TestContext;
let call: AdminCall;
let counter: Awaited<ReturnType<typeof cashierOf>>;
let otherCounter: Awaited<ReturnType<typeof cashierOf>>;

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp());
  counter = await cashierOf(ctx);
  otherCounter = await cashierOf(ctx);
});
afterAll(async () => ctx.close());

const balanceOf = (who: SignedIn) => createPointsLedger(ctx.database.db).balance(who.user.id);
const give = (who: SignedIn, points: number) => ctx.database.db.transaction((tx) => createPointsLedger(tx).appendWithin(tx, {
  userId: who.user.id, kind: 'adjusted', points, reason: 'Test balance', source: 'test',
}));
const redeem = (who: SignedIn, payload: object = { userId: who.user.id, pointsToRedeem: 0 }) =>
  ctx.app.inject({ method: 'POST', url: '/api/coupon/redeem', headers: who.headers, payload });

/** A customer's cash-on-delivery order of `priceShillings`, then the cashier confirms the cash: the order becomes paid. */
async function paidCodOrder(customer: SignedIn, priceShillings: number): Promise<string> {
  const productId = await insertProduct(ctx.database.db, { priceShillings, stock: { M: 3 } });
  await addToCart(ctx, customer, productId, 'M');
  const placed = await ctx.app.inject({
    method: 'POST', url: '/api/order/place', headers: customer.headers,
    payload: { ...(await orderPayload(ctx, customer)), paymentMethod: 'cod', securityCode: await counter.code() },
  });
  if (placed.statusCode !== 200) throw new Error(`placement: ${placed.body}`);
  const orderId = (placed.json() as PlaceOrderResponse).order.orderId;
  const confirmed = await ctx.app.inject({ method: 'POST', url: `/api/cashier/orders/${orderId}/confirm-cash`, headers: counter.headers, payload: {} });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return orderId;
}

async function setRate(rate: number, reason?: string) {
  const { settings } = (await call('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
  return call('PUT', '/api/admin/settings', undefined, { ...settings, pointsPerHundredShillings: rate, ...(reason ? { reason } : {}) });
}

const rowOf = async (orderRef: string) => (await ctx.database.db.select().from(orders).where(eq(orders.orderRef, orderRef)))[0]!;

describe('earning points on a paid order', () => {
  it('earns 1 point per full Ksh 100 by default, once, when the order becomes paid', async () => {
    const customer = await signedInCustomer(ctx);
    const orderRef = await paidCodOrder(customer, 2599);
    expect(await balanceOf(customer)).toBe(25);
    const entries = await ctx.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, customer.user.id));
    expect(entries).toMatchObject([{ kind: 'earned', points: 25, source: `order:${orderRef}`, dedupeKey: `earned:${orderRef}` }]);
    // Seen again (another paid attempt of the order, a repeated callback): nothing more.
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    expect(await ctx.database.db.transaction((tx) => earnForPaidOrderWithin(tx, order!, new Date()))).toBe(0);
    expect(await balanceOf(customer)).toBe(25);
  });

  it("earns for a cash order paid at the counter with the cashier's code (paid at placement, no payment transition)", async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 4300, stock: { M: 3 } });
    await addToCart(ctx, customer, productId, 'M');
    const placed = await ctx.app.inject({
      method: 'POST', url: '/api/order/place', headers: customer.headers,
      payload: { ...(await orderPayload(ctx, customer)), paymentMethod: 'cash', securityCode: await counter.code() },
    });
    expect((placed.json() as PlaceOrderResponse).order.paymentStatus).toBe('paid');
    expect(await balanceOf(customer)).toBe(43);
  });

  it('earns nothing for an order not paid yet, nor for a walk-in sale', async () => {
    const customer = await signedInCustomer(ctx);
    const productId = await insertProduct(ctx.database.db, { priceShillings: 5000, stock: { M: 3 } });
    await addToCart(ctx, customer, productId, 'M');
    const placed = await ctx.app.inject({
      method: 'POST', url: '/api/order/place', headers: customer.headers,
      payload: { ...(await orderPayload(ctx, customer)), paymentMethod: 'cod', securityCode: await counter.code() },
    });
    const unpaid = (placed.json() as PlaceOrderResponse).order;
    const unpaidRow = await rowOf(unpaid.orderId);
    expect(await ctx.database.db.transaction((tx) => earnForPaidOrderWithin(tx, unpaidRow, new Date()))).toBe(0);
    expect(await balanceOf(customer)).toBe(0);

    const cashierAsShopper = { user: counter.cashier, token: '', headers: counter.headers };
    await addToCart(ctx, cashierAsShopper, await insertProduct(ctx.database.db, { priceShillings: 3000 }), 'M');
    const { address: _address, ...payload } = await orderPayload(ctx, cashierAsShopper);
    const walkIn = await ctx.app.inject({ method: 'POST', url: '/api/order/cash', headers: counter.headers, payload: { ...payload, customerName: 'Achieng', contact: '0722000111' } });
    const sale = (walkIn.json() as PlaceOrderResponse).order;
    expect(sale.paymentStatus).toBe('paid');
    const saleRow = await rowOf(sale.orderId);
    expect(await ctx.database.db.transaction((tx) => earnForPaidOrderWithin(tx, saleRow, new Date()))).toBe(0);
    expect(await createPointsLedger(ctx.database.db).balance(counter.cashier.id)).toBe(0);
  });

  it("earns at the owner's rate from /admin/settings, audited; 0 switches earning off", async () => {
    const saved = await setRate(3, 'Double points week');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminSettingsResponse).settings.pointsPerHundredShillings).toBe(3);
    const [entry] = (await call('GET', '/api/admin/audit?entity=settings')).json().entries;
    expect(entry).toMatchObject({ action: 'settings.update', reason: 'Double points week', before: { pointsPerHundredShillings: 1 }, after: { pointsPerHundredShillings: 3 } });

    const customer = await signedInCustomer(ctx);
    await paidCodOrder(customer, 1099);
    expect(await balanceOf(customer)).toBe(30);

    // A save that leaves the rate out (a client written before it) keeps it.
    const { settings } = (await call('GET', '/api/admin/settings')).json() as AdminSettingsResponse;
    const { pointsPerHundredShillings: _rate, ...withoutRate } = settings;
    expect(((await call('PUT', '/api/admin/settings', undefined, withoutRate)).json() as AdminSettingsResponse).settings.pointsPerHundredShillings).toBe(3);
    expect((await setRate(101)).json().message).toContain('Points per Ksh 100 must be a whole number from 0 to 100');
    expect((await setRate(-1)).statusCode).toBe(400);

    await setRate(0);
    const unrewarded = await signedInCustomer(ctx);
    await paidCodOrder(unrewarded, 4000);
    expect(await balanceOf(unrewarded)).toBe(0);
    await setRate(1);
  });
});

describe('GET /api/wallet/balance', () => {
  it("answers only the customer's own session; without a token or for another id, nothing", async () => {
    const [customer, other] = [await signedInCustomer(ctx), await signedInCustomer(ctx)];
    await give(customer, 120);
    const own = await ctx.app.inject({ url: `/api/wallet/balance?userId=${customer.user.id}`, headers: customer.headers });
    expect(own.json()).toEqual({ success: true, jbwallet: 120 });
    expect((await ctx.app.inject({ url: '/api/wallet/balance', headers: customer.headers })).json()).toEqual({ success: true, jbwallet: 120 });

    const anonymous = await ctx.app.inject({ url: `/api/wallet/balance?userId=${customer.user.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Please log in to see your wallet.' });
    const someoneElse = await ctx.app.inject({ url: `/api/wallet/balance?userId=${customer.user.id}`, headers: other.headers });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.body).not.toContain('120');
    // An id that is no account answers exactly as another's: nothing learnt about which ids exist.
    const unknown = await ctx.app.inject({ url: '/api/wallet/balance?userId=00000000-0000-4000-8000-000000000000', headers: other.headers });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 403, body: someoneElse.json() });
  });
});

describe('POST /api/coupon/redeem', () => {
  it('needs at least 100 points, changing nothing', async () => {
    const customer = await signedInCustomer(ctx);
    await give(customer, 99);
    const response = await redeem(customer, { userId: customer.user.id, pointsToRedeem: 99 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: 'You need at least 100 points to redeem a coupon' });
    expect(await balanceOf(customer)).toBe(99);
    expect(await ctx.database.db.select().from(coupons).where(eq(coupons.userId, customer.user.id))).toHaveLength(0);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/coupon/redeem', payload: {} })).statusCode).toBe(401);
  });

  it("turns the whole balance into a single-use Ksh coupon of the customer's own, listed for them only", async () => {
    const [customer, other] = [await signedInCustomer(ctx), await signedInCustomer(ctx)];
    await give(customer, 340);
    expect((await redeem(customer, { userId: other.user.id, pointsToRedeem: 340 })).statusCode).toBe(403);
    const response = await redeem(customer, { userId: customer.user.id, pointsToRedeem: 340 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, jbwallet: 0, couponCode: expect.stringMatching(/^JB-[A-Z2-9]{8}$/), coupon: { type: 'fixed', discount: 340, personal: true } });
    expect(await balanceOf(customer)).toBe(0);
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, body.couponCode));
    expect(row).toMatchObject({ kind: 'fixed', value: 34_000, maxUses: 1, perUserLimit: 1, userId: customer.user.id, expiresAt: null });
    const [entry] = await ctx.database.db.select().from(pointsLedger).where(eq(pointsLedger.source, `coupon:${body.couponCode}`));
    expect(entry).toMatchObject({ kind: 'redeemed', points: -340, userId: customer.user.id });

    const mine = (await ctx.app.inject({ url: '/api/coupon/user', headers: customer.headers })).json();
    expect(mine.coupons[0]).toMatchObject({ code: body.couponCode, discount: 340, personal: true });
    const theirs = (await ctx.app.inject({ url: '/api/coupon/user', headers: other.headers })).json();
    expect(theirs.coupons.map((coupon: { code: string }) => coupon.code)).not.toContain(body.couponCode);
    const stolen = await ctx.app.inject({ method: 'POST', url: '/api/coupon/validate', headers: other.headers, payload: { code: body.couponCode } });
    expect(stolen.json()).toEqual({ success: false, message: 'Invalid coupon code' });
  });

  it('two redeems at once: one coupon, a balance of 0, never negative', async () => {
    const customer = await signedInCustomer(ctx);
    await give(customer, 500);
    const answers = await Promise.all(Array.from({ length: 4 }, () => redeem(customer)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(await ctx.database.db.select().from(coupons).where(eq(coupons.userId, customer.user.id))).toHaveLength(1);
    expect(await balanceOf(customer)).toBe(0);
    const entries = await ctx.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, customer.user.id));
    expect(entries.filter((entry) => entry.kind === 'redeemed')).toMatchObject([{ points: -500 }]);
  });

  it('a redeemed coupon used by two checkouts at once: only one order gets it', async () => {
    const customer = await signedInCustomer(ctx);
    await give(customer, 150);
    const { couponCode } = (await redeem(customer)).json();
    await addToCart(ctx, customer, await insertProduct(ctx.database.db, { priceShillings: 2000, stock: { M: 5 } }), 'M');
    const base = await orderPayload(ctx, customer);
    const [first, second] = await Promise.all([counter, otherCounter].map(async (cashier, index) => ctx.app.inject({
      method: 'POST', url: '/api/order/place', headers: customer.headers,
      payload: { ...base, orderId: `${base.orderId}${index}`, couponCode, amount: 1850, paymentMethod: 'cash', securityCode: await cashier.code() },
    })));
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses, `${first!.body} ${second!.body}`).toEqual([200, 422]);
    // The later one may have found the cart already bought; with the cart filled again the coupon is spent.
    await addToCart(ctx, customer, await insertProduct(ctx.database.db, { priceShillings: 2000, stock: { M: 5 } }), 'M');
    const again = await ctx.app.inject({
      method: 'POST', url: '/api/order/place', headers: customer.headers,
      payload: { ...(await orderPayload(ctx, customer)), couponCode, amount: 1850, paymentMethod: 'cash', securityCode: await counter.code() },
    });
    expect(again.json()).toEqual({ success: false, message: 'This coupon has been fully used' });
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, couponCode));
    expect(await ctx.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, row!.id))).toHaveLength(1);
    const withCoupon = await ctx.database.db.select().from(orders).where(eq(orders.couponId, row!.id));
    expect(withCoupon).toMatchObject([{ couponDiscountCents: 15_000, amountCents: 185_000 }]);
    expect((await ctx.app.inject({ url: '/api/coupon/user', headers: customer.headers })).json().coupons.map((coupon: { code: string }) => coupon.code)).not.toContain(couponCode);
  });

  it("the placement's coupon step under load: of two transactions at once that pass every other check, one takes the use", async () => {
    const customer = await signedInCustomer(ctx);
    await give(customer, 200);
    const { couponCode } = (await redeem(customer)).json();
    const attempt = (orderRef: string) => ctx.database.db.transaction((tx) => ctx.app.services.coupons.redeem(tx, {
      userId: customer.user.id, code: couponCode, orderRef, subtotalCents: 500_000,
    })).then(() => 'used', (error: Error) => error.message);
    const outcomes = await Promise.all([attempt('ORD-RACE-1'), attempt('ORD-RACE-2'), attempt('ORD-RACE-3')]);
    expect(outcomes.sort()).toEqual(['This coupon has been fully used', 'This coupon has been fully used', 'used']);
  });
});
