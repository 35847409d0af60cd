import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pointsLedger, referrals } from '../../db/schema/index.ts';
import { signedInCustomer, startTestApp, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics } from '../../test/factories.ts';
import { DAY_MS, paidOrder } from '../after-sale/after-sale.test-support.ts';

/**
 * Migration 0021's backfill (decision 0021 §8): the ledger as the earlier version left it (no order, no date on any
 * entry; a refunded referral back to pending), then the migration's UPDATE statements.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  await ensureCatalogBasics(ctx.database.db);
});
afterAll(async () => ctx.close());

const backfill = readFileSync(new URL('../../db/migrations/0021_points_pending_until_return_window.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint').map((statement) => statement.trim()).filter((statement) => /^(--[^\n]*\n)*UPDATE/.test(statement));

describe('migration 0021: points pending until the return window', () => {
  it('dates existing entries: past their window available, within it pending until delivery + 7 days, undelivered pending; a refunded referral stays awarded', async () => {
    const db = ctx.database.db;
    const now = Date.now();
    const old = await paidOrder(ctx, { priceShillings: 4000 });
    const customer = old.customer;
    const recent = await paidOrder(ctx, { customer, priceShillings: 2000 });
    const onItsWay = await paidOrder(ctx, { customer, priceShillings: 1000 });
    await db.update(orders).set({ status: 'delivered', deliveredAt: new Date(now - 30 * DAY_MS) }).where(eq(orders.orderRef, old.orderRef));
    await db.update(orders).set({ status: 'delivered', deliveredAt: new Date(now - 2 * DAY_MS) }).where(eq(orders.orderRef, recent.orderRef));
    await db.insert(pointsLedger).values({ userId: customer.user.id, kind: 'redeemed', points: -40, reason: 'Redeemed', source: 'coupon:JB-OLD', createdAt: new Date(now - DAY_MS) });
    // A referral of the first version: awarded for the friend's order, refunded, back to pending.
    const referrer = await signedInCustomer(ctx);
    const [referral] = await db.insert(referrals).values({ referrerId: referrer.user.id, referredId: customer.user.id, status: 'pending' }).returning();
    await db.insert(pointsLedger).values([
      { userId: referrer.user.id, kind: 'awarded', points: 500, reason: 'Referral', source: `referral:${referral!.id}`, dedupeKey: `referral:${referral!.id}:${recent.orderRef}` },
      { userId: referrer.user.id, kind: 'adjusted', points: -500, reason: 'Referral refunded', source: `referral:${referral!.id}`, dedupeKey: `referral-revoked:${referral!.id}:${recent.orderRef}` },
    ]);
    // As the earlier version wrote them: no order, no date.
    await db.update(pointsLedger).set({ orderRef: null, availableAt: sql`now()` }).where(inArray(pointsLedger.userId, [customer.user.id, referrer.user.id]));

    for (const statement of backfill) await db.execute(sql.raw(statement));

    const byOrder = async (orderRef: string) => (await db.select().from(pointsLedger).where(eq(pointsLedger.orderRef, orderRef))).map((entry) => [entry.kind, entry.points, entry.availableAt?.getTime() ?? null]);
    expect(await byOrder(old.orderRef)).toEqual([['earned', 40, now - 30 * DAY_MS + 7 * DAY_MS]]);
    expect(await byOrder(onItsWay.orderRef)).toEqual([['earned', 10, null]]);
    expect((await byOrder(recent.orderRef)).sort()).toEqual([
      ['adjusted', -500, now + 5 * DAY_MS], ['awarded', 500, now + 5 * DAY_MS], ['earned', 20, now + 5 * DAY_MS],
    ].sort());
    const [redeemed] = await db.select().from(pointsLedger).where(eq(pointsLedger.source, 'coupon:JB-OLD'));
    expect(redeemed?.availableAt?.getTime()).toBe(redeemed?.createdAt.getTime());
    const [row] = await db.select().from(referrals).where(eq(referrals.id, referral!.id));
    expect(row).toMatchObject({ status: 'awarded', awardedOrderRef: recent.orderRef, takenBackAt: expect.any(Date) });
  });
});
