import type { MyReferralsResponse, PlaceOrderResponse, ReferralLinkResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, referrals, users } from '../../db/schema/index.ts';
import { signedInCustomer, startTestAppWithMail, type SignedIn, type TestContext } from '../../test/app.ts';
import { startAdminTestApp, type AdminCall } from '../../test/admin.ts';
import { addToCart, orderPayload } from '../../test/checkout.ts';
import { insertProduct } from '../../test/factories.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

let ctx: TestContext & { sink: SmtpSink };
let call: AdminCall;

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startTestAppWithMail()));
});
afterAll(async () => ctx.close());

let counter = 0;
/** A friend's sign-up through the real register and verify-otp calls; answers the new account, signed in (undefined: none made). */
async function signUp(referralPhone?: string, overrides: { phone?: string; email?: string } = {}): Promise<SignedIn | undefined> {
  counter += 1;
  const email = overrides.email ?? `friend${counter}@example.test`;
  const phone = overrides.phone ?? `07${String(30_000_000 + counter)}`;
  const mailsBefore = ctx.sink.mails.length;
  const registered = await call('POST', '/api/user/register', {}, { name: 'Achieng Otieno', phone, email, password: 'Sokoni#2024', ...(referralPhone ? { referralPhone } : {}) });
  if (registered.statusCode !== 201) return undefined;
  const [user] = await ctx.database.db.select().from(users).where(eq(users.phone, `+254${phone.slice(1)}`));
  if (!user || user.email !== email) return undefined;
  const mail = await ctx.sink.waitFor((candidate) => candidate.to.includes(email) && ctx.sink.mails.indexOf(candidate) >= mailsBefore && /verification code/.test(candidate.subject));
  const otp = /(\d{6})/.exec(mail.subject)?.[1] ?? '';
  expect((await call('POST', '/api/user/verify-otp', {}, { email, otp })).statusCode).toBe(200);
  const { token } = await ctx.app.auth.startSession(user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

const linkOf = async (customer: SignedIn) => (await call('GET', '/api/user/referral-link', customer.headers)).json() as ReferralLinkResponse;
const referralsOf = async (customer: SignedIn) => (await call('GET', '/api/user/my-referrals', customer.headers)).json() as MyReferralsResponse;
const pointsOf = async (userId: string) => ctx.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));

/** A paid order of the customer (a Sidian paybill order the back office confirms). */
async function paidOrder(buyer: SignedIn): Promise<string> {
  const productId = await insertProduct(ctx.database.db, { name: 'Denim jacket', priceShillings: 2500, stock: { M: 3 } });
  await addToCart(ctx, buyer, productId, 'M');
  const placed = await call('POST', '/api/order/sidian', buyer.headers, await orderPayload(ctx, buyer));
  if (placed.statusCode !== 200) throw new Error(`placement: ${placed.body}`);
  const orderRef = (placed.json() as PlaceOrderResponse).order.orderId;
  const paid = await call('POST', `/api/admin/orders/${orderRef}/confirm-payment`, undefined, { reference: 'QK12AB34CD', reason: 'Bank statement' });
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.body}`);
  return orderRef;
}

describe('GET /api/user/referral-link', () => {
  it('makes one code however many ask at once, and answers the /login?ref= link on the public address', async () => {
    const referrer = await signedInCustomer(ctx);
    const answers = await Promise.all(Array.from({ length: 6 }, () => linkOf(referrer)));
    const links = new Set(answers.map((answer) => answer.referralLink));
    expect(links.size).toBe(1);
    const [stored] = await ctx.database.db.select({ code: users.referralCode }).from(users).where(eq(users.id, referrer.user.id));
    expect(stored?.code).toMatch(/^[1-9]\d{7}$/);
    const link = new URL(answers[0]?.referralLink ?? '');
    expect(answers[0]).toMatchObject({ success: true, referralCode: stored?.code });
    expect([link.protocol, link.pathname, link.search]).toEqual(['http:', '/login', `?ref=${stored?.code}`]);
    expect((await linkOf(referrer)).referralCode).toBe(stored?.code);
  });

  it('gives two customers different codes, and refuses a caller without a session (401)', async () => {
    const [first, second] = await Promise.all([signedInCustomer(ctx), signedInCustomer(ctx)]);
    expect((await linkOf(first)).referralCode).not.toBe((await linkOf(second)).referralCode);
    const anonymous = await ctx.app.inject('/api/user/referral-link');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
    expect((await ctx.app.inject('/api/user/my-referrals')).statusCode).toBe(401);
  });
});

describe('recording a referral at sign-up', () => {
  it('records a pending referral named by the link\'s code, shown masked to the referrer with the four counts', async () => {
    const referrer = await signedInCustomer(ctx);
    const friend = await signUp((await linkOf(referrer)).referralCode);
    // Recorded by the activation itself, before anyone reads a list.
    expect(await ctx.database.db.select({ referrerId: referrals.referrerId, status: referrals.status }).from(referrals)
      .where(eq(referrals.referredId, friend!.user.id))).toEqual([{ referrerId: referrer.user.id, status: 'pending' }]);
    const mine = await referralsOf(referrer);
    expect(mine.referrals).toEqual([{
      id: expect.any(String), date: expect.any(String), status: 'Pending', points: 0,
      referred: { name: 'Achieng O.', phone: `07*****${friend?.user.phone.slice(-3)}`, email: 'f***@example.test' },
    }]);
    expect(mine.stats).toEqual({ total: 1, pending: 1, awarded: 0, pointsEarned: 0 });
    expect(JSON.stringify(mine)).not.toContain(friend?.user.email);
  });

  it('records a referral named by the referrer\'s phone, in either form', async () => {
    const referrer = await signedInCustomer(ctx);
    await signUp(`0${referrer.user.phone.slice(4)}`);
    await signUp(referrer.user.phone.slice(1));
    expect((await referralsOf(referrer)).stats).toMatchObject({ total: 2, pending: 2 });
  });

  it('creates the account but no referral for an unknown code or phone, or the friend\'s own phone', async () => {
    const unknownCode = await signUp('98765432');
    const unknownPhone = await signUp('0799000111');
    const ownPhone = `07${String(30_000_000 + counter + 1)}`;
    const self = await signUp(ownPhone, { phone: ownPhone });
    for (const account of [unknownCode, unknownPhone, self]) {
      expect(account).toBeDefined();
      expect(await ctx.database.db.select().from(referrals).where(eq(referrals.referredId, account!.user.id))).toEqual([]);
      // Their own page does not make one either.
      expect((await referralsOf(account!)).stats.total).toBe(0);
    }
  });

  it('refers nobody with a taken phone or an existing account\'s e-mail, and never an account that existed before', async () => {
    const referrer = await signedInCustomer(ctx);
    const code = (await linkOf(referrer)).referralCode;
    const existing = await signedInCustomer(ctx);
    expect(await signUp(code, { phone: `0${existing.user.phone.slice(4)}` })).toBeUndefined();
    expect(await signUp(code, { email: existing.user.email })).toBeUndefined();
    // An older account naming a newer one's phone does not make the newer one its referrer.
    const newer = await signedInCustomer(ctx);
    await ctx.database.db.update(users).set({ referralPhone: newer.user.phone }).where(eq(users.id, existing.user.id));
    expect((await referralsOf(newer)).stats.total).toBe(0);
    expect((await referralsOf(referrer)).stats.total).toBe(0);
  });

  it('lists a friend only once they confirmed their e-mail', async () => {
    const referrer = await signedInCustomer(ctx);
    const code = (await linkOf(referrer)).referralCode;
    const registered = await call('POST', '/api/user/register', {}, { name: 'Baraka Mwangi', phone: '0744000111', email: 'baraka@example.test', password: 'Sokoni#2024', referralPhone: code });
    expect(registered.statusCode).toBe(201);
    expect((await referralsOf(referrer)).stats.total).toBe(0);
    expect(await ctx.database.db.select().from(referrals)).not.toContainEqual(expect.objectContaining({ referrerId: referrer.user.id }));
  });

  it('prefers the referrer whose code was given over an account whose phone equals those digits', async () => {
    const byCode = await signedInCustomer(ctx);
    const code = (await linkOf(byCode)).referralCode;
    // An older account whose phone, in the form signup stores, is the same text as the code (a made-up clash).
    const byPhone = await signedInCustomer(ctx);
    await ctx.database.db.update(users).set({ phone: code, createdAt: new Date(Date.now() - 60_000) }).where(eq(users.id, byPhone.user.id));
    const friend = await signUp(code);
    const [row] = await ctx.database.db.select().from(referrals).where(eq(referrals.referredId, friend!.user.id));
    expect(row?.referrerId).toBe(byCode.user.id);
  });
});

describe('the award on the friend\'s first paid, delivered order', () => {
  it('awards 500 points once when the customer and the back office mark the delivery at the same time', async () => {
    const referrer = await signedInCustomer(ctx);
    const friend = (await signUp((await linkOf(referrer)).referralCode))!;
    const orderRef = await paidOrder(friend);
    expect(await pointsOf(referrer.user.id)).toEqual([]);
    const responses = await Promise.all([
      call('PATCH', `/api/order/${orderRef}/deliver`, friend.headers),
      call('POST', `/api/admin/orders/${orderRef}/deliver`, undefined, { reason: 'Courier handed it over' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const entries = await pointsOf(referrer.user.id);
    expect(entries).toEqual([expect.objectContaining({ kind: 'awarded', points: 500, source: expect.stringMatching(/^referral:/) })]);
    const mine = await referralsOf(referrer);
    expect(mine.referrals.map((entry) => [entry.status, entry.points])).toEqual([['Awarded', 500]]);
    expect(mine.stats).toEqual({ total: 1, pending: 0, awarded: 1, pointsEarned: 500 });
    const [row] = await ctx.database.db.select().from(referrals).where(eq(referrals.referredId, friend.user.id));
    expect(row?.awardedOrderRef).toBe(orderRef);
    // The friend earns nothing from it, and a second delivered order awards nothing more.
    expect((await pointsOf(friend.user.id)).filter((entry) => entry.kind === 'awarded')).toEqual([]);
    const second = await paidOrder(friend);
    expect((await call('PATCH', `/api/order/${second}/deliver`, friend.headers)).statusCode).toBe(200);
    expect(await pointsOf(referrer.user.id)).toHaveLength(1);
  });

  it('keeps the referral pending while the order is not delivered, and awards on the customer\'s own delivery', async () => {
    const referrer = await signedInCustomer(ctx);
    const friend = (await signUp(`0${referrer.user.phone.slice(4)}`))!;
    const orderRef = await paidOrder(friend);
    expect((await referralsOf(referrer)).stats.pending).toBe(1);
    expect((await call('PATCH', `/api/order/${orderRef}/deliver`, friend.headers)).statusCode).toBe(200);
    expect((await referralsOf(referrer)).stats).toMatchObject({ awarded: 1, pointsEarned: 500 });
  });

  it('takes the award back in full when the shop refunds the order that earned it; the referral never awards again', async () => {
    const referrer = await signedInCustomer(ctx);
    const friend = (await signUp((await linkOf(referrer)).referralCode))!;
    const first = await paidOrder(friend);
    expect((await call('PATCH', `/api/order/${first}/deliver`, friend.headers)).statusCode).toBe(200);
    // The 500 points are pending while the friend can still return the order: the referrer cannot spend them.
    const refused = await call('POST', '/api/coupon/redeem', referrer.headers, { userId: referrer.user.id, pointsToRedeem: 500 });
    expect(refused.statusCode).toBe(422);
    const asked = await call('POST', '/api/order/request-cancellation', friend.headers, { orderId: first, reason: 'damaged' });
    expect(asked.statusCode).toBe(200);
    const approvals = await Promise.all([0, 1].map(() => call('POST', `/api/admin/cancellations/${first}/decide`, undefined, { approve: true, reason: 'Returned torn' })));
    expect(approvals.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const afterRefund = await pointsOf(referrer.user.id);
    expect(afterRefund.reduce((sum, entry) => sum + entry.points, 0)).toBe(0);
    expect(afterRefund.at(-1)).toMatchObject({ kind: 'adjusted', points: -500, reason: `Referral: the friend's order ${first} was refunded` });
    let mine = await referralsOf(referrer);
    expect(mine.referrals.map((entry) => [entry.status, entry.points, entry.takenBack])).toEqual([['Awarded', 0, true]]);
    expect(mine.stats).toMatchObject({ pending: 0, awarded: 1, pointsEarned: 0 });

    // The friend's next kept order awards nothing: the referral paid once in its life.
    const second = await paidOrder(friend);
    expect((await call('PATCH', `/api/order/${second}/deliver`, friend.headers)).statusCode).toBe(200);
    mine = await referralsOf(referrer);
    expect(mine.referrals.map((entry) => [entry.status, entry.points])).toEqual([['Awarded', 0]]);
    const [row] = await ctx.database.db.select().from(referrals).where(eq(referrals.referredId, friend.user.id));
    expect(row).toMatchObject({ status: 'awarded', awardedOrderRef: first, takenBackAt: expect.any(Date) });
    expect((await pointsOf(referrer.user.id)).filter((entry) => entry.kind === 'awarded')).toHaveLength(1);
  });

  it('awards nobody for the delivery of a customer nobody referred', async () => {
    const buyer = await signedInCustomer(ctx);
    const before = await ctx.database.db.select().from(pointsLedger);
    const orderRef = await paidOrder(buyer);
    expect((await call('PATCH', `/api/order/${orderRef}/deliver`, buyer.headers)).statusCode).toBe(200);
    expect((await ctx.database.db.select().from(pointsLedger)).filter((entry) => entry.kind === 'awarded')).toHaveLength(before.filter((entry) => entry.kind === 'awarded').length);
  });
});
