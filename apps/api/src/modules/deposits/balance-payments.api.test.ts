import { DEPOSIT_MESSAGES, ORDER_REFERENCE_PATTERN, type BalancePaymentResponse } from '@mitumba/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/app.ts';
import { stockOf } from '../../test/checkout.ts';
import { insertUser } from '../../test/factories.ts';
import { promptsFor, startCheckoutApp, type SandboxedApp } from '../orders/prompt-checkout.test-support.ts';
import { buyer, orderRow, orderView, payBalance, placedDeposit, settledState, shopOwner, stkAdmin } from './deposit.test-support.ts';

/**
 * Payments towards a deposit order's balance from the order history (spec 2 §5, §7): who may pay, how much, and that
 * no sequence of requests takes the balance below 0 or marks the order paid before it is.
 */
let ctx: SandboxedApp;

beforeAll(async () => {
  ctx = await startCheckoutApp();
});
afterAll(async () => ctx.close());
afterEach(async () => {
  await stkAdmin(ctx).configure({ delayMs: 60, timeoutMs: 400, autoApprove: true });
});

const messageOf = (response: { json(): unknown }) => (response.json() as { message: string }).message;

/** A new customer's 10,000 KES order with an 8,000 M-Pesa deposit paid: 2,000 left to pay. */
async function depositIn(phone = '0712350001', total = 10_000, deposit = 8_000) {
  const { customer, productId } = await buyer(ctx, total);
  const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: deposit, depositPaymentMethod: 'mpesa', mpesaPhone: phone });
  expect(await settledState(ctx, placed.data.requestId)).toBe('paid');
  return { customer, productId, orderRef: placed.data.orderId };
}

const paid = async (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as BalancePaymentResponse;
  expect(await settledState(ctx, answer.requestId)).toBe('paid');
  return answer;
};

describe('who and how much', () => {
  it("answers 404 for another customer's order, and for one that does not exist", async () => {
    const { orderRef } = await depositIn('0712350002');
    const stranger = await signedInCustomer(ctx);
    const theirs = await payBalance(ctx, stranger, 'mpesa', { orderId: orderRef, amount: 500, phone: '0712350003' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, message: 'Order not found' });
    expect((await payBalance(ctx, stranger, 'lipia', { orderId: 'ORD-1700000000000-deadbeef', amount: 500, phone: '0712350003' })).statusCode).toBe(404);
    expect(await promptsFor(ctx, '0712350003')).toEqual([]);
  });

  it("refuses more than the balance and amounts of 0 or less with the spec's messages, and asks nothing of the phone", async () => {
    const { customer, orderRef } = await depositIn('0712350004');
    const over = await payBalance(ctx, customer, 'mpesa', { orderId: orderRef, amount: 2_001, phone: '0712350005' });
    expect(over.statusCode).toBe(422);
    expect(messageOf(over)).toBe(DEPOSIT_MESSAGES.exceedsBalance);
    for (const amount of [0, -100]) {
      const bad = await payBalance(ctx, customer, 'tinypesa', { orderId: orderRef, amount, phone: '0712350005' });
      expect(bad.statusCode).toBe(400);
      expect(messageOf(bad)).toBe(DEPOSIT_MESSAGES.invalidAmount);
    }
    const notANumber = await payBalance(ctx, customer, 'lipia', { orderId: orderRef, amount: 'all of it', phone: '0712350005' });
    expect(notANumber.statusCode).toBe(400);
    expect(messageOf(notANumber)).toBe(DEPOSIT_MESSAGES.invalidAmount);
    const unknownMethod = await payBalance(ctx, customer, 'bitcoin', { orderId: orderRef, amount: 500, phone: '0712350005' });
    expect(unknownMethod.statusCode).toBe(400);
    expect(await promptsFor(ctx, '0712350005')).toEqual([]);
    expect((await orderView(ctx, customer, orderRef)).balance).toBe(2_000);
  });

  it('refuses a method the owner no longer offers for deposits', async () => {
    const { customer, orderRef } = await depositIn('0712350008');
    const owner = await shopOwner(ctx);
    const before = await owner.current();
    await owner.save({ ...before, depositMethods: before.depositMethods.filter((method) => method !== 'tinypesa') });
    try {
      const off = await payBalance(ctx, customer, 'tinypesa', { orderId: orderRef, amount: 500, phone: '0712350009' });
      expect(off.statusCode).toBe(422);
      expect(messageOf(off)).toBe('This payment method is not available.');
    } finally {
      await owner.save(before);
    }
    expect(await promptsFor(ctx, '0712350009')).toEqual([]);
  });

  it('answers 409 while the deposit is not in yet', async () => {
    const { customer } = await buyer(ctx, 10_000);
    await stkAdmin(ctx).configure({ delayMs: 2_000 });
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0712350006' });
    const early = await payBalance(ctx, customer, 'mpesa', { orderId: placed.data.orderId, amount: 2_000, phone: '0712350007' });
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toMatch(/no deposit in yet/);
    expect(await promptsFor(ctx, '0712350007')).toEqual([]);
  });
});

describe('paying the balance', () => {
  it('two payments racing for the last shillings: one is asked, the second refused; the balance never goes below 0', async () => {
    const { customer, orderRef } = await depositIn('0712350010');
    await stkAdmin(ctx).configure({ delayMs: 1_500 });
    const answers = await Promise.all([
      payBalance(ctx, customer, 'mpesa', { orderId: orderRef, amount: 1_500, phone: '0712350011' }),
      payBalance(ctx, customer, 'lipia', { orderId: orderRef, amount: 1_500, phone: '0712350012' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(messageOf(refused ?? answers[0])).toMatch(/A payment of Ksh 1,500.00 for this order is still waiting/);
    expect([...await promptsFor(ctx, '0712350011'), ...await promptsFor(ctx, '0712350012')]).toHaveLength(1);
    const accepted = answers.find((answer) => answer.statusCode === 200)?.json() as BalancePaymentResponse;
    expect(accepted).toMatchObject({ success: true, orderId: orderRef, amount: 1_500, balance: 500, message: expect.stringMatching(/payment initiated\. Check your phone\.$/) });

    expect(await settledState(ctx, accepted.requestId)).toBe('paid');
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ paymentStatus: 'pending', balance: 500, balanceOpen: true });
    // What is left is still refused above 500, and taken at 500.
    expect(messageOf(await payBalance(ctx, customer, 'mpesa', { orderId: orderRef, amount: 501, phone: '0712350011' }))).toBe(DEPOSIT_MESSAGES.exceedsBalance);
  });

  it('a declined balance payment leaves the balance and the order as they were (pending, stock held)', async () => {
    const { customer, productId, orderRef } = await depositIn('0712350020');
    const declined = await payBalance(ctx, customer, 'mpesa', { orderId: orderRef, amount: 2_000, phone: '0700000001' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await settledState(ctx, (declined.json() as BalancePaymentResponse).requestId)).toBe('cancelled');
    const view = await orderView(ctx, customer, orderRef);
    expect(view).toMatchObject({ paymentStatus: 'pending', status: 'Pending', balance: 2_000, balanceOpen: true });
    expect(view.deposits.map((entry) => [entry.purpose, entry.status, entry.amount])).toEqual([['deposit', 'paid', 8_000], ['balance', 'failed', 2_000]]);
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);
    expect((await orderRow(ctx, orderRef)).stockHeld).toBe(true);
    // And the balance can still be paid.
    await paid(await payBalance(ctx, customer, 'mpesa', { orderId: orderRef, amount: 2_000, phone: '0712350021' }));
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ paymentStatus: 'paid', balance: 0, balanceOpen: false });
  });

  it('a deposit paid off in three parts by three methods ends paid, with three entries and balance 0', async () => {
    const { customer, productId, orderRef } = await depositIn('0712350030');
    const lipia = await paid(await payBalance(ctx, customer, 'lipia', { orderId: orderRef, amount: 1_200, phone: '0712350031' }));
    expect(lipia).toMatchObject({ lipiaRequestId: lipia.requestId, balance: 800, message: 'Lipia payment initiated. Check your phone.' });
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ paymentStatus: 'pending', balance: 800 });

    const tinypesa = await paid(await payBalance(ctx, customer, 'tinypesa', { orderId: orderRef, amount: 800, phone: '0712350032' }));
    expect(tinypesa).toMatchObject({ tinypesaRequestId: tinypesa.requestId, balance: 0 });

    const view = await orderView(ctx, customer, orderRef);
    expect(view).toMatchObject({ paymentStatus: 'paid', balance: 0, balanceOpen: false, status: 'Pending' });
    expect(view.deposits.map((entry) => [entry.paymentMethod, entry.purpose, entry.amount, entry.status])).toEqual([
      ['mpesa', 'deposit', 8_000, 'paid'], ['lipia', 'balance', 1_200, 'paid'], ['tinypesa', 'balance', 800, 'paid'],
    ]);
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);
    // Nothing more can be asked of a paid order.
    const more = await payBalance(ctx, customer, 'mpesa', { orderId: orderRef, amount: 1, phone: '0712350033' });
    expect(more.statusCode).toBe(409);
    expect(messageOf(more)).toBe('This order is paid in full.');
  });

  it('PesaFlux and bank: a PesaFlux balance payment by its own call; a bank one waits for the shop with the paybill', async () => {
    const { customer, orderRef } = await depositIn('0712350040');
    const pesaflux = await paid(await payBalance(ctx, customer, 'pesaflux', { orderId: orderRef, amount: 1_000, phone: '0712350041' }));
    expect(pesaflux).toMatchObject({ pesaFluxRequestId: pesaflux.requestId, balance: 1_000 });

    const bank = await payBalance(ctx, customer, 'bank', { orderId: orderRef, amount: 1_000 });
    expect(bank.statusCode, bank.body).toBe(200);
    // The account to quote is the order's short reference (decision 0035), not its long id.
    const { orderReference } = bank.json() as { orderReference: string };
    expect(orderReference).toMatch(ORDER_REFERENCE_PATTERN);
    expect(bank.json()).toMatchObject({ balance: 0, bankDetails: { paybill: expect.any(String) }, message: expect.stringContaining(`reference ${orderReference}.`) });
    // Waiting for the shop: not paid, and the balance as it was.
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ paymentStatus: 'pending', balance: 1_000 });
  });

  it('a bank transfer waiting for the shop blocks no prompt; a newer one replaces it; a bank deposit order can pay by bank', async () => {
    const { customer } = await buyer(ctx, 10_000);
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'bank' });
    const owner = await backOffice();
    const confirm = (orderRef: string) => owner.confirm(orderRef);
    expect((await confirm(placed.data.orderId)).statusCode).toBe(200);
    const orderRef = placed.data.orderId;
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ balanceOpen: true, balance: 2_000 });

    const first = await payBalance(ctx, customer, 'bank', { orderId: orderRef, amount: 2_000 });
    expect(first.statusCode, first.body).toBe(200);
    const second = await payBalance(ctx, customer, 'bank', { orderId: orderRef, amount: 1_500 });
    expect(second.statusCode, second.body).toBe(200);
    const entries = (await orderView(ctx, customer, orderRef)).deposits.filter((entry) => entry.purpose === 'balance');
    expect(entries.map(({ status, amount }) => ({ status, amount }))).toEqual([{ status: 'failed', amount: 2_000 }, { status: 'pending', amount: 1_500 }]);

    // The waiting transfer holds no share: a prompt for the rest goes out, and the shop's confirmation of the
    // transfer then pays the order off.
    await paid(await payBalance(ctx, customer, 'mpesa', { orderId: orderRef, amount: 500, phone: '0712350043' }));
    expect((await confirm(orderRef)).statusCode).toBe(200);
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ paymentStatus: 'paid', balance: 0 });
  });
});

/** Admin headers for the back office's payment review. */
async function backOffice() {
  const adminUser = await insertUser(ctx.database.db, { role: 'admin' });
  const headers = { authorization: `Bearer ${(await ctx.app.auth.startSession(adminUser.id)).token}` };
  return {
    attach: (attemptId: string) => ctx.app.inject({ method: 'POST', url: `/api/admin/payments/${attemptId}/attach`, headers, payload: { reason: 'On the statement' } }),
    confirm: (orderRef: string) => ctx.app.inject({
      method: 'POST', url: `/api/admin/orders/${orderRef}/confirm-payment`, headers, payload: { reference: 'SIDIAN-REF-1', reason: 'On the statement' },
    }),
  };
}

/**
 * A prompt the payment job gave up on (older than the payment window, expired) whose money then arrives: flagged
 * for a person. Prompts wait for someone on the phone meanwhile (no auto-approval, no time-out).
 */
async function expiredThenPaid(attemptId: string) {
  await ctx.database.db.execute(sql`UPDATE payment_attempts SET created_at = now() - interval '10 minutes' WHERE id = ${attemptId}`);
  await ctx.app.services.payments.reconcile(new Date());
  const attempt = await ctx.app.services.payments.findAttempt(attemptId);
  expect(attempt?.state).toBe('expired');
  expect((await stkAdmin(ctx).force(attempt?.providerRef ?? '', 0)).status).toBe(200);
  await expect.poll(async () => (await ctx.app.services.payments.openFlags()).some((flag) => flag.attemptId === attemptId)).toBe(true);
}

describe('late money applied by a person never marks a deposit order paid before it is', () => {
  it('a late balance payment counts towards the balance; the order stays open with its stock', async () => {
    const { customer, productId, orderRef } = await depositIn('0712350060');
    await stkAdmin(ctx).configure({ autoApprove: false, timeoutMs: 120_000 });
    const late = (await payBalance(ctx, customer, 'mpesa', { orderId: orderRef, amount: 1_000, phone: '0712350061' })).json() as BalancePaymentResponse;
    await expiredThenPaid(late.requestId);
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ paymentStatus: 'pending', balance: 2_000 });

    const attached = await (await backOffice()).attach(late.requestId);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({ orderPaymentStatus: 'pending' });
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ paymentStatus: 'pending', balance: 1_000, balanceOpen: true });
    expect((await orderRow(ctx, orderRef)).stockHeld).toBe(true);
    expect(await stockOf(ctx, productId, '45KG')).toBe(1);
  });

  it('a late deposit cannot revive the order it was too late for: the person is told to refund it', async () => {
    const { customer, productId } = await buyer(ctx, 10_000);
    await stkAdmin(ctx).configure({ autoApprove: false, timeoutMs: 120_000 });
    const placed = await placedDeposit(ctx, customer, '/api/order/deposit', { depositAmount: 8_000, depositPaymentMethod: 'mpesa', mpesaPhone: '0712350070' });
    await expiredThenPaid(placed.data.requestId);
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);

    const attached = await (await backOffice()).attach(placed.data.requestId);
    expect(attached.statusCode).toBe(422);
    expect(messageOf(attached)).toMatch(/covers only part of the order.*refund this payment instead/);
    expect(await orderView(ctx, customer, placed.data.orderId)).toMatchObject({ paymentStatus: 'failed', balance: 10_000, balanceOpen: false });
    expect(await stockOf(ctx, productId, '45KG')).toBe(2);
  });
});

describe('over-payment is flagged, never kept quietly', () => {
  it('a late balance payment a person applies, then the other one paying too: the excess is raised for a person', async () => {
    const { customer, orderRef } = await depositIn('0712350050');
    // Prompts wait for someone on the phone (no auto-approval, no time-out) so the test decides each outcome.
    await stkAdmin(ctx).configure({ autoApprove: false, timeoutMs: 120_000 });
    const first = (await payBalance(ctx, customer, 'mpesa', { orderId: orderRef, amount: 2_000, phone: '0712350051' })).json() as BalancePaymentResponse;
    // The job gave up on the first prompt before its money arrived (flagged, not applied): the balance may be asked again.
    await expiredThenPaid(first.requestId);
    const second = await payBalance(ctx, customer, 'mpesa', { orderId: orderRef, amount: 2_000, phone: '0712350052' });
    expect(second.statusCode, second.body).toBe(200);
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ paymentStatus: 'pending', balance: 2_000 });

    // A person applies it (the money is on the statement): the order is paid…
    const attach = await (await backOffice()).attach(first.requestId);
    expect(attach.statusCode, attach.body).toBe(200);
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ paymentStatus: 'paid', balance: 0 });

    // …and the second prompt, still open on the phone, is paid too: 2,000 more than the order; raised for a person.
    const secondAttempt = await ctx.app.services.payments.findAttempt((second.json() as BalancePaymentResponse).requestId);
    expect((await stkAdmin(ctx).force(secondAttempt?.providerRef ?? '', 0)).status).toBe(200);
    expect(await settledState(ctx, secondAttempt?.id ?? '')).toBe('paid');
    const flags = (await ctx.app.services.payments.openFlags()).filter((flag) => flag.attemptId === secondAttempt?.id);
    expect(flags).toEqual([expect.objectContaining({ reason: expect.stringMatching(/now paid Ksh 12,000.00 of Ksh 10,000.00: hand back Ksh 2,000.00 of this M-Pesa payment/) })]);
    expect(await orderView(ctx, customer, orderRef)).toMatchObject({ paymentStatus: 'paid', balance: 0 });
  });
});
