import type { PaymentEventDecision, PaymentEventSource } from '@mitumba/contracts';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAttempts, paymentEvents, paymentFlags, providerCallbacks } from '../../db/schema/index.ts';
import type { PaymentState } from './payment-state.ts';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
/** An event to append: its source and decision are one of the kinds the back office reads out (contracts' payment-events.ts). */
export type NewEvent = Omit<typeof paymentEvents.$inferInsert, 'id' | 'source' | 'decision'> & { source: PaymentEventSource; decision: PaymentEventDecision };
/** A provider's notification as the inbox keeps it. */
export type StoredCallback = typeof providerCallbacks.$inferSelect;

/** What counts as stuck: attempts with these providers still pending since before `before`. */
export type ReviewWindow = { onlineProviders: string[]; before: Date };

/** One row of the review list, as the database answers it (snake case; bigint and time types as the driver gives them). */
export type ReviewRow = {
  kind: 'stuck' | 'flag' | 'paid-twice'; item_id: string; attempt_id: string; flag_id: string | null; reason: string | null; since: Date | string;
  provider: string; state: PaymentState; amount_cents: number | string; phone: string | null; receipt: string | null; provider_ref: string | null;
  order_ref: string; order_payment_status: 'pending' | 'paid' | 'failed'; order_status: string; order_amount_cents: number | string;
  user_id: string; user_name: string; user_email: string;
};

/**
 * The items needing a person, as one list: online attempts pending past their window, open flags, and attempts paid
 * after the order's earlier payments had already covered it (money taken twice). Parts that together cover an order
 * once (a deposit and its balance, a hybrid's mobile and cash) are not; a part that goes over is flagged by the core.
 */
function reviewItemsSql(window: ReviewWindow) {
  const online = window.onlineProviders.length > 0
    ? sql`a.provider IN (${sql.join(window.onlineProviders.map((id) => sql`${id}`), sql`, `)})`
    : sql`false`;
  return sql`
    SELECT 'stuck' AS kind, a.id AS item_id, a.id AS attempt_id, NULL::uuid AS flag_id, NULL::text AS reason, a.created_at AS since
    FROM payment_attempts a WHERE a.state = 'pending' AND ${online} AND a.created_at < ${window.before.toISOString()}::timestamptz
    UNION ALL
    SELECT 'flag', f.id, f.attempt_id, f.id, f.reason, f.created_at
    FROM payment_flags f WHERE f.resolved_at IS NULL AND f.attempt_id IS NOT NULL
    UNION ALL
    SELECT 'paid-twice', a.id, a.id, NULL::uuid, NULL::text, coalesce(a.settled_at, a.updated_at)
    FROM payment_attempts a JOIN orders o ON o.id = a.order_id
    WHERE a.state = 'paid' AND o.amount_cents > 0 AND o.amount_cents <= (
      SELECT coalesce(sum(b.amount_cents), 0) FROM payment_attempts b WHERE b.order_id = a.order_id AND b.state = 'paid' AND b.id <> a.id
        AND (coalesce(b.settled_at, b.updated_at), b.id) < (coalesce(a.settled_at, a.updated_at), a.id))`;
}

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

    /**
     * Gives an attempt the provider's reference a verified callback names, when its initiation got none (decision
     * 0027); answers the attempt as it now is (unchanged if it had one already).
     */
    async adoptProviderRef(attemptId: string, providerRef: string): Promise<AttemptRow | undefined> {
      const [row] = await db.update(paymentAttempts).set({ providerRef, updatedAt: new Date() })
        .where(and(eq(paymentAttempts.id, attemptId), isNull(paymentAttempts.providerRef))).returning();
      return row ?? this.findById(attemptId);
    },

    async findById(attemptId: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).limit(1);
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.callbackTokenHash, tokenHash)).limit(1);
      return row;
    },

    /** The attempt a provider knows by this reference (unique per provider). */
    async findByProviderRef(provider: string, providerRef: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts)
        .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerRef, providerRef))).limit(1);
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

    /** Stores a notification as it came (the inbox); answers its id, or null when the same body was stored already. */
    async storeCallback(callback: typeof providerCallbacks.$inferInsert): Promise<string | null> {
      const [row] = await db.insert(providerCallbacks).values(callback).onConflictDoNothing().returning({ id: providerCallbacks.id });
      return row?.id ?? null;
    },

    async findCallback(id: string): Promise<StoredCallback | undefined> {
      const [row] = await db.select().from(providerCallbacks).where(eq(providerCallbacks.id, id));
      return row;
    },

    async markCallbackProcessed(id: string): Promise<void> {
      await db.update(providerCallbacks).set({ processedAt: new Date() }).where(eq(providerCallbacks.id, id));
    },

    /** The notifications stored for an attempt, newest first. */
    async callbacksOf(attemptId: string): Promise<StoredCallback[]> {
      return db.select().from(providerCallbacks).where(eq(providerCallbacks.attemptId, attemptId)).orderBy(desc(providerCallbacks.receivedAt)).limit(20);
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

    /** Every attempt of these orders, oldest first. */
    async allFor(orderIds: string[]): Promise<AttemptRow[]> {
      if (orderIds.length === 0) return [];
      return db.select().from(paymentAttempts).where(inArray(paymentAttempts.orderId, orderIds)).orderBy(asc(paymentAttempts.createdAt));
    },

    /** What the order's paid attempts come to, in cents. */
    async paidCents(orderId: string): Promise<number> {
      const [row] = await db.select({ total: sql<string>`coalesce(sum(${paymentAttempts.amountCents}), 0)` }).from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.state, 'paid')));
      return Number(row?.total ?? 0);
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

    /**
     * Marks the attempt as being asked about by a person, unless it is no longer pending or someone (a person, a
     * screen's poll, the job) asked within `gapMs`: of two presses at once, exactly one gets the row.
     */
    async claimQuery(attemptId: string, now: Date, gapMs: number): Promise<AttemptRow | undefined> {
      const [row] = await db.update(paymentAttempts)
        .set({ lastQueriedAt: now, queryCount: sql`${paymentAttempts.queryCount} + 1` })
        .where(and(
          eq(paymentAttempts.id, attemptId), eq(paymentAttempts.state, 'pending'),
          sql`(${paymentAttempts.lastQueriedAt} IS NULL OR ${paymentAttempts.lastQueriedAt} <= ${new Date(now.getTime() - gapMs)})`,
        ))
        .returning();
      return row;
    },

    /** The flag, locked until the transaction ends. */
    async lockFlag(flagId: string) {
      const [row] = await db.select().from(paymentFlags).where(eq(paymentFlags.id, flagId)).for('update');
      return row;
    },

    /** Closes the open flags of an attempt (or one flag); answers how many it closed. */
    async resolveFlags(target: { attemptId: string } | { flagId: string }, now: Date): Promise<number> {
      const which = 'flagId' in target ? eq(paymentFlags.id, target.flagId) : eq(paymentFlags.attemptId, target.attemptId);
      const rows = await db.update(paymentFlags).set({ resolvedAt: now }).where(and(which, sql`${paymentFlags.resolvedAt} IS NULL`)).returning({ id: paymentFlags.id });
      return rows.length;
    },

    async openFlagsOf(attemptId: string) {
      return db.select().from(paymentFlags).where(and(eq(paymentFlags.attemptId, attemptId), sql`${paymentFlags.resolvedAt} IS NULL`));
    },

    /** Whether another attempt of the same order is paid (the order's money came in already). */
    async otherPaid(attempt: Pick<AttemptRow, 'id' | 'orderId'>): Promise<boolean> {
      const [row] = await db.select({ id: paymentAttempts.id }).from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, attempt.orderId), eq(paymentAttempts.state, 'paid'), sql`${paymentAttempts.id} <> ${attempt.id}`)).limit(1);
      return row !== undefined;
    },

    /** One page of what needs a person (stuck attempts, open flags, second payments), oldest first. */
    async reviewPage(window: ReviewWindow, after: { since: Date; id: string } | undefined, limit: number): Promise<ReviewRow[]> {
      const keyset = after ? sql`WHERE (i.since, i.item_id) > (${after.since.toISOString()}::timestamptz, ${after.id}::uuid)` : sql``;
      const result = await db.execute(sql`
        WITH items AS (${reviewItemsSql(window)})
        SELECT i.kind, i.item_id, i.attempt_id, i.flag_id, i.reason, i.since,
               a.provider, a.state, a.amount_cents, a.phone, a.receipt, a.provider_ref,
               o.order_ref, o.payment_status AS order_payment_status, o.status AS order_status, o.amount_cents AS order_amount_cents,
               u.id AS user_id, u.name AS user_name, u.email AS user_email
        FROM items i
        JOIN payment_attempts a ON a.id = i.attempt_id
        JOIN orders o ON o.id = a.order_id
        JOIN users u ON u.id = o.user_id
        ${keyset}
        ORDER BY i.since, i.item_id
        LIMIT ${limit}`);
      return (result as unknown as { rows: ReviewRow[] }).rows;
    },

    async reviewCount(window: ReviewWindow): Promise<number> {
      const result = await db.execute(sql`WITH items AS (${reviewItemsSql(window)}) SELECT count(*)::int AS count FROM items`);
      return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
