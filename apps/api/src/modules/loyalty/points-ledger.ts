import { CANCELLATION_WINDOW_DAYS } from '@mitumba/contracts';
import { and, asc, desc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, pointsLedger, users } from '../../db/schema/index.ts';
import { qualified } from '../../lib/qualified-column.ts';

export type PointsEntryKind = (typeof pointsLedger.$inferSelect)['kind'];
export type PointsEntry = typeof pointsLedger.$inferSelect;
export type NewPointsEntry = {
  userId: string; kind: PointsEntryKind; points: number; reason: string; source: string;
  /** Once per key, whoever sees its cause again (a repeated delivery, a retried callback). */
  dedupeKey?: string | undefined;
  actorId?: string | undefined;
  now?: Date;
  /** The order whose return could take these points back (its earned points, a referral's award). */
  orderRef?: string | undefined;
  /** When they become spendable: null while that order is not delivered; by default when written. */
  availableAt?: Date | null | undefined;
};

/** Points taken back (a refunded order's, a revoked award): those of `orderRef`, in full while still pending. */
export type TakeBack = {
  userId: string; points: number; orderRef: string; reason: (taken: number) => string; source: string; dedupeKey: string; now: Date;
};

/** A customer's points split by what they may spend now (decision 0021 §8). */
export type PointsSplit = {
  /** Spendable now: the spec's `jbwallet`. */
  available: number;
  /** Earned or awarded by an order whose return window is still open (or not delivered yet, or whose return is asked for). */
  pending: number;
  /** When the next of the pending points become available (null: none dated yet). */
  nextAvailableAt: Date | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** When an order delivered at `deliveredAt` can no longer be returned: its points are spendable from then on. */
export const availableAtOf = (deliveredAt: Date): Date => new Date(deliveredAt.getTime() + CANCELLATION_WINDOW_DAYS * DAY_MS);

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
/**
 * An entry counts as spendable at `now`: its time has come, and its order (if any) has no return asked for and
 * undecided (a return asked within the window keeps the order's points pending until the shop decides).
 * `settledOrderRef`: an order whose return is being decided right now, counted as settled.
 */
export function spendableAt(now: Date, settledOrderRef?: string): SQL {
  return sql`(${pointsLedger.availableAt} IS NOT NULL AND ${pointsLedger.availableAt} <= ${at(now)} AND (${pointsLedger.orderRef} IS NULL
    ${settledOrderRef ? sql`OR ${pointsLedger.orderRef} = ${settledOrderRef}` : sql``}
    OR NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.orderRef} = ${pointsLedger.orderRef} AND ${orders.cancellationStatus} = 'pending')))`;
}

/** A customer's points (the spec's `jbwallet`) as a SQL expression over the ledger, for a list's subquery. */
export function pointsBalanceOf(userIdColumn: Column): SQL<number> {
  return sql<number>`(SELECT coalesce(sum(${qualified(pointsLedger.points)}), 0)::int FROM ${pointsLedger} WHERE ${qualified(pointsLedger.userId)} = ${qualified(userIdColumn)})`.mapWith(Number);
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
   * The balance split into spendable and pending at `now`. Points spent before they were pending (entries older than
   * this rule) never make the spendable part negative: the shortfall is counted against the pending part.
   */
  const splitIn = async (tx: Db, userId: string, now: Date, settledOrderRef?: string): Promise<PointsSplit> => {
    const [row] = await tx.select({
      total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`.mapWith(Number),
      spendable: sql<number>`coalesce(sum(${pointsLedger.points}) FILTER (WHERE ${spendableAt(now, settledOrderRef)}), 0)::int`.mapWith(Number),
    }).from(pointsLedger).where(eq(pointsLedger.userId, userId));
    const total = row?.total ?? 0;
    const available = Math.max(Math.min(row?.spendable ?? 0, total), 0);
    const pending = Math.max(total - available, 0);
    if (pending === 0) return { available, pending, nextAvailableAt: null };
    // The earliest dated order whose points are still to come (net of what was taken back of them).
    const [next] = await tx.select({ availableAt: pointsLedger.availableAt }).from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), sql`${pointsLedger.availableAt} > ${at(now)}`))
      .groupBy(pointsLedger.orderRef, pointsLedger.availableAt).having(sql`sum(${pointsLedger.points}) > 0`)
      .orderBy(asc(pointsLedger.availableAt)).limit(1);
    return { available, pending, nextAvailableAt: next?.availableAt ?? null };
  };

  /**
   * Locks the customer's `users` row for the rest of the caller's transaction and reads the balance: what takes
   * points away decides under this lock, so two such changes never both spend the same points. Undefined: no account.
   */
  const lockedBalanceWithin = async (tx: Db, userId: string, now = new Date()): Promise<PointsSplit | undefined> => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return owner ? splitIn(tx, userId, now) : undefined;
  };

  /** Appends one entry inside the caller's transaction; false when its dedupe key was already used (nothing written). */
  const appendWithin = async (tx: Db, entry: NewPointsEntry): Promise<boolean> => {
    const rows = await tx.insert(pointsLedger).values({
      userId: entry.userId, kind: entry.kind, points: entry.points, reason: entry.reason, source: entry.source,
      dedupeKey: entry.dedupeKey ?? null, actorId: entry.actorId ?? null, createdAt: entry.now ?? new Date(),
      orderRef: entry.orderRef ?? null, availableAt: entry.availableAt === undefined ? (entry.now ?? new Date()) : entry.availableAt,
    }).onConflictDoNothing({ target: pointsLedger.dedupeKey, where: sql`${pointsLedger.dedupeKey} IS NOT NULL` }).returning({ id: pointsLedger.id });
    return rows.length === 1;
  };

  return {
    /** All of a customer's points, spendable and pending (the ledger's sum). */
    balance: (userId: string) => balanceIn(db, userId),
    /** The balance read inside the caller's transaction (after it locked the customer's row). */
    balanceWithin: (tx: Db, userId: string) => balanceIn(tx, userId),
    /** Spendable (the spec's `jbwallet`) and pending points at `now`. */
    split: (userId: string, now = new Date()) => splitIn(db, userId, now),
    /** Locks the customer's row and answers the split (undefined: no account). */
    lockedBalanceWithin,
    appendWithin,

    /**
     * Points an order gave become datable when it is delivered: pending until its return window closes (the entries
     * written while it was on its way had no date yet). Inside the delivery's transaction.
     */
    async datePendingWithin(tx: Db, orderRef: string, deliveredAt: Date): Promise<void> {
      await tx.update(pointsLedger).set({ availableAt: availableAtOf(deliveredAt) })
        .where(and(eq(pointsLedger.orderRef, orderRef), sql`${pointsLedger.availableAt} IS NULL`));
    },

    /**
     * Takes back `points` that `orderRef` gave the customer, under their row lock, once per dedupe key: an `adjusted`
     * entry of that order, so it falls in the same pending or spendable part as what it takes back. Points still
     * pending are taken in full (they were never spendable); points that had become spendable (entries from before
     * this rule) only as far as the spendable balance allows, never below 0: a coupon cannot be pulled back. `reason`
     * is told how many were taken. Answers the points taken (0: nothing left, or already taken back).
     */
    async takeBackWithin(tx: Db, entry: TakeBack): Promise<number> {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for('update');
      if (!owner) return 0;
      const [given] = await tx.select({ availableAt: pointsLedger.availableAt }).from(pointsLedger)
        .where(and(eq(pointsLedger.userId, entry.userId), eq(pointsLedger.orderRef, entry.orderRef), sql`${pointsLedger.points} > 0`))
        .orderBy(desc(pointsLedger.createdAt)).limit(1);
      // No entry of that order found (nothing to go by): treated as spendable, taken as far as the balance allows.
      const availableAt = given ? given.availableAt : entry.now;
      const stillPending = availableAt === null || availableAt.getTime() > entry.now.getTime();
      // Spendable as it will be once this order's return is decided.
      const taken = stillPending ? entry.points : Math.min(entry.points, (await splitIn(tx, entry.userId, entry.now, entry.orderRef)).available);
      if (taken <= 0) return 0;
      const written = await appendWithin(tx, {
        userId: entry.userId, kind: 'adjusted', points: -taken, reason: entry.reason(taken), source: entry.source, dedupeKey: entry.dedupeKey, now: entry.now,
        orderRef: entry.orderRef, availableAt,
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

