import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mpesaC2bTransactions, outboxJobs, paymentAttempts } from '../../../db/schema/index.ts';
import { startAdminTestApp } from '../../../test/admin.ts';
import { c2bRowOf, emulator, matched, payPaybill, paybillOrder, startPaybillApp, type PaybillApp } from './c2b-test-support.ts';

let ctx: PaybillApp;
let call: Awaited<ReturnType<typeof startAdminTestApp>>['call'];

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startPaybillApp({ MPESA_C2B_VALIDATION: 'true' })));
});
afterAll(async () => ctx.close());

const attemptsOf = (orderId: string) => ctx.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
const orderNow = async (orderRef: string) => (await ctx.app.services.orders.findByRef(orderRef))!;
/** Unknown account numbers must reach the shop for these cases: the shortcode's validation is switched off at Safaricom. */
const withoutValidation = async <T>(run: () => Promise<T>): Promise<T> => {
  await emulator(ctx, '/c2b/settings', { externalValidation: false });
  try {
    return await run();
  } finally {
    await emulator(ctx, '/c2b/settings', { externalValidation: true });
  }
};

describe('a paybill payment matched by itself', () => {
  it('pays the order typed in any case and spacing, once, with the receipt as its M-Pesa receipt', async () => {
    const { order } = await paybillOrder(ctx, 2_500);
    const typed = `${order.reference.slice(0, 2).toLowerCase()} ${order.reference.slice(2)}`;
    const paid = await payPaybill(ctx, { account: typed, amount: 2_500 });
    expect(paid.status).toBe('completed');
    const row = await matched(ctx, paid.transId);
    expect(row).toMatchObject({ outcome: 'paid', orderId: order.id, reference: order.reference, amountCents: 250_000 });
    expect((await orderNow(order.orderRef)).paymentStatus).toBe('paid');
    const c2bAttempts = (await attemptsOf(order.id)).filter((attempt) => attempt.receipt === paid.transId);
    expect(c2bAttempts).toHaveLength(1);
    expect(c2bAttempts[0]).toMatchObject({ provider: 'mpesa', state: 'paid', amountCents: 250_000, providerRef: paid.transId });
  });

  it('a confirmation sent twice pays once', async () => {
    const { order } = await paybillOrder(ctx, 1_200);
    const paid = await payPaybill(ctx, { account: order.reference, amount: 1_200, msisdn: '254700000006' });
    expect(paid.confirmations).toHaveLength(2);
    await matched(ctx, paid.transId);
    const rows = await ctx.database.db.select().from(mpesaC2bTransactions).where(eq(mpesaC2bTransactions.transId, paid.transId));
    expect(rows).toHaveLength(1);
    expect((await attemptsOf(order.id)).filter((attempt) => attempt.state === 'paid')).toHaveLength(1);
    expect((await orderNow(order.orderRef)).paymentStatus).toBe('paid');
  });

  it('less than owed is held for the owner; more, or an order already paid, is received but not matched', async () => {
    const { order } = await paybillOrder(ctx, 3_000);
    const less = await matched(ctx, (await payPaybill(ctx, { account: order.reference, amount: 1_000 })).transId);
    expect(less).toMatchObject({ outcome: 'held', orderId: order.id });
    const more = await matched(ctx, (await payPaybill(ctx, { account: order.reference, amount: 3_500 })).transId);
    expect(more).toMatchObject({ outcome: 'unmatched' });
    expect((await orderNow(order.orderRef)).paymentStatus).toBe('pending');
    expect(await matched(ctx, (await payPaybill(ctx, { account: order.reference, amount: 3_000 })).transId)).toMatchObject({ outcome: 'paid' });
    const again = await matched(ctx, (await payPaybill(ctx, { account: order.reference, amount: 3_000 })).transId);
    expect(again).toMatchObject({ outcome: 'unmatched', note: `Order ${order.orderRef} was already paid` });
    expect((await attemptsOf(order.id)).filter((attempt) => attempt.state === 'paid')).toHaveLength(1);
    const listed = (await call('GET', '/api/admin/payments/received')).json() as { payments: Array<{ transId: string; outcome: string }> };
    expect(listed.payments.map((payment) => payment.transId)).toEqual(expect.arrayContaining([less.transId, more.transId, again.transId]));
  });

  it('an unknown reference is received but not matched (validation off at Safaricom)', async () => {
    const paid = await withoutValidation(() => payPaybill(ctx, { account: 'NOSUCH', amount: 700 }));
    expect(await matched(ctx, paid.transId)).toMatchObject({ outcome: 'unmatched', note: 'No order has the reference NOSUCH' });
  });

  it('validation refuses an unknown reference with C2B00012 (no money moves) and accepts a known one', async () => {
    const refused = await payPaybill(ctx, { account: 'ZZZZZZ', amount: 700 });
    expect(refused).toMatchObject({ status: 'cancelled', validation: { resultCode: 'C2B00012', resultDesc: 'Rejected' }, confirmations: [] });
    expect(await c2bRowOf(ctx, refused.transId)).toBeUndefined();
    const { order } = await paybillOrder(ctx, 900);
    const accepted = await payPaybill(ctx, { account: order.reference.toLowerCase(), amount: 900 });
    expect(accepted).toMatchObject({ status: 'completed', validation: { resultCode: '0' } });
  });
});

describe('a deposit order takes part payments towards its balance', () => {
  it('counts less than the balance towards it, and the rest pays the order', async () => {
    const { customer, order: first } = await paybillOrder(ctx, 4_000);
    // Its deposit in: a deposit order whose deposit is paid (recorded as the core does for cash at the counter).
    await ctx.database.db.execute(sql`UPDATE orders SET payment_method = 'deposit' WHERE id = ${first.id}`);
    await ctx.database.db.update(paymentAttempts).set({ purpose: 'deposit', amountCents: 100_000, state: 'paid' }).where(eq(paymentAttempts.orderId, first.id));
    void customer;
    const part = await matched(ctx, (await payPaybill(ctx, { account: first.reference, amount: 1_000 })).transId);
    expect(part).toMatchObject({ outcome: 'part-paid' });
    expect((await orderNow(first.orderRef)).paymentStatus).toBe('pending');
    const rest = await matched(ctx, (await payPaybill(ctx, { account: first.reference, amount: 2_000 })).transId);
    expect(rest).toMatchObject({ outcome: 'paid' });
    expect((await orderNow(first.orderRef)).paymentStatus).toBe('paid');
    const balances = (await attemptsOf(first.id)).filter((attempt) => attempt.purpose === 'balance');
    expect(balances.map((attempt) => attempt.amountCents).sort()).toEqual([100_000, 200_000]);
  });
});

describe('nothing is lost', () => {
  it('a lost confirmation is found by the statement pull, and pulling again finds nothing new', async () => {
    const { order } = await paybillOrder(ctx, 1_800);
    const lost = await payPaybill(ctx, { account: order.reference, amount: 1_800, msisdn: '254700000007' });
    expect(lost.confirmations).toEqual([]);
    expect(await c2bRowOf(ctx, lost.transId)).toBeUndefined();
    const pulled = await call('POST', '/api/admin/reconciliation/pull');
    expect(pulled.statusCode, pulled.body).toBe(200);
    expect(pulled.json()).toMatchObject({ success: true, matched: 1 });
    expect(pulled.json().new).toBeGreaterThanOrEqual(1);
    expect(await c2bRowOf(ctx, lost.transId)).toMatchObject({ outcome: 'paid', source: 'pull' });
    expect((await orderNow(order.orderRef)).paymentStatus).toBe('paid');
    const again = (await call('POST', '/api/admin/reconciliation/pull')).json();
    expect(again).toMatchObject({ new: 0, matched: 0 });
    expect(again.found).toBe(pulled.json().found);
  });

  it('a confirmation whose processing fails is stored, acknowledged, and processed later', async () => {
    const { order } = await paybillOrder(ctx, 1_100);
    await ctx.database.db.execute(sql.raw(`CREATE FUNCTION refuse_attempts() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'database hiccup'; END $$`));
    await ctx.database.db.execute(sql.raw('CREATE TRIGGER refuse_attempts BEFORE INSERT ON payment_attempts FOR EACH ROW EXECUTE FUNCTION refuse_attempts()'));
    let transId: string;
    try {
      const paid = await payPaybill(ctx, { account: order.reference, amount: 1_100 });
      transId = paid.transId;
      expect(paid.confirmations).toEqual([{ status: 200, error: null }]);
      await ctx.app.outbox.drain();
      expect(await c2bRowOf(ctx, transId)).toMatchObject({ outcome: 'received' });
      const [job] = await ctx.database.db.select().from(outboxJobs).where(and(eq(outboxJobs.kind, 'payments.c2b-match'), eq(outboxJobs.key, transId)));
      expect(job?.tries).toBeGreaterThanOrEqual(1);
    } finally {
      await ctx.database.db.execute(sql.raw('DROP TRIGGER refuse_attempts ON payment_attempts'));
      await ctx.database.db.execute(sql.raw('DROP FUNCTION refuse_attempts()'));
    }
    // Its retry comes due.
    await ctx.database.db.update(outboxJobs).set({ runAfter: new Date(0) }).where(eq(outboxJobs.key, transId));
    expect(await matched(ctx, transId)).toMatchObject({ outcome: 'paid' });
    expect((await orderNow(order.orderRef)).paymentStatus).toBe('paid');
  });
});

describe('the owner attaches a payment that was not matched', () => {
  it('refuses an amount that does not cover the order; of two owners attaching at once, one does', async () => {
    const { order } = await paybillOrder(ctx, 2_000);
    const small = await withoutValidation(() => payPaybill(ctx, { account: 'WRONG1', amount: 500 }));
    const smallRow = await matched(ctx, small.transId);
    const refused = await call('POST', `/api/admin/payments/received/${smallRow.id}/attach`, undefined, { reference: order.reference, reason: 'customer called' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/does not cover/);
    const enough = await withoutValidation(() => payPaybill(ctx, { account: 'WRONG2', amount: 2_000 }));
    const row = await matched(ctx, enough.transId);
    const answers = await Promise.all([1, 2].map(() =>
      call('POST', `/api/admin/payments/received/${row.id}/attach`, undefined, { reference: order.reference.toLowerCase() })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await orderNow(order.orderRef)).paymentStatus).toBe('paid');
    expect((await attemptsOf(order.id)).filter((attempt) => attempt.state === 'paid')).toHaveLength(1);
    expect(await c2bRowOf(ctx, enough.transId)).toMatchObject({ outcome: 'attached', orderId: order.id });
    // Routine: attached without a note, and audited all the same.
    const audit = (await call('GET', `/api/admin/audit?entity=order&entityId=${order.orderRef}`)).json() as { entries: Array<{ action: string; reason: string | null }> };
    expect(audit.entries.filter((entry) => entry.action === 'payment.attach-paybill')).toEqual([expect.objectContaining({ reason: null })]);
    const missing = await call('POST', `/api/admin/payments/received/${smallRow.id}/attach`, undefined, { reference: 'NOSUCH', reason: 'a try' });
    expect(missing.statusCode).toBe(404);
  });
});
