import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttles } from '../db/schema/index.ts';

export type ThrottlePolicy = { maxFailures: number; windowMs: number; lockMs: number };

/**
 * Counts failures per key in the database (so every API instance shares them). After `maxFailures` within
 * `windowMs` the key is locked for `lockMs`. Used for login per account and per IP.
 */
export function createThrottle(db: Db) {
  return {
    /** Milliseconds left on a lock, or 0 when the key may try. */
    async lockedFor(key: string, now = new Date()): Promise<number> {
      const [row] = await db.select({ lockedUntil: throttles.lockedUntil }).from(throttles).where(eq(throttles.key, key));
      const until = row?.lockedUntil?.getTime() ?? 0;
      return Math.max(0, until - now.getTime());
    },

    /** Records a failure in one statement (safe under concurrency); returns the lock now in force, in ms. */
    async fail(key: string, policy: ThrottlePolicy, now = new Date()): Promise<number> {
      const windowStart = new Date(now.getTime() - policy.windowMs);
      const lockUntil = new Date(now.getTime() + policy.lockMs);
      const [row] = await db
        .insert(throttles)
        .values({ key, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: throttles.key,
          set: {
            failures: sql`CASE WHEN ${throttles.windowStartedAt} < ${windowStart} THEN 1 ELSE ${throttles.failures} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${throttles.windowStartedAt} < ${windowStart} THEN ${now} ELSE ${throttles.windowStartedAt} END`,
          },
        })
        .returning({ failures: throttles.failures });
      if ((row?.failures ?? 0) < policy.maxFailures) return 0;
      await db.update(throttles).set({ lockedUntil: lockUntil, failures: 0, windowStartedAt: now }).where(eq(throttles.key, key));
      return policy.lockMs;
    },

    async reset(key: string): Promise<void> {
      await db.delete(throttles).where(eq(throttles.key, key));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
