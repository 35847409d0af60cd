import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsLedger, referrals, users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { notFound } from '../../lib/errors.ts';
import { spendableAt } from '../loyalty/points-ledger.ts';
import { newReferralCode } from './referral-code.ts';

export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralListRow = {
  id: string; status: ReferralRow['status']; createdAt: Date; name: string; phone: string; email: string; points: number;
  /** Of `points`, those not spendable yet, and when they become so. */
  pendingPoints: number; pendingUntil: Date | null; takenBackAt: Date | null;
};

/** Tries before giving up on a free code (a collision among 90 million is rare; five in a row is not happening). */
const CODE_TRIES = 5;

/** The ledger's source of a referral's entries: its award, and the award taken back if the order is refunded. */
export const referralSourceOf = (referralId: string) => `referral:${referralId}`;
/**
 * The dedupe key of a referral's award: once in the referral's life, whichever order earned it and however often
 * its delivery is seen (decision 0022 §4a; awards of the version that re-awarded after a refund kept
 * `referral:{id}:{orderRef}`).
 */
export const awardKeyOf = (referralId: string) => `referral:${referralId}`;
/** The dedupe key of that award taken back. */
export const revokedKeyOf = (referralId: string, orderRef: string) => `referral-revoked:${referralId}:${orderRef}`;

/** The net points a referral gave its referrer (its award, less any taken back), by the ledger's user index. */
const referralPoints = sql<number>`(SELECT coalesce(sum(${pointsLedger.points}), 0)::int FROM ${pointsLedger}
  WHERE ${pointsLedger.userId} = ${referrals.referrerId} AND ${pointsLedger.source} = 'referral:' || ${referrals.id}::text)`.mapWith(Number);
/** Of those, the ones not spendable at `now` (the friend's order can still be returned). */
const referralPendingPoints = (now: Date) => sql<number>`(SELECT coalesce(sum(${pointsLedger.points}), 0)::int FROM ${pointsLedger}
  WHERE ${pointsLedger.userId} = ${referrals.referrerId} AND ${pointsLedger.source} = 'referral:' || ${referrals.id}::text
  AND NOT ${spendableAt(now)})`.mapWith(Number);
/** When they become spendable (the latest date among them; null while the order is not delivered). */
const referralPendingUntil = (now: Date) => sql<Date | null>`(SELECT max(${pointsLedger.availableAt}) FROM ${pointsLedger}
  WHERE ${pointsLedger.userId} = ${referrals.referrerId} AND ${pointsLedger.source} = 'referral:' || ${referrals.id}::text
  AND ${pointsLedger.points} > 0 AND NOT ${spendableAt(now)})`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

/**
 * Records the referral a newly activated customer named at sign-up (users.referral_phone: a referral code or a +254
 * phone), in one statement inside the activation's transaction. Refused by the statement itself: self-referral, a
 * referrer that did not exist before the friend signed up (an account cannot be referred after the fact), and a second
 * referral of the same customer (unique index). A code wins over a phone that happens to match another account.
 */
export async function recordReferralWithin(tx: Db, referredId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${referrals} (referrer_id, referred_id, created_at)
    SELECT referrer.id, referred.id, referred.created_at
    FROM ${users} referred
    JOIN ${users} referrer ON referrer.referral_code = referred.referral_phone OR referrer.phone = referred.referral_phone
    WHERE referred.id = ${referredId} AND referred.referral_phone IS NOT NULL
      AND referrer.id <> referred.id AND referrer.created_at < referred.created_at
    ORDER BY (referrer.referral_code = referred.referral_phone) DESC NULLS LAST
    LIMIT 1
    ON CONFLICT (referred_id) DO NOTHING`);
}

export function createReferralsRepo(db: Db) {
  return {
    /** The customer's referral code, made on first asking: one UPDATE that only fills an empty code, then a read. */
    async codeOf(userId: string): Promise<string> {
      for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
        try {
          await db.update(users).set({ referralCode: newReferralCode() }).where(and(eq(users.id, userId), isNull(users.referralCode)));
        } catch (error) {
          if (uniqueViolation(error) === null) throw error;
          continue;
        }
        const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
        if (!row) throw notFound('Account not found');
        if (row.code) return row.code;
      }
      throw new Error('No free referral code after several tries');
    },

    /** The referrer's referrals, newest first, with the points each earned. */
    async listFor(referrerId: string, limit: number, now = new Date()): Promise<ReferralListRow[]> {
      return db.select({
        id: referrals.id, status: referrals.status, createdAt: referrals.createdAt,
        name: users.name, phone: users.phone, email: users.email,
        points: referralPoints, pendingPoints: referralPendingPoints(now), pendingUntil: referralPendingUntil(now),
        takenBackAt: referrals.takenBackAt,
      }).from(referrals)
        .innerJoin(users, eq(users.id, referrals.referredId))
        .where(eq(referrals.referrerId, referrerId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(limit);
    },

    /** The four cards: every referral of the referrer counted, not just the listed ones. */
    async statsFor(referrerId: string): Promise<{ total: number; pending: number; awarded: number; pointsEarned: number }> {
      const [row] = await db.select({
        total: sql<number>`count(*)::int`.mapWith(Number),
        pending: sql<number>`count(*) FILTER (WHERE ${referrals.status} = 'pending')::int`.mapWith(Number),
        awarded: sql<number>`count(*) FILTER (WHERE ${referrals.status} = 'awarded')::int`.mapWith(Number),
        // Every referral entry of the referrer's (awards less any taken back), by the ledger's user index.
        pointsEarned: sql<number>`(SELECT coalesce(sum(${pointsLedger.points}), 0)::int FROM ${pointsLedger}
          WHERE ${pointsLedger.userId} = ${referrerId} AND ${pointsLedger.source} LIKE 'referral:%')`.mapWith(Number),
      }).from(referrals)
        .where(eq(referrals.referrerId, referrerId));
      return { total: row?.total ?? 0, pending: row?.pending ?? 0, awarded: row?.awarded ?? 0, pointsEarned: row?.pointsEarned ?? 0 };
    },

    /**
     * Inside a delivery's transaction: the customer's pending referral becomes awarded, by one UPDATE that only a
     * pending row passes, so two deliveries award it once. Answers the row it awarded.
     */
    async awardWithin(tx: Db, referredId: string, orderRef: string, now: Date): Promise<ReferralRow | undefined> {
      const [row] = await tx.update(referrals).set({ status: 'awarded', awardedOrderRef: orderRef, awardedAt: now })
        .where(and(eq(referrals.referredId, referredId), eq(referrals.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * Inside a refund's transaction: the referral awarded for this order is marked taken back, by one UPDATE that only
     * the awarded, not yet taken back row of that order passes. It stays awarded: a referral awards once in its life
     * (the award's UPDATE only passes a pending row), so the friend's next order awards nothing. Answers the row.
     */
    async revokeAwardWithin(tx: Db, referredId: string, orderRef: string, now: Date): Promise<ReferralRow | undefined> {
      const [row] = await tx.update(referrals).set({ takenBackAt: now })
        .where(and(eq(referrals.referredId, referredId), eq(referrals.status, 'awarded'), eq(referrals.awardedOrderRef, orderRef), isNull(referrals.takenBackAt)))
        .returning();
      return row;
    },
  };
}

export type ReferralsRepo = ReturnType<typeof createReferralsRepo>;
