import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, refundEvents, refunds } from '../../db/schema/index.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundState = 'requested' | 'sent' | 'unknown' | 'confirming' | 'succeeded' | 'failed' | 'manual';
export const OPEN_STATES: RefundState[] = ['requested', 'sent', 'unknown', 'confirming'];

/** The refunds' SQL: rows, their appended events, the lookups the result callbacks and the sweep need. */
export function createRefundsRepo(db: Db) {
  return {
    /** Inserts unless the source item already has its refund; the row either way, and whether this call made it. */
    async insertOnce(values: typeof refunds.$inferInsert): Promise<{ row: RefundRow; created: boolean }> {
      const [inserted] = await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.sourceKey }).returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db.select().from(refunds).where(eq(refunds.sourceKey, values.sourceKey));
      if (!existing) throw new Error('refund vanished');
      return { row: existing, created: false };
    },
    lock: async (id: string) => (await db.select().from(refunds).where(eq(refunds.id, id)).for('update'))[0],
    find: async (id: string) => (await db.select().from(refunds).where(eq(refunds.id, id)))[0],
    async update(id: string, values: Partial<typeof refunds.$inferInsert>, now: Date): Promise<void> {
      await db.update(refunds).set({ ...values, updatedAt: now }).where(eq(refunds.id, id));
    },
    /** Appends an event; false when its dedupe key was already there (a repeat). */
    async event(values: typeof refundEvents.$inferInsert): Promise<string | null> {
      const [row] = await db.insert(refundEvents).values(values).onConflictDoNothing().returning({ id: refundEvents.id });
      return row?.id ?? null;
    },
    eventById: async (id: string) => (await db.select().from(refundEvents).where(eq(refundEvents.id, id)))[0],
    eventsOf: (refundId: string) => db.select().from(refundEvents).where(eq(refundEvents.refundId, refundId)).orderBy(refundEvents.createdAt),
    /** The refund a Daraja result is about: its payout's ConversationID/OriginatorConversationID or its status query's. */
    async byConversation(conversationId: string, originatorId: string) {
      const [row] = await db.select().from(refunds).where(sql`${refunds.providerRef} = ${conversationId} OR ${refunds.statusRef} = ${conversationId}
        OR (${originatorId} <> '' AND ${refunds.idempotencyKey} = ${originatorId})`).limit(1);
      return row;
    },
    orderByRef: async (orderRef: string) => (await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.orderRef, orderRef)))[0],
    ofOrder: (orderId: string) => db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt),
    /** Open refunds not touched since `before` (the sweep). */
    stale: (before: Date, limit: number) => db.select().from(refunds)
      .where(and(inArray(refunds.state, OPEN_STATES), lt(refunds.updatedAt, before))).orderBy(refunds.updatedAt).limit(limit),
    /** The back office's list, newest first, with the order's reference. */
    list: (state: RefundState | null, limit: number) => db.select({ refund: refunds, orderRef: orders.orderRef }).from(refunds)
      .leftJoin(orders, eq(orders.id, refunds.orderId))
      .where(state ? eq(refunds.state, state) : undefined).orderBy(desc(refunds.createdAt)).limit(limit),
  };
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
