import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** Expired counters are deleted at most this often per instance (a cheap indexed delete on `reset_at`). */
const PRUNE_EVERY_MS = 10 * 60_000;

export type RateLimitCount = { current: number; ttl: number };

/**
 * Request counters in PostgreSQL, so every API instance counts the same requests. `hit` is one upsert: the first
 * request of a window inserts 1, the next ones add 1, and a request after the window has passed starts again at 1.
 * Parallel requests therefore each see their own exact count, on PGlite and on PostgreSQL alike.
 */
export function createRateLimitCounter(db: Db, now: () => Date = () => new Date()) {
  let prunedAt = 0;

  async function pruneNowAndThen(at: Date): Promise<void> {
    if (at.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at.getTime();
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, at));
  }

  return {
    async hit(key: string, windowMs: number): Promise<RateLimitCount> {
      const at = now();
      await pruneNowAndThen(at);
      const windowOver = sql`${rateLimits.resetAt} <= ${at}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt: new Date(at.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
            resetAt: sql`CASE WHEN ${windowOver} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
      if (!row) throw new Error(`The rate-limit counter ${key} was not written`);
      return { current: row.hits, ttl: Math.max(0, row.resetAt.getTime() - at.getTime()) };
    },
  };
}

export type RateLimitCounter = ReturnType<typeof createRateLimitCounter>;

/** The counter as a @fastify/rate-limit store (its callback interface); keys already name their route and scope. */
export function rateLimitStore(counter: RateLimitCounter) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow: number): void {
      counter.hit(key, timeWindow).then((result) => callback(null, result), (error: Error) => callback(error));
    }

    child(): PostgresRateLimitStore {
      return this;
    }
  };
}
