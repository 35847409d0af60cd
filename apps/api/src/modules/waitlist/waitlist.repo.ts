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

    /** Marks the pending entries of a product weight notified, in join order, and returns them in that order. */
    async markNotified(productId: string, weight: string, now: Date): Promise<WaitlistRow[]> {
      const rows = await db.update(waitlistEntries).set({ status: 'notified', notifiedAt: now })
        .where(and(eq(waitlistEntries.productId, productId), eq(waitlistEntries.weight, weight), eq(waitlistEntries.status, 'pending')))
        .returning();
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
  };
}

export type WaitlistRepo = ReturnType<typeof createWaitlistRepo>;
