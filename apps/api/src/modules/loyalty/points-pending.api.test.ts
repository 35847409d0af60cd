import type { PlaceOrderResponse, WalletBalanceResponse } from '@mitumba/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, pointsLedger, referrals, users } from '../../db/schema/index.ts';
import { startAdminTestApp, type AdminCall } from '../../test/admin.ts';
import { signedInCustomer, startTestAppWithMail, type SignedIn, type TestContext } from '../../test/app.ts';
import { addToCart, cashierOf, orderPayload } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import { createReferralsRepo } from '../referrals/referrals.repo.ts';
import { createReferralsService } from '../referrals/referrals.service.ts';
import { createPointsLedger } from './points-ledger.ts';
import { createRedeemer } from './redeem.ts';

/**
 * Issue 25 (decisions 0021 §8, 0022 §4a): points an order earned and a referral's award are pending until the order's
 * return window has closed; only available points are redeemed; a refund within the window takes them back in full;
 * a referral awards once in its life. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let ctx: TestContext & { sink: SmtpSink };
let call: AdminCall;

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startTestAppWithMail()));
});
afterAll(async () => ctx.close());

const DAY_MS = 24 * 3600 * 1000;
let counter = 0;

/** A friend's sign-up through the real register and verify-otp calls, naming `referralCode`; answers the account, signed in. */
async function signUp(referralCode: string): Promise<SignedIn> {
  counter += 1;
  const email = `pending-friend${counter}@example.test`;
  const phone = `07${String(40_000_000 + counter)}`;
  const mailsBefore = ctx.sink.mails.length;
  const registered = await call('POST', '/api/user/register', {}, { name: 'Wairimu Njoroge', phone, email, password: 'Sokoni#2024', referralPhone: referralCode });
  expect(registered.statusCode, registered.body).toBe(201);
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  const mail = await ctx.sink.waitFor((candidate) => candidate.to.includes(email) && ctx.sink.mails.indexOf(candidate) >= mailsBefore && /verification code/.test(candidate.subject));
  const otp = /(\d{6})/.exec(mail.subject)?.[1] ?? '';
  expect((await call('POST', '/api/user/verify-otp', {}, { email, otp })).statusCode).toBe(200);
  const { token } = await ctx.app.auth.startSession(user!.id);
  return { user: user!, token, headers: { authorization: `Bearer ${token}` } };
}

/** A referrer and the friend who signed up with their code. */
async function referrerAndFriend() {
  const referrer = await signedInCustomer(ctx);
  const { referralCode } = (await call('GET', '/api/user/referral-link', referrer.headers)).json();
  return { referrer, friend: await signUp(referralCode) };
}

/** The friend's cash order (paid at the counter with the cashier's code), marked delivered by the friend. */
async function deliveredCashOrder(buyer: SignedIn, priceShillings = 2500): Promise<string> {
  const productId = await insertProduct(ctx.database.db, { priceShillings, stock: { M: 3 } });
  await addToCart(ctx, buyer, productId, 'M');
  const cashier = await cashierOf(ctx);
  const placed = await call('POST', '/api/order/place', buyer.headers, { ...(await orderPayload(ctx, buyer)), paymentMethod: 'cash', securityCode: await cashier.code() });
  expect(placed.statusCode, placed.body).toBe(200);
  const orderRef = (placed.json() as PlaceOrderResponse).order.orderId;
  expect((await call('PATCH', `/api/order/${orderRef}/deliver`, buyer.headers)).statusCode).toBe(200);
  return orderRef;
}

/** Moves the clock past the order's return window: its delivery and the dates of its points, 8 days back. */
async function windowClosed(orderRef: string): Promise<void> {
  await ctx.database.db.update(orders).set({ deliveredAt: sql`${orders.deliveredAt} - interval '8 days'` }).where(eq(orders.orderRef, orderRef));
  await ctx.database.db.update(pointsLedger).set({ availableAt: sql`${pointsLedger.availableAt} - interval '8 days'` }).where(eq(pointsLedger.orderRef, orderRef));
}

const wallet = async (who: SignedIn) => (await call('GET', '/api/wallet/balance', who.headers)).json() as WalletBalanceResponse;
const redeem = (who: SignedIn, pointsToRedeem = 0) => call('POST', '/api/coupon/redeem', who.headers, { userId: who.user.id, pointsToRedeem });
const entriesOf = (userId: string) => ctx.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.createdAt);
const couponsOf = (userId: string) => ctx.database.db.select().from(coupons).where(eq(coupons.userId, userId));
const returnIt = async (friend: SignedIn, orderRef: string) => {
  expect((await call('POST', '/api/order/request-cancellation', friend.headers, { orderId: orderRef, reason: 'damaged' })).statusCode).toBe(200);
};
const decide = (orderRef: string, approve: boolean) =>
  call('POST', `/api/admin/cancellations/${orderRef}/decide`, undefined, { approve, reason: approve ? 'Returned unworn' : 'Worn after delivery' });

describe('issue 25: a referral paid out again and again', () => {
  it('the loop yields nothing: the award is pending, refused at redeem, taken back in full on the refund, and never given again', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const first = await deliveredCashOrder(friend);
    const [delivered] = await ctx.database.db.select({ at: orders.deliveredAt }).from(orders).where(eq(orders.orderRef, first));

    // The referrer sees 500 points pending until the friend's return window closes, none to spend.
    expect(await wallet(referrer)).toEqual({ success: true, jbwallet: 0, pendingPoints: 500, nextAvailableAt: new Date(delivered!.at!.getTime() + 7 * DAY_MS).toISOString() });
    expect((await call('GET', '/api/user/profile', referrer.headers)).json().user.jbwallet).toBe(0);
    const listed = (await call('GET', '/api/user/my-referrals', referrer.headers)).json();
    expect(listed.referrals).toMatchObject([{ status: 'Awarded', points: 500, pendingPoints: 500, pendingUntil: new Date(delivered!.at!.getTime() + 7 * DAY_MS).toISOString() }]);

    // Redeem at once: refused, nothing spent, no coupon.
    const refused = await redeem(referrer, 500);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      message: 'You need at least 100 available points to redeem a coupon: you have 0 points available. 500 points are pending until the return window of the order that earned them closes.',
    });
    expect(await couponsOf(referrer.user.id)).toHaveLength(0);

    // The friend returns the order within the window; the shop approves: the 500 go back in full, nothing was spent.
    await returnIt(friend, first);
    expect((await decide(first, true)).statusCode).toBe(200);
    expect((await entriesOf(referrer.user.id)).map((entry) => [entry.kind, entry.points])).toEqual([['awarded', 500], ['adjusted', -500]]);
    expect(await wallet(referrer)).toEqual({ success: true, jbwallet: 0 });
    // The friend's own points of that order went back too.
    expect(await createPointsLedger(ctx.database.db).balance(friend.user.id)).toBe(0);

    // The friend's next order, delivered and kept past its window: no second award.
    const second = await deliveredCashOrder(friend);
    await windowClosed(second);
    expect((await entriesOf(referrer.user.id)).filter((entry) => entry.kind === 'awarded')).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(referrals).where(eq(referrals.referredId, friend.user.id));
    expect(row).toMatchObject({ status: 'awarded', awardedOrderRef: first, takenBackAt: expect.any(Date) });
    expect(await wallet(referrer)).toEqual({ success: true, jbwallet: 0 });
    expect((await redeem(referrer)).statusCode).toBe(422);
    expect(await couponsOf(referrer.user.id)).toHaveLength(0);
    // Even the award heard again for the new order (a replayed delivery) writes nothing.
    const [secondRow] = await ctx.database.db.select().from(orders).where(eq(orders.orderRef, second));
    const service = createReferralsService({ repo: createReferralsRepo(ctx.database.db), ledger: createPointsLedger(ctx.database.db), publicUrl: 'http://localhost' });
    await ctx.database.db.transaction((tx) => service.awardWithin(tx, secondRow!, new Date()));
    expect(await entriesOf(referrer.user.id)).toHaveLength(2);
  });

  it('once the window has closed the points are available and redeemable once; the order can no longer be returned', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const orderRef = await deliveredCashOrder(friend);
    // The ledger read a little more than 7 days later (the clock passed as `now`).
    const ledger = createPointsLedger(ctx.database.db);
    expect(await ledger.split(referrer.user.id, new Date(Date.now() + 7 * DAY_MS + 60_000))).toEqual({ available: 500, pending: 0, nextAvailableAt: null });
    expect(await ledger.split(referrer.user.id)).toMatchObject({ available: 0, pending: 500 });

    await windowClosed(orderRef);
    expect(await wallet(referrer)).toEqual({ success: true, jbwallet: 500 });
    expect((await call('GET', '/api/user/my-referrals', referrer.headers)).json().referrals).toEqual([expect.not.objectContaining({ pendingPoints: expect.anything() })]);
    expect((await call('POST', '/api/order/request-cancellation', friend.headers, { orderId: orderRef, reason: 'damaged' })).statusCode).toBe(422);
    // The friend's own 25 points of the order are available too.
    expect(await wallet(friend)).toEqual({ success: true, jbwallet: 25 });

    const answers = await Promise.all([redeem(referrer, 500), redeem(referrer, 500)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await couponsOf(referrer.user.id)).toMatchObject([{ value: 50_000 }]);
    expect(await wallet(referrer)).toEqual({ success: true, jbwallet: 0 });
    expect((await redeem(referrer)).statusCode).toBe(422);
  });

  it('a return asked within the window keeps the points pending after it closes, until the shop decides', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const orderRef = await deliveredCashOrder(friend);
    await returnIt(friend, orderRef);
    await windowClosed(orderRef);
    expect(await wallet(referrer)).toEqual({ success: true, jbwallet: 0, pendingPoints: 500, nextAvailableAt: null });
    expect((await redeem(referrer)).statusCode).toBe(422);
    // Refused: the points are the referrer's to spend.
    expect((await decide(orderRef, false)).statusCode).toBe(200);
    expect(await wallet(referrer)).toEqual({ success: true, jbwallet: 500 });
  });

  it('a return approved after the window closed (asked within it) still takes the points back in full', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const orderRef = await deliveredCashOrder(friend);
    await returnIt(friend, orderRef);
    await windowClosed(orderRef);
    expect((await decide(orderRef, true)).statusCode).toBe(200);
    expect((await entriesOf(referrer.user.id)).map((entry) => [entry.kind, entry.points])).toEqual([['awarded', 500], ['adjusted', -500]]);
    expect(await wallet(referrer)).toEqual({ success: true, jbwallet: 0 });
  });
});

describe('redeeming available points only', () => {
  it('spends the available points and leaves the pending ones; refuses more than is available even when pending points would cover it', async () => {
    const customer = await signedInCustomer(ctx);
    const kept = await deliveredCashOrder(customer, 15_000);
    await windowClosed(kept);
    await deliveredCashOrder(customer, 50_000);
    expect(await wallet(customer)).toMatchObject({ jbwallet: 150, pendingPoints: 500 });

    const tooMuch = await redeem(customer, 650);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('Only 150 points can be redeemed now, not 650 points. 500 points are pending until the return window of the order that earned them closes.');
    expect(await couponsOf(customer.user.id)).toHaveLength(0);

    const redeemed = await redeem(customer, 150);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({ jbwallet: 0, coupon: { discount: 150 } });
    expect(await wallet(customer)).toMatchObject({ jbwallet: 0, pendingPoints: 500 });
  });

  it('two parallel redeems of the same available points spend them once (the customer row lock)', async () => {
    const customer = await signedInCustomer(ctx);
    const orderRef = await deliveredCashOrder(customer, 30_000);
    await windowClosed(orderRef);
    await deliveredCashOrder(customer, 40_000);
    const answers = await Promise.all(Array.from({ length: 4 }, () => redeem(customer)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(await couponsOf(customer.user.id)).toMatchObject([{ value: 30_000 }]);
    const spent = await ctx.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, customer.user.id), eq(pointsLedger.kind, 'redeemed')));
    expect(spent.map((entry) => entry.points)).toEqual([-300]);
    expect(await wallet(customer)).toMatchObject({ jbwallet: 0, pendingPoints: 400 });
  });

  it('a redeem that took its clock before the one it waited for committed finds the points spent', async () => {
    const customer = await signedInCustomer(ctx);
    await windowClosed(await deliveredCashOrder(customer, 30_000));
    await deliveredCashOrder(customer, 40_000);
    const redeem = createRedeemer(ctx.database.db);
    const later = new Date();
    await redeem(customer.user.id, 0, later);
    // The second redeem's clock, read as its request came in, is a little earlier than the first's spend.
    await expect(redeem(customer.user.id, 0, new Date(later.getTime() - 50))).rejects.toMatchObject({ status: 422 });
    expect(await couponsOf(customer.user.id)).toMatchObject([{ value: 30_000 }]);
    expect(await wallet(customer)).toMatchObject({ jbwallet: 0, pendingPoints: 400 });
  });
});
