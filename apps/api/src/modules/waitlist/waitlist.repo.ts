import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/index.ts';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

export function createWaitlistRepo(db: Db) {
  return {
    async find(userId: string, productId: string, weight: string): Promise<WaitlistRow | undefined> {
      const [row] = await db.select().from(waitlistEntries)
        .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.productId, productId), eq(waitlistEntries.weight, weight)));
      return row;
    },

    async insert(entry: typeof waitlistEntries.$inferInsert): Promise<WaitlistRow | undefined> {
      const [row] = await db.insert(waitlistEntries).values(entry).onConflictDoNothing().returning();
      return row;
    },

    async forUser(userId: string, statuses: ('pending' | 'notified')[]): Promise<WaitlistRow[]> {
      return db.select().from(waitlistEntries)
        .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, statuses)))
        .orderBy(asc(waitlistEntries.createdAt));
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(waitlistEntries).where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId))).returning({ id: waitlistEntries.id });
      return rows.length === 1;
    },

    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    async findById(id: string): Promise<WaitlistRow | undefined> {
      const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
      return row;
    },

    /** The entries still waiting for a product weight, in join order. */
    async pendingFor(productId: string, weight: string): Promise<WaitlistRow[]> {
      return db.select().from(waitlistEntries)
        .where(and(eq(waitlistEntries.productId, productId), eq(waitlistEntries.weight, weight), eq(waitlistEntries.status, 'pending')))
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    },

    /** Marks one entry notified (its e-mail went out), once. */
    async markNotified(id: string, now: Date): Promise<void> {
      await db.update(waitlistEntries).set({ status: 'notified', notifiedAt: now })
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'pending')));
    },
  };
}

export type WaitlistRepo = ReturnType<typeof createWaitlistRepo>;
