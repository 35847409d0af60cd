import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { SEARCH_HISTORY_KEPT } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { searchHistory, users } from '../../db/schema/index.ts';

/** A customer's searches: one row per distinct query (a repeat moves it to the top), at most SEARCH_HISTORY_KEPT. */
export function createSearchHistoryRepo(db: Db) {
  return {
    /**
     * Saves a query as the customer's newest, in one transaction: its older copy goes, and anything past the cap. The
     * customer's row is locked first, so their saves arriving at once take turns and the cap holds.
     */
    async add(userId: string, query: string, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        await tx.delete(searchHistory).where(and(eq(searchHistory.userId, userId), sql`lower(${searchHistory.query}) = lower(${query})`));
        await tx.insert(searchHistory).values({ userId, query, createdAt: now });
        const kept = tx.select({ id: searchHistory.id }).from(searchHistory).where(eq(searchHistory.userId, userId))
          .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id)).limit(SEARCH_HISTORY_KEPT);
        await tx.delete(searchHistory).where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.id, kept)));
      });
    },

    /**
     * The newest distinct queries (case aside): distinct again here, because two saves of one query at the same
     * moment can each miss the other's row.
     */
    async recent(userId: string, limit: number): Promise<{ query: string; createdAt: Date }[]> {
      const latest = db.selectDistinctOn([sql`lower(${searchHistory.query})`], { query: searchHistory.query, createdAt: searchHistory.createdAt })
        .from(searchHistory).where(eq(searchHistory.userId, userId))
        .orderBy(sql`lower(${searchHistory.query})`, desc(searchHistory.createdAt)).as('latest');
      return db.select().from(latest).orderBy(desc(latest.createdAt)).limit(limit);
    },
  };
}

export type SearchHistoryRepo = ReturnType<typeof createSearchHistoryRepo>;
