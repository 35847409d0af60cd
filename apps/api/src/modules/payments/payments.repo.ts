import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAttempts, paymentEvents, paymentFlags } from '../../db/schema/index.ts';
import type { PaymentState } from './payment-state.ts';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewEvent = Omit<typeof paymentEvents.$inferInsert, 'id'>;

export function createPaymentsRepo(db: Db) {
  return {
    async insertAttempt(attempt: typeof paymentAttempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await db.insert(paymentAttempts).values(attempt).returning();
      if (!row) throw new Error('Attempt insert returned no row');
      return row;
    },

    async setProviderRef(attemptId: string, providerRef: string): Promise<void> {
      await db.update(paymentAttempts).set({ providerRef, updatedAt: new Date() }).where(eq(paymentAttempts.id, attemptId));
    },

    async findById(attemptId: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).limit(1);
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.callbackTokenHash, tokenHash)).limit(1);
      return row;
    },

    /** The attempt, locked until the transaction ends: one event at a time moves it. */
    async lock(attemptId: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
      return row;
    },

    async setState(attemptId: string, state: PaymentState, result: { code: string; message: string; receipt?: string | undefined; phone?: string | undefined }, now: Date) {
      await db.update(paymentAttempts)
        .set({
          state, resultCode: result.code, resultMessage: result.message, updatedAt: now, settledAt: now,
          ...(result.receipt ? { receipt: result.receipt } : {}),
        })
        .where(eq(paymentAttempts.id, attemptId));
    },

    /** Appends an event unless its dedupe key was seen; answers its id, or null for a repeat. */
    async appendEvent(event: NewEvent): Promise<string | null> {
      const [row] = await db.insert(paymentEvents).values(event).onConflictDoNothing({ target: paymentEvents.dedupeKey }).returning({ id: paymentEvents.id });
      return row?.id ?? null;
    },

    async flag(attemptId: string | null, eventId: string | null, reason: string): Promise<void> {
      await db.insert(paymentFlags).values({ attemptId, eventId, reason });
    },

    /** The body of the newest "paid" callback the status API had not confirmed when it came (undefined: none). */
    async newestUnconfirmedCallback(attemptId: string): Promise<unknown> {
      const [row] = await db.select({ payload: paymentEvents.payload }).from(paymentEvents)
        .where(and(eq(paymentEvents.attemptId, attemptId), eq(paymentEvents.source, 'callback'), eq(paymentEvents.decision, 'unconfirmed')))
        .orderBy(desc(paymentEvents.createdAt)).limit(1);
      return row?.payload ?? undefined;
    },

    async noteQueried(attemptId: string, now: Date): Promise<void> {
      await db.update(paymentAttempts)
        .set({ lastQueriedAt: now, queryCount: sql`${paymentAttempts.queryCount} + 1` })
        .where(eq(paymentAttempts.id, attemptId));
    },

    /** Pending attempts with these providers started before `before`, oldest first. */
    async pendingSince(providerIds: string[], before: Date, limit: number): Promise<AttemptRow[]> {
      if (providerIds.length === 0) return [];
      return db.select().from(paymentAttempts)
        .where(and(eq(paymentAttempts.state, 'pending'), inArray(paymentAttempts.provider, providerIds), lt(paymentAttempts.createdAt, before)))
        .orderBy(asc(paymentAttempts.createdAt)).limit(limit);
    },

    /** The newest attempt of each order. */
    async latestFor(orderIds: string[]): Promise<AttemptRow[]> {
      if (orderIds.length === 0) return [];
      return db.selectDistinctOn([paymentAttempts.orderId]).from(paymentAttempts)
        .where(inArray(paymentAttempts.orderId, orderIds))
        .orderBy(paymentAttempts.orderId, desc(paymentAttempts.createdAt));
    },

    /** Every attempt of an order and their events, oldest first: the order's payment story. */
    async historyOf(orderId: string) {
      const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(asc(paymentAttempts.createdAt));
      if (attempts.length === 0) return { attempts, events: [] };
      const events = await db.select().from(paymentEvents)
        .where(inArray(paymentEvents.attemptId, attempts.map((attempt) => attempt.id))).orderBy(asc(paymentEvents.createdAt));
      return { attempts, events };
    },

    async eventsOf(attemptId: string) {
      return db.select().from(paymentEvents).where(eq(paymentEvents.attemptId, attemptId)).orderBy(asc(paymentEvents.createdAt));
    },

    async openFlags() {
      return db.select().from(paymentFlags).where(sql`${paymentFlags.resolvedAt} IS NULL`).orderBy(asc(paymentFlags.createdAt));
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
