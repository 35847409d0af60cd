import type { ReceivedPaymentsResponse, RefundReceivedResponse } from '@mitumba/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mpesaC2bTransactions, paymentAttempts, refunds } from '../../../db/schema/index.ts';
import { startAdminTestApp } from '../../../test/admin.ts';
import { c2bRowOf, emulator, matched, payPaybill, paybillOrder, startPaybillApp, type PaybillApp } from '../../payments/c2b/c2b-test-support.ts';
import { refundReaches } from '../../refunds/refunds.test-support.ts';

let ctx: PaybillApp;
let call: Awaited<ReturnType<typeof startAdminTestApp>>['call'];

// Validation off at Safaricom: unknown account numbers reach the shop and wait for a person.
beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startPaybillApp()));
  await emulator(ctx, '/c2b/settings', { externalValidation: false });
});
afterAll(async () => ctx.close());

const listed = async () => ((await call('GET', '/api/admin/payments/received')).json() as ReceivedPaymentsResponse).payments;
const refundsOf = (transId: string) => ctx.database.db.select().from(refunds).where(eq(refunds.sourceKey, `unmatched:${transId}`));
const reversals = async () => ((await emulator(ctx, '/initiator/statement')) as { payouts: Array<{ kind: string; reversedReceipt: string | null }> }).payouts
  .filter((payout) => payout.kind === 'reversal');
const refundIt = (id: string, reason?: string) => call('POST', `/api/admin/payments/received/${id}/refund`, undefined, reason === undefined ? {} : { reason });

describe('the owner sends back a paybill payment no order took', () => {
  it('reverses the receipt: requested → succeeded through the emulator, once, audited, gone from the list and no longer attachable', async () => {
    const paid = await payPaybill(ctx, { account: 'NOBODY1', amount: 900 });
    const row = await matched(ctx, paid.transId);
    expect((await listed()).find((item) => item.transId === paid.transId)).toMatchObject({ outcome: 'unmatched', actions: ['attach', 'refund'] });

    const noReason = await refundIt(row.id);
    expect(noReason.statusCode).toBe(400);
    expect(await c2bRowOf(ctx, paid.transId)).toMatchObject({ outcome: 'unmatched' });

    const answer = await refundIt(row.id, 'Customer typed a wrong account and asked for it back');
    expect(answer.statusCode).toBe(200);
    const { refund } = answer.json() as RefundReceivedResponse;
    expect(refund).toMatchObject({ state: 'requested', method: 'reversal', amount: 900 });
    expect(await c2bRowOf(ctx, paid.transId)).toMatchObject({ outcome: 'refunding' });
    expect((await listed()).some((item) => item.transId === paid.transId)).toBe(false);

    const done = await refundReaches(ctx, refund.id, ['succeeded', 'failed']);
    expect(done).toMatchObject({ state: 'succeeded', orderId: null, paidReceipt: paid.transId, amountCents: 90_000 });
    expect((await reversals()).filter((payout) => payout.reversedReceipt === paid.transId)).toHaveLength(1);

    const { order } = await paybillOrder(ctx, 900);
    expect((await call('POST', `/api/admin/payments/received/${row.id}/attach`, undefined, { reference: order.reference })).statusCode).toBe(409);
    expect((await refundIt(row.id, 'Pressed again')).statusCode).toBe(409);
    expect(await refundsOf(paid.transId)).toHaveLength(1);
    const audit = (await call('GET', `/api/admin/audit?entity=payment&entityId=${paid.transId}`)).json() as { entries: Array<{ action: string; reason: string | null }> };
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'payment.refund-paybill', reason: 'Customer typed a wrong account and asked for it back' })]);
  });

  it('of an attach and a refund of the same payment at once, exactly one wins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order } = await paybillOrder(ctx, 1_200);
      const paid = await payPaybill(ctx, { account: `LOST${round}X`, amount: 1_200 });
      const row = await matched(ctx, paid.transId);
      const [attach, refund] = await Promise.all([
        call('POST', `/api/admin/payments/received/${row.id}/attach`, undefined, { reference: order.reference }),
        refundIt(row.id, 'Sent back to the payer'),
      ]);
      expect([attach.statusCode, refund.statusCode].sort()).toEqual([200, 409]);
      const attempts = await ctx.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.providerRef, paid.transId));
      const sentBack = await refundsOf(paid.transId);
      const stored = await c2bRowOf(ctx, paid.transId);
      if (attach.statusCode === 200) {
        expect({ attempts: attempts.length, refunds: sentBack.length, outcome: stored?.outcome }).toEqual({ attempts: 1, refunds: 0, outcome: 'attached' });
      } else {
        expect({ attempts: attempts.length, refunds: sentBack.length, outcome: stored?.outcome }).toEqual({ attempts: 0, refunds: 1, outcome: 'refunding' });
      }
    }
  });

  it('an old payment whose payer is masked (C2B v2) cannot be reversed or sent by B2C: a person hands it back', async () => {
    const paid = await payPaybill(ctx, { account: 'OLDONE', amount: 400 });
    const row = await matched(ctx, paid.transId);
    await ctx.database.db.update(mpesaC2bTransactions).set({ transactedAt: new Date(Date.now() - 3 * 24 * 3600_000), msisdn: '2547 ***** 149' })
      .where(eq(mpesaC2bTransactions.id, row.id));
    const answer = await refundIt(row.id, 'Paid to us by mistake last week');
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as RefundReceivedResponse).refund).toMatchObject({ method: 'hand-back', state: 'manual', text: expect.stringContaining('to be handed back by the shop') });
    expect(await ctx.database.db.select().from(refunds).where(like(refunds.sourceKey, `%${paid.transId}`))).toHaveLength(1);
  });

  it('answers 404 to an unknown payment and 400 to an id that is not one', async () => {
    expect((await refundIt(crypto.randomUUID(), 'No such payment here')).statusCode).toBe(404);
    expect((await refundIt('not-a-uuid', 'No such payment here')).statusCode).toBe(400);
  });
});
