import { DEPOSIT_MESSAGES, ORDER_REFERENCE_PATTERN, type PendingOrderResponse } from '@mitumba/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema/index.ts';
import { signedInCustomer } from '../../test/app.ts';
import { cartOf, cashierOf, stockOf, wrongCode } from '../../test/checkout.ts';
import { insertOrderHistory } from '../orders/order-history.fixture.ts';
import { promptsFor, startCheckoutApp, type SandboxedApp } from '../orders/prompt-checkout.test-support.ts';
import {
  buyer, orderRow, orderView, placeDeposit, placedDeposit, settledState, shopOwner, stkAdmin,
} from './deposit.test-support.ts';

/**
 * A deposit at checkout (spec 2 §3 Deposit order request, §5, §7, §9) over real HTTP, with the providers' emulators:
 * the minimum percent, the refusals that place nothing, and each deposit method from placement to its deposit in.
 */
let ctx: SandboxedApp;
let counter: Awaited<ReturnType<typeof cashierOf>>;

beforeAll(async () => {
  ctx = await startCheckoutApp();
  counter = await cashierOf(ctx);
});
afterAll(async () => ctx.close());

/** The demo shop's mail (no SMTP_URL) waits in the outbox: the one with this subject, once it is there. */
async function outboxMail(subject: string) {
  await expect.poll(async () => (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject))).length).toBe(1);
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
  return mail!;
}

const messageOf = (response: { json(): unknown }) => (response.json() as { message: string }).message;
/** How many orders the customer has, whatever their state (a repeated submit must not make a second one). */
const ordersOf = async (customer: { user: { id: string } }) =>
  (await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.user.id))).length;
/** What makes a returning customer: orders paid and kept. */
const paidOrdersOf = async (customer: { user: { id: string } }) => ctx.app.services.orders.count(customer.user.id);

describe('the minimum deposit', () => {
  it("asks a new customer (no orders) for 75 %: 'Minimum deposit: Ksh {x} (75%)'; 75 % itself is taken", async () => {
    const { customer } = await buyer(ctx, 10_000);
    const short = await placeDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 7_499, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340101' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ success: false, message: 'Minimum deposit: Ksh 7,500 (75%)' });
    expect(await ordersOf(customer)).toBe(0);

    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 7_500, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340101' });
    expect(placed.data).toMatchObject({ amount: 10_000, depositAmount: 7_500, balance: 2_500, depositPaymentMethod: 'mpesa' });
  });

  it('asks a returning customer for 50 %', async () => {
    const customer = await signedInCustomer(ctx);
    const { productId } = await buyer(ctx, 10_000, customer);
    await insertOrderHistory(ctx.database.db, { userId: customer.user.id, productId, count: 1 });
    const short = await placeDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 4_999, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340102' });
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe('Minimum deposit: Ksh 5,000 (50%)');
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 5_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340102' });
    expect(placed.data.balance).toBe(5_000);
  });

  it('still asks 75 % of a customer whose only orders were declined, cancelled or never paid: only paid orders make a returning customer', async () => {
    const customer = await signedInCustomer(ctx);
    const { productId } = await buyer(ctx, 10_000, customer);
    const kinds = ['failed', 'pending', 'paid'] as const;
    const [paidId] = await insertOrderHistory(ctx.database.db, { userId: customer.user.id, productId, count: 3, kindOf: (index) => kinds[index] ?? 'paid' });
    // The paid one was taken back (an approved return): it no longer counts either.
    await ctx.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, paidId!));
    expect(await paidOrdersOf(customer)).toBe(0);
    const short = await placeDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 7_499, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340103' });
    expect(messageOf(short)).toBe('Minimum deposit: Ksh 7,500 (75%)');
  });

  it("follows the owner's percents over both, and refuses a deposit equal to the total", async () => {
    const owner = await shopOwner(ctx);
    const before = await owner.current();
    await owner.save({ ...before, minDepositRegular: 30, minDepositNewUser: 90 });
    try {
      const settings = await ctx.app.inject({ method: 'GET', url: '/api/order/deposit/settings', headers: (await signedInCustomer(ctx)).headers });
      expect(settings.json()).toEqual({ success: true, settings: { minDepositRegular: 30, minDepositNewUser: 90 } });

      const { customer: newcomer } = await buyer(ctx, 10_000);
      const tooLittle = await placeDeposit(ctx, newcomer, '/api/order/deposit', { depositAmount: 8_999, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340103' });
      expect(messageOf(tooLittle)).toBe('Minimum deposit: Ksh 9,000 (90%)');
      const whole = await placeDeposit(ctx, newcomer, '/api/order/deposit', { depositAmount: 10_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340103' });
      expect(whole.statusCode).toBe(400);
      expect(messageOf(whole)).toBe(DEPOSIT_MESSAGES.mustBeLess);
      expect(await ordersOf(newcomer)).toBe(0);

      const regular = await signedInCustomer(ctx);
      const { productId } = await buyer(ctx, 10_000, regular);
      await insertOrderHistory(ctx.database.db, { userId: regular.user.id, productId, count: 1 });
      expect(messageOf(await placeDeposit(ctx, regular, '/api/order/deposit', { depositAmount: 2_999, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340104' })))
        .toBe('Minimum deposit: Ksh 3,000 (30%)');
      expect((await placedDeposit(ctx, regular, '/api/order/deposit', { depositAmount: 3_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340104' })).data.balance)
        .toBe(7_000);
    } finally {
      await owner.save(before);
    }
  });
});

describe('bad deposit requests place nothing', () => {
  it.each([
    ['no method', { depositAmount: 8_000 }, 400, DEPOSIT_MESSAGES.unsupportedMethod],
    ['an unknown method', { depositAmount: 8_000, depositPaymentMethod: 'bitcoin' }, 400, DEPOSIT_MESSAGES.unsupportedMethod],
    ['a negative amount', { depositAmount: -8_000, depositPaymentMethod: 'mpesa' }, 400, 'Minimum deposit: Ksh 7,500 (75%)'],
    ['an amount that is not a number', { depositAmount: 'lots', depositPaymentMethod: 'mpesa' }, 400, DEPOSIT_MESSAGES.invalidAmount],
    ['no amount', { depositPaymentMethod: 'mpesa' }, 400, undefined],
  ])('%s → 4xx with a message, no order, stock unchanged', async (_name, extra, status, message) => {
    const { customer, productId } = await buyer(ctx, 10_000);
    const response = await placeDeposit(ctx, customer, '/api/order/deposit', { mpesaPhone: '0712340105', ...extra });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, message: message ?? expect.any(String) });
    expect(await ordersOf(customer)).toBe(0);
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
    expect(await promptsFor(ctx, '0712340105')).toEqual([]);
  });

  it('refuses a method the fixed-method calls do not take, and a method the owner switched off', async () => {
    const { customer, productId } = await buyer(ctx, 10_000);
    const mixed = await placeDeposit(ctx, customer, '/api/order/tinypesa/deposit', { depositAmount: 8_000, depositPaymentMethod: 'mpesa', tinypesaPhone: '0712340106' });
    expect(mixed.statusCode).toBe(400);
    expect(messageOf(mixed)).toBe(DEPOSIT_MESSAGES.invalidRequest);

    const owner = await shopOwner(ctx);
    const before = await owner.current();
    await owner.save({ ...before, depositMethods: before.depositMethods.filter((method) => method !== 'lipia') });
    try {
      const off = await placeDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'lipia', lipiaPhone: '0712340106' });
      expect(off.statusCode).toBe(422);
      expect(messageOf(off)).toBe('This payment method is not available.');
    } finally {
      await owner.save(before);
    }
    expect(await ordersOf(customer)).toBe(0);
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
    expect(await promptsFor(ctx, '0712340106')).toEqual([]);
  });
});

describe('a deposit by prompt', () => {
  it('M-Pesa: answers mpesaRequestId; once paid the order stays pending with its balance, the cart empties, checkout is free', async () => {
    const { customer, productId } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340201' });
    expect(placed).toMatchObject({ success: true, data: { orderId: expect.stringMatching(/^ORD-/), balance: 2_000, mpesaRequestId: placed.data.requestId } });
    expect(placed.orderId).toBe(placed.data.orderId);
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);

    expect(await settledState(ctx, placed.data.requestId)).toBe('paid');
    const view = await orderView(ctx, customer, placed.data.orderId);
    expect(view).toMatchObject({ paymentMethodId: 'deposit', paymentStatus: 'pending', status: 'Pending', amount: 10_000, balance: 2_000, balanceOpen: true });
    expect(view.deposits).toEqual([expect.objectContaining({
      paymentMethod: 'mpesa', purpose: 'deposit', amount: 8_000, status: 'paid', mpesaReceipt: expect.stringMatching(/^[A-Z0-9]{10}$/), phone: '+254712340201',
    })]);
    expect((await cartOf(ctx, customer)).items).toEqual([]);
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);
    const pending = (await ctx.app.inject({ method: 'GET', url: '/api/order/pending', headers: customer.headers })).json() as PendingOrderResponse;
    expect(pending).toMatchObject({ hasPending: false, pendingOrder: null });
    const mail = await outboxMail(`Order ${placed.data.orderId} received`);
    expect(mail.text).toContain('We have received your deposit of Ksh 8,000.00. The balance of Ksh 2,000.00 can be paid from your orders page.');
  });

  it('M-Pesa: blocks checkout while the deposit prompt waits (like any order waiting for its payment)', async () => {
    const { customer } = await buyer(ctx, 10_000);
    await stkAdmin(ctx).configure({ delayMs: 1_500 });
    try {
      const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340202' });
      const pending = (await ctx.app.inject({ method: 'GET', url: '/api/order/pending', headers: customer.headers })).json() as PendingOrderResponse;
      expect(pending).toMatchObject({ hasPending: true, pendingOrder: { orderId: placed.data.orderId } });
    } finally {
      await stkAdmin(ctx).configure({ delayMs: 60 });
    }
  });

  it('Lipia: a TEMP-… id names the ORD-… order; answers lipiaRequestId, and the deposit comes in', async () => {
    const { customer } = await buyer(ctx, 10_000);
    const tempId = `TEMP-${Date.now()}-0badcafe`;
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { orderId: tempId, depositAmount: 7_500, depositPaymentMethod: 'lipia', lipiaPhone: '0712340203' });
    expect(placed.data).toMatchObject({
      orderId: `ORD-${tempId.slice('TEMP-'.length)}`, lipiaRequestId: placed.data.requestId, balance: 2_500, depositPaymentMethod: 'lipia',
    });
    expect(placed.data.mpesaRequestId).toBeUndefined();
    expect(await promptsFor(ctx, '0712340203')).toMatchObject([{ provider: 'lipia', amount: 7_500 }]);
    expect(await settledState(ctx, placed.data.requestId)).toBe('paid');
    expect(await orderView(ctx, customer, placed.data.orderId)).toMatchObject({ paymentStatus: 'pending', balance: 2_500, balanceOpen: true });
  });

  it('TinyPesa: a DEPO-… id names the ORD-… order; a repeated submit is the same order with one prompt', async () => {
    const { customer } = await buyer(ctx, 10_000);
    const depositId = `DEPO-${Date.now()}-a1b2c3d4`;
    const extra = { orderId: depositId, depositAmount: 8_000, tinypesaPhone: '0712340204' };
    await stkAdmin(ctx).configure({ delayMs: 1_500 });
    let first;
    let again;
    try {
      [first, again] = [await placedDeposit(ctx, customer, '/api/order/tinypesa/deposit', extra), await placedDeposit(ctx, customer, '/api/order/tinypesa/deposit', extra)];
    } finally {
      await stkAdmin(ctx).configure({ delayMs: 60 });
    }
    expect(first.orderId).toBe(`ORD-${depositId.slice('DEPO-'.length)}`);
    expect(first).toMatchObject({ success: true, tinypesaRequestId: first.requestId, depositPaymentMethod: 'tinypesa', balance: 2_000 });
    expect(again).toMatchObject({ orderId: first.orderId, requestId: first.requestId });
    expect(await promptsFor(ctx, '0712340204')).toHaveLength(1);
    expect(await ordersOf(customer)).toBe(1);
    expect(await settledState(ctx, first.requestId)).toBe('paid');
  });

  it('a placement id already used for another payment is refused (409), and asks nothing of a phone', async () => {
    const { customer } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0712340207' });
    expect(await settledState(ctx, placed.data.requestId)).toBe('paid');
    for (const extra of [{ depositPaymentMethod: 'cash', securityCode: await counter.code() }, { depositPaymentMethod: 'bank' }, { depositPaymentMethod: 'lipia', lipiaPhone: '0712340208' }]) {
      const again = await placeDeposit(ctx, customer, '/api/order/deposit', { orderId: placed.data.orderId, depositAmount: 8_000, ...extra });
      expect(again.statusCode, again.body).toBe(409);
      expect(messageOf(again)).toBe('This order id is already taken. Please reload the page and try again.');
    }
    expect(await promptsFor(ctx, '0712340208')).toEqual([]);
    expect(await ordersOf(customer)).toBe(1);
    expect((await orderView(ctx, customer, placed.data.orderId)).deposits).toHaveLength(1);
  });

  it('PesaFlux: answers pesaFluxRequestId, and the deposit comes in', async () => {
    const { customer } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit/pesaflux', { depositAmount: 7_600, pesafluxPhone: '0712340205' });
    expect(placed).toMatchObject({ pesaFluxRequestId: placed.requestId, depositPaymentMethod: 'pesaflux', balance: 2_400 });
    expect(await settledState(ctx, placed.requestId)).toBe('paid');
    expect(await orderView(ctx, customer, placed.orderId)).toMatchObject({ paymentStatus: 'pending', balance: 2_400, balanceOpen: true });
  });

  it('a declined deposit prompt fails the order and gives the stock back; nothing is left to pay', async () => {
    const { customer, productId } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0700000001' });
    expect(await settledState(ctx, placed.data.requestId)).toBe('cancelled');
    const view = await orderView(ctx, customer, placed.data.orderId);
    expect(view).toMatchObject({ paymentStatus: 'failed', balanceOpen: false });
    expect(view.deposits).toMatchObject([{ purpose: 'deposit', status: 'failed', amount: 8_000 }]);
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
    expect((await orderRow(ctx, placed.data.orderId)).stockHeld).toBe(false);
    // The cart still has the bale: the customer may try again.
    expect((await cartOf(ctx, customer)).items).toHaveLength(1);
  });
});

describe('a deposit on a page or face to face', () => {
  it("Paystack: answers Paystack's page for the deposit alone", async () => {
    const { customer } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/paystack/deposit', { depositAmount: 8_000, email: 'wanjiku@example.test' });
    expect(placed).toMatchObject({
      success: true, depositPaymentMethod: 'paystack', paymentStatus: 'pending', balance: 2_000,
      authorizationUrl: expect.stringContaining('/sandbox/paystack/checkout/'), reference: expect.any(String),
    });
    const attempt = await ctx.app.services.payments.findAttempt(placed.requestId);
    expect(attempt).toMatchObject({ provider: 'paystack', amountCents: 800_000, purpose: 'deposit', providerRef: placed.reference });

    // Paid on the hosted page (posted as the browser posts its form): the deposit is in, the balance open.
    const paid = await fetch(placed.authorizationUrl ?? '', {
      method: 'POST', body: new URLSearchParams({ action: 'pay', card: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' }), redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const status = await ctx.app.inject({ method: 'GET', url: `/api/order/paystack/status/${placed.reference ?? ''}`, headers: customer.headers });
    expect(status.json()).toMatchObject({ status: 'success', order: { orderId: placed.orderId, amount: 10_000, paymentStatus: 'pending' } });
    expect(await orderView(ctx, customer, placed.orderId)).toMatchObject({ balance: 2_000, balanceOpen: true });
    expect((await cartOf(ctx, customer)).items).toEqual([]);
  });

  it("cash with the cashier's valid code: the deposit is paid at once and the balance is open", async () => {
    const { customer, productId } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'cash', securityCode: await counter.code() });
    expect(placed.data).toMatchObject({ paymentStatus: 'paid', depositAmount: 8_000, balance: 2_000 });
    expect(placed.message).toBe('Deposit of Ksh 8000 received. Balance: Ksh 2000.');
    expect(await orderView(ctx, customer, placed.data.orderId)).toMatchObject({ paymentStatus: 'pending', balance: 2_000, balanceOpen: true });
    expect((await cartOf(ctx, customer)).items).toEqual([]);
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);
  });

  it('cash with a wrong code is refused and places nothing', async () => {
    const { customer, productId } = await buyer(ctx, 10_000);
    const refused = await placeDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'cash', securityCode: wrongCode(await counter.code()) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ success: false, message: 'Invalid security code' });
    expect(await ordersOf(customer)).toBe(0);
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
  });

  it('bank: pending with the paybill in the answer, and given up (stock back) like a Sidian order once it expires', async () => {
    const { customer, productId } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'bank' });
    expect(placed.data).toMatchObject({
      paymentStatus: 'pending', balance: 2_000,
      bankDetails: { bankName: expect.any(String), paybill: expect.any(String), accountNumber: expect.any(String), accountName: expect.any(String) },
    });
    expect(placed.data.orderReference).toMatch(ORDER_REFERENCE_PATTERN);
    expect(placed.message).toContain(`reference ${placed.data.orderReference}.`);
    const mail = await outboxMail(`Order ${placed.data.orderId} received`);
    expect(mail.text).toContain('To pay your deposit of Ksh 8,000.00: ');
    expect(mail.text).toContain(`reference ${placed.data.orderReference}. The balance of Ksh 2,000.00 can be paid from your orders page.`);
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);
    const row = await orderRow(ctx, placed.data.orderId);
    expect(row.offlineExpiresAt).not.toBeNull();

    // Not before its time…
    expect(await ctx.app.services.orders.expireOffline(new Date(Date.now() + 60_000))).toBe(0);
    // …and after it, once.
    const later = new Date((row.offlineExpiresAt?.getTime() ?? 0) + 1_000);
    expect(await ctx.app.services.orders.expireOffline(later)).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.services.orders.expireOffline(later)).toBe(0);
    expect(await orderView(ctx, customer, placed.data.orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'failed', balanceOpen: false });
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
  });
});
