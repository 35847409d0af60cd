import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsLedger, users } from '../../db/schema/index.ts';

export type PointsEntryKind = (typeof pointsLedger.$inferSelect)['kind'];
export type PointsEntry = typeof pointsLedger.$inferSelect;
export type NewPointsEntry = {
  userId: string; kind: PointsEntryKind; points: number; reason: string; source: string;
  /** Once per key, whoever sees its cause again (a repeated delivery, a retried callback). */
  dedupeKey?: string | undefined;
  actorId?: string | undefined;
  now?: Date;
};

/** Points taken back (a refunded order's, a revoked award), as far as the balance allows. */
export type TakeBack = { userId: string; points: number; reason: (taken: number) => string; source: string; dedupeKey: string; now: Date };

/** A customer's points (the spec's `jbwallet`) as a SQL expression over the ledger, for a list's subquery. */
export function pointsBalanceOf(userIdColumn: SQL | { getSQL(): SQL }): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(${pointsLedger.points}), 0)::int FROM ${pointsLedger} WHERE ${pointsLedger.userId} = ${userIdColumn})`.mapWith(Number);
}

/**
 * The points ledger (docs/decisions/0021): entries are appended, never changed, and a balance is their sum. A change
 * that must not take a balance below 0 (a redemption, a take-back) is decided under the customer's row lock.
 */
export function createPointsLedger(db: Db) {
  const balanceIn = async (tx: Db, userId: string): Promise<number> => {
    const [row] = await tx.select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` }).from(pointsLedger).where(eq(pointsLedger.userId, userId));
    return Number(row?.total ?? 0);
  };

  /**
   * Locks the customer's `users` row for the rest of the caller's transaction and reads the balance: what takes
   * points away decides under this lock, so two such changes never both spend the same points. Undefined: no account.
   */
  const lockedBalanceWithin = async (tx: Db, userId: string): Promise<number | undefined> => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return owner ? balanceIn(tx, userId) : undefined;
  };

  /** Appends one entry inside the caller's transaction; false when its dedupe key was already used (nothing written). */
  const appendWithin = async (tx: Db, entry: NewPointsEntry): Promise<boolean> => {
    const rows = await tx.insert(pointsLedger).values({
      userId: entry.userId, kind: entry.kind, points: entry.points, reason: entry.reason, source: entry.source,
      dedupeKey: entry.dedupeKey ?? null, actorId: entry.actorId ?? null, createdAt: entry.now ?? new Date(),
    }).onConflictDoNothing({ target: pointsLedger.dedupeKey, where: sql`${pointsLedger.dedupeKey} IS NOT NULL` }).returning({ id: pointsLedger.id });
    return rows.length === 1;
  };

  return {
    balance: (userId: string) => balanceIn(db, userId),
    /** The balance read inside the caller's transaction (after it locked the customer's row). */
    balanceWithin: (tx: Db, userId: string) => balanceIn(tx, userId),
    lockedBalanceWithin,
    appendWithin,

    /**
     * Takes back up to `points` from the customer under their row lock, never below 0 (points already redeemed for a
     * coupon cannot be pulled back out of it): an `adjusted` entry of minus what was taken, once per dedupe key.
     * `reason` is told how many were taken. Answers the points taken (0: nothing left, or already taken back).
     */
    async takeBackWithin(tx: Db, entry: TakeBack): Promise<number> {
      const taken = Math.min(entry.points, Math.max((await lockedBalanceWithin(tx, entry.userId)) ?? 0, 0));
      if (taken <= 0) return 0;
      const written = await appendWithin(tx, {
        userId: entry.userId, kind: 'adjusted', points: -taken, reason: entry.reason(taken), source: entry.source, dedupeKey: entry.dedupeKey, now: entry.now,
      });
      return written ? taken : 0;
    },

    /** A customer's entries, newest first. */
    async entries(userId: string, limit = 100): Promise<PointsEntry[]> {
      return db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId))).orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)).limit(limit);
    },
  };
}

export type PointsLedger = ReturnType<typeof createPointsLedger>;
