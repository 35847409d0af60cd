import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationRequests, mailOutbox, paymentAttempts, refunds, smsMessages } from '../../db/schema/index.ts';
import { startTestAppWithSandbox, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertUser } from '../../test/factories.ts';
import { mpesaPaidOrder, refundReaches } from './refunds.test-support.ts';

let ctx: TestContext & { baseUrl: string };
let adminId: string;
const sandbox = (path: string, init: RequestInit = {}) =>
  fetch(`${ctx.baseUrl}/sandbox/mpesa${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } }).then((response) => response.json());
const statement = async () => ((await sandbox('/__emulator/initiator/statement')) as { payouts: Array<{ kind: string; amount: number; party: string; receipt: string }> }).payouts;

beforeAll(async () => {
  ctx = await startTestAppWithSandbox();
  await ensureCatalogBasics(ctx.database.db);
  adminId = (await insertUser(ctx.database.db, { role: 'admin' })).id;
});
afterAll(async () => ctx.close());

/** A return asked for and approved by `approvals` owners at once. */
async function approvedReturn(order: { customer: { headers: object }; orderRef: string; orderId: string }, approvals = 1) {
  await ctx.app.inject({ method: 'POST', url: '/api/order/request-cancellation', headers: order.customer.headers as Record<string, string>, payload: { orderId: order.orderRef, reason: 'damaged' } });
  // Each approval is an owner's request to the back office's decide endpoint, all at once.
  const owners = await Promise.all(Array.from({ length: approvals }, async () => {
    const owner = await insertUser(ctx.database.db, { role: 'admin' });
    return { authorization: `Bearer ${(await ctx.app.auth.startSession(owner.id)).token}` };
  }));
  const answers = await Promise.all(owners.map((headers) => ctx.app.inject({
    method: 'POST', url: `/api/admin/cancellations/${order.orderRef}/decide`, headers, payload: { approve: true, reason: 'Returned unopened' },
  })));
  expect(answers.map((answer) => answer.statusCode)).toEqual(owners.map(() => 200));
  const rows = await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** A refund asked for through the public interface (as the unmatched-money screen does), inside a transaction. */
const requestDirect = (input: { receipt?: string; phone?: string; amountCents: number; paidAt?: Date; key: string }) => ctx.database.db.transaction((tx) =>
  ctx.app.services.refunds.requestRefundWithin(tx, {
    orderId: null, source: 'unmatched', sourceKey: input.key, provider: 'mpesa', receipt: input.receipt, phone: input.phone, paidAt: input.paidAt ?? null,
    paidCents: input.amountCents, amountCents: input.amountCents, reason: 'Money nobody could match', requestedBy: adminId, now: new Date(),
  }));

describe('M-Pesa refunds through the Daraja sandbox', () => {
  it('an approved return of a recent M-Pesa payment is reversed, confirmed by transaction status, shown to the customer and mailed; two owners approving at once pay it once', async () => {
    const order = await mpesaPaidOrder(ctx, 1500);
    const refund = await approvedReturn(order, 4);
    expect(refund).toMatchObject({ method: 'reversal', amountCents: 150_000, paidReceipt: order.attempt.receipt });

    const done = await refundReaches(ctx, refund.id, ['succeeded', 'failed']);
    expect(done).toMatchObject({ state: 'succeeded', payoutReceipt: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    const steps = (await ctx.app.services.refunds.eventsOf(refund.id)).map((event) => `${event.source}:${event.state ?? ''}`);
    expect(steps).toEqual(expect.arrayContaining(['shop:requested', 'mpesa:sent', 'mpesa-result:confirming', 'mpesa-status:succeeded']));
    expect((await statement()).filter((line) => line.kind === 'reversal' && line.receipt === done.payoutReceipt)).toHaveLength(1);

    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/order/${order.orderRef}/refunds`, headers: order.customer.headers })).json();
    expect(shown.refunds).toEqual([expect.objectContaining({ state: 'succeeded', text: `Refund of Ksh 1,500.00 to M-Pesa 0708 374 149: sent (receipt ${done.payoutReceipt})` })]);
    for (let tries = 0; tries < 100 && (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Your refund for order ${order.orderRef} was sent`))).length === 0; tries += 1) {
      await ctx.app.outbox.drain();
    }
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Your refund for order ${order.orderRef} was sent`))).toHaveLength(1);
    const [request] = await ctx.database.db.select().from(cancellationRequests).where(eq(cancellationRequests.orderId, order.orderId));
    expect(request?.status).toBe('approved');
    // The customer is texted once, with the refund: however often the outbox runs.
    await ctx.app.outbox.drain();
    const texts = await ctx.database.db.select().from(smsMessages).where(eq(smsMessages.causeKey, `refund-sent:${refund.id}`));
    expect(texts.map((text) => text.text)).toEqual([`Mitumba: refund of Ksh 1,500 for order ${order.reference} sent to your M-Pesa number.`]);
    expect(await ctx.database.db.select().from(smsMessages).where(like(smsMessages.causeKey, 'refund-sent:%'))).toHaveLength(1);
  });

  it('a payment older than the reversal window goes back by B2C to the payer\'s phone', async () => {
    const order = await mpesaPaidOrder(ctx, 1200);
    await ctx.database.db.update(paymentAttempts).set({ settledAt: new Date(Date.now() - 2 * 24 * 3600_000) }).where(eq(paymentAttempts.id, order.attempt.id));
    const refund = await approvedReturn(order);
    expect(refund.method).toBe('b2c');
    const done = await refundReaches(ctx, refund.id, ['succeeded', 'failed']);
    expect(done.state).toBe('succeeded');
    expect((await statement()).filter((line) => line.kind === 'b2c' && line.receipt === done.payoutReceipt)).toEqual([expect.objectContaining({ amount: 1200, party: '254708374149' })]);
  });

  it("fails with M-Pesa's words: a B2C on an empty float, and a receipt reversed already", async () => {
    const broke = await requestDirect({ phone: '0700000003', amountCents: 50_000, key: 'empty-float' });
    expect(await refundReaches(ctx, broke.refundId, ['succeeded', 'failed'])).toMatchObject({ state: 'failed', resultCode: '1', resultMessage: 'The balance is insufficient for the transaction.' });

    const order = await mpesaPaidOrder(ctx, 800);
    const first = await requestDirect({ receipt: order.attempt.receipt!, amountCents: 80_000, paidAt: new Date(), key: 'reversal-1' });
    expect((await refundReaches(ctx, first.refundId, ['succeeded', 'failed'])).state).toBe('succeeded');
    const again = await requestDirect({ receipt: order.attempt.receipt!, amountCents: 80_000, paidAt: new Date(), key: 'reversal-2' });
    expect(await refundReaches(ctx, again.refundId, ['succeeded', 'failed'])).toMatchObject({ state: 'failed', resultCode: 'R000001', resultMessage: 'The transaction has already been reversed.' });
    const shown = await ctx.app.services.refunds.list('failed');
    expect(shown.find((line) => line.id === again.refundId)?.text).toBe('Refund of Ksh 800.00 to the M-Pesa number you paid from: not sent (The transaction has already been reversed); the shop will send it another way');
  });

  it('a result callback that never comes is settled by transaction status from the sweep', async () => {
    const lost = await requestDirect({ phone: '0700000007', amountCents: 30_000, key: 'lost-callback' });
    const sent = await refundReaches(ctx, lost.refundId, ['sent']);
    expect(sent.payoutReceipt).toBeNull();
    expect(await ctx.app.services.refunds.sweep(new Date(Date.now() + 5 * 60_000))).toMatchObject({ asked: 1 });
    const done = await refundReaches(ctx, lost.refundId, ['succeeded', 'failed']);
    expect(done).toMatchObject({ state: 'succeeded', payoutReceipt: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    expect(await ctx.app.services.refunds.sweep(new Date(Date.now() + 10 * 60_000))).toMatchObject({ asked: 0 });
  });

  it('a payout whose answer was lost is sent again with the same OriginatorConversationID and pays once', async () => {
    const refund = await requestDirect({ phone: '0712345678', amountCents: 40_000, key: 'lost-answer' });
    const row = await refundReaches(ctx, refund.refundId, ['sent', 'confirming', 'succeeded']);
    // As if the first answer never came back: the shop knows no ConversationID and the payout is unknown.
    await ctx.database.db.update(refunds).set({ state: 'unknown', providerRef: null }).where(eq(refunds.id, row.id));
    expect(await ctx.app.services.refunds.sweep(new Date(Date.now() + 5 * 60_000))).toMatchObject({ resent: 1 });
    const done = await refundReaches(ctx, row.id, ['succeeded', 'failed']);
    expect(done.state).toBe('succeeded');
    const requests = ((await sandbox('/__emulator/initiator/requests')) as { requests: Array<{ kind: string; originatorConversationId: string }> }).requests;
    expect(requests.filter((request) => request.kind === 'b2c' && request.originatorConversationId === row.idempotencyKey)).toHaveLength(1);
    expect((await statement()).filter((line) => line.party === '254712345678' && line.amount === 400)).toHaveLength(1);
  });

  it('trusts no result for a request the shop did not make', async () => {
    const forged = { Result: { ResultType: 0, ResultCode: 0, ResultDesc: 'ok', OriginatorConversationID: 'x', ConversationID: 'AG_forged', TransactionID: 'TKR0000000' } };
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/refunds/daraja/result', payload: forged });
    expect(answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await ctx.database.db.select().from(refunds).where(eq(refunds.providerRef, 'AG_forged')))).toHaveLength(0);
  });
});
