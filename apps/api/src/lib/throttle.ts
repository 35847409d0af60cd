import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttles } from '../db/schema/index.ts';

export type ThrottlePolicy = { maxFailures: number; windowMs: number; lockMs: number };

/** The answer to `take`: whether this try may go ahead, and the lock in force once it is counted (ms, 0: none). */
export type ThrottleTry = { allowed: boolean; lockedMs: number };

/**
 * Counts tries per key in the database (so every API instance shares them). A try is counted *before* it is checked,
 * in the same statement that decides whether it may happen, so 2,000 parallel guesses get exactly as many checks as
 * 2,000 serial ones. The `maxFailures`-th try within `windowMs` locks the key for `lockMs`; a try that turns out
 * right is given back (`forgive`) or clears the count (`reset`). Used for login (per account and per IP), e-mail
 * codes and cashier codes.
 */
export function createThrottle(db: Db) {
  return {
    /** Counts one try in one statement and answers whether it may be checked. */
    async take(key: string, policy: ThrottlePolicy, now = new Date()): Promise<ThrottleTry> {
      const windowStart = new Date(now.getTime() - policy.windowMs);
      const lockUntil = new Date(now.getTime() + policy.lockMs);
      // A lock that ran out, or a window that passed without one, starts the count again.
      const expired = sql`((${throttles.lockedUntil} IS NOT NULL AND ${throttles.lockedUntil} <= ${now})
        OR (${throttles.lockedUntil} IS NULL AND ${throttles.windowStartedAt} < ${windowStart}))`;
      const firstLock = policy.maxFailures <= 1 ? lockUntil : null;
      const [row] = await db
        .insert(throttles)
        .values({ key, failures: 1, windowStartedAt: now, lockedUntil: firstLock })
        .onConflictDoUpdate({
          target: throttles.key,
          set: {
            failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${throttles.failures} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${expired} THEN ${now} ELSE ${throttles.windowStartedAt} END`,
            lockedUntil: sql`CASE
              WHEN ${expired} THEN ${firstLock}::timestamptz
              WHEN ${throttles.lockedUntil} IS NOT NULL THEN ${throttles.lockedUntil}
              WHEN ${throttles.failures} + 1 >= ${policy.maxFailures} THEN ${lockUntil}::timestamptz
              ELSE NULL END`,
          },
        })
        .returning({ failures: throttles.failures, lockedUntil: throttles.lockedUntil });
      const failures = row?.failures ?? 0;
      const lockedMs = row?.lockedUntil ? Math.max(0, row.lockedUntil.getTime() - now.getTime()) : 0;
      return { allowed: failures <= policy.maxFailures, lockedMs };
    },

    /** Gives back one counted try that turned out right (lifting a lock it set), in one statement. */
    async forgive(key: string, policy: ThrottlePolicy): Promise<void> {
      await db.update(throttles).set({
        failures: sql`GREATEST(${throttles.failures} - 1, 0)`,
        lockedUntil: sql`CASE WHEN ${throttles.failures} - 1 < ${policy.maxFailures} THEN NULL ELSE ${throttles.lockedUntil} END`,
      }).where(eq(throttles.key, key));
    },

    async reset(key: string): Promise<void> {
      await db.delete(throttles).where(eq(throttles.key, key));
    },

    /** How long a lock on `key` still holds (0: none), without counting a try. */
    async lockedMs(key: string, now = new Date()): Promise<number> {
      const [row] = await db.select({ lockedUntil: throttles.lockedUntil }).from(throttles).where(eq(throttles.key, key));
      return row?.lockedUntil ? Math.max(0, row.lockedUntil.getTime() - now.getTime()) : 0;
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** "Try again in 15 minutes." for a lock of that length. */
/** Whole minutes left of a lock, at least 1. */
export const lockMinutes = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

export function minutesLeft(ms: number): string {
  const minutes = lockMinutes(ms);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
