import type { Db } from '../client.ts';
import { coupons } from '../schema/index.ts';

const DAY_MS = 24 * 3600 * 1000;

/** A few coupons to try at checkout: a welcome percentage, a fixed amount on bales, and an expired one. */
export async function seedDemoCoupons(db: Db, now = new Date()): Promise<void> {
  await db.insert(coupons).values([
    { code: 'KARIBU10', kind: 'percentage', value: 10, minSubtotalCents: 100_000, expiresAt: new Date(now.getTime() + 90 * DAY_MS), perUserLimit: 1 },
    { code: 'BALE500', kind: 'fixed', value: 50_000, minSubtotalCents: 500_000, expiresAt: new Date(now.getTime() + 30 * DAY_MS), maxUses: 100, perUserLimit: 2 },
    { code: 'MADARAKA15', kind: 'percentage', value: 15, startsAt: new Date(now.getTime() - 200 * DAY_MS), expiresAt: new Date(now.getTime() - 150 * DAY_MS) },
  ]);
}
