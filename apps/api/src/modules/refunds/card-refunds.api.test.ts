import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema/index.ts';
import { startTestAppWithSandbox, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics } from '../../test/factories.ts';
import { cardPaidOrder, type CardProvider } from './card-refunds.test-support.ts';
import { refundReaches } from './refunds.test-support.ts';

let ctx: TestContext & { baseUrl: string };

beforeAll(async () => {
  ctx = await startTestAppWithSandbox();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const emulatorRefunds = async (provider: CardProvider) =>
  ((await (await fetch(`${ctx.baseUrl}/sandbox/${provider}/__emulator/refunds`)).json()) as { refunds: Array<{ id: string; amount: number; paymentId: string; idempotencyKey: string | null }> }).refunds;

/** A refund of `amountCents` of the payment, asked for through the public interface (a payment taken twice). */
const refundOf = (attempt: { id: string; orderId: string; provider: string; receipt: string | null }, amountCents: number, key = 'paid-twice') =>
  ctx.database.db.transaction((tx) => ctx.app.services.refunds.requestRefundWithin(tx, {
    orderId: attempt.orderId, source: 'paid-twice', sourceKey: `${key}:${attempt.id}`, paymentAttemptId: attempt.id, provider: attempt.provider,
    receipt: attempt.receipt ?? undefined, amountCents, reason: 'Paid twice', requestedBy: null, now: new Date(),
  }));

/** The sweep, as the periodic job runs it a while later, until the refund settles. */
async function settledBySweep(refundId: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    await ctx.app.services.refunds.sweep(new Date(Date.now() + (5 + tries) * 60_000));
    const refund = await ctx.app.services.refunds.find(refundId);
    if (refund?.state === 'succeeded' || refund?.state === 'failed') return refund;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the card refund did not settle');
}

describe.each(['paystack', 'stripe', 'razorpay'] as const)('%s refunds through its sandbox', (provider) => {
  it('a partial refund goes requested → sent → succeeded; more than was captured is refused with the provider\'s words', async () => {
    const { attempt, orderRef, customer } = await cardPaidOrder(ctx, provider, 4200);
    const { refundId } = await refundOf(attempt, 150_000);
    const sent = await refundReaches(ctx, refundId, ['sent', 'succeeded', 'failed']);
    expect(sent).toMatchObject({ method: 'card', state: 'sent', providerRef: expect.any(String) });
    const done = await settledBySweep(refundId);
    expect(done).toMatchObject({ state: 'succeeded', payoutReceipt: sent.providerRef });
    expect((await emulatorRefunds(provider)).filter((refund) => refund.id === sent.providerRef)).toEqual([expect.objectContaining({ amount: 150_000 })]);

    const tooMuch = await refundOf(attempt, 300_000, 'second');
    const refused = await refundReaches(ctx, tooMuch.refundId, ['failed', 'succeeded', 'sent']);
    expect(refused.state).toBe('failed');
    expect(refused.resultMessage).toMatch(new RegExp(`^${provider === 'paystack' ? 'Paystack' : provider === 'stripe' ? 'Stripe' : 'Razorpay'} refused the refund: .*(greater|left)`, 'i'));

    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/order/${orderRef}/refunds`, headers: customer.headers })).json();
    expect(shown.refunds.map((refund: { text: string }) => refund.text)).toEqual([
      `Refund of Ksh 1,500.00 to the card you paid with: sent (receipt ${sent.providerRef})`,
      expect.stringMatching(/^Refund of Ksh 3,000\.00 to the card you paid with: not sent \(.+\); the shop will send it another way$/),
    ]);
  });

  it("a refund the bank declines ends failed with the provider's words", async () => {
    const { attempt } = await cardPaidOrder(ctx, provider, 1000);
    await fetch(`${ctx.baseUrl}/sandbox/${provider}/__emulator/refunds/fail-next`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'Card account closed' }) });
    const { refundId } = await refundOf(attempt, 100_000);
    await refundReaches(ctx, refundId, ['sent']);
    expect(await settledBySweep(refundId)).toMatchObject({ state: 'failed', resultMessage: expect.stringMatching(/could not refund it: Card account closed$/) });
  });
});

describe('a retried card refund', () => {
  it('Stripe: sent again after no answer with the same Idempotency-Key, refunded once', async () => {
    const { attempt } = await cardPaidOrder(ctx, 'stripe', 2000);
    const { refundId } = await refundOf(attempt, 200_000);
    const first = await refundReaches(ctx, refundId, ['sent', 'succeeded']);
    await ctx.database.db.update(refunds).set({ state: 'unknown', providerRef: null }).where(eq(refunds.id, refundId));
    expect(await ctx.app.services.refunds.sweep(new Date(Date.now() + 5 * 60_000))).toMatchObject({ resent: 1 });
    const again = await refundReaches(ctx, refundId, ['sent', 'succeeded', 'failed']);
    expect(again.providerRef).toBe(first.providerRef);
    expect((await emulatorRefunds('stripe')).filter((refund) => refund.idempotencyKey === first.idempotencyKey)).toHaveLength(1);
  });
});
