import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mpesaC2bRegistrations, mpesaC2bTransactions, paymentAttempts } from '../../../db/schema/index.ts';
import { normaliseReference, type C2bInput } from './c2b-transaction.ts';

export type C2bRow = typeof mpesaC2bTransactions.$inferSelect;
export type C2bOutcome = 'received' | 'paid' | 'part-paid' | 'held' | 'unmatched' | 'attached' | 'known' | 'refunding';
export type RegistrationRow = typeof mpesaC2bRegistrations.$inferSelect;

/** Outcomes that wait for a person (the back office's "received, not matched"). */
export const NEEDS_A_PERSON: readonly C2bOutcome[] = ['held', 'unmatched'];

export function createC2bRepo(db: Db) {
  return {
    /** Stores a payment once per receipt; answers its id when this call stored it (undefined: it was already there). */
    async insert(input: C2bInput): Promise<string | undefined> {
      const [row] = await db.insert(mpesaC2bTransactions).values({
        transId: input.transId, source: input.source, shortCode: input.shortCode, billRef: input.billRef, reference: normaliseReference(input.billRef),
        amountCents: input.amountCents, msisdn: input.msisdn, payerName: input.payerName, transactedAt: input.transactedAt, payload: input.payload as object,
      }).onConflictDoNothing({ target: mpesaC2bTransactions.transId }).returning({ id: mpesaC2bTransactions.id });
      return row?.id;
    },

    async lock(id: string): Promise<C2bRow | undefined> {
      const [row] = await db.select().from(mpesaC2bTransactions).where(eq(mpesaC2bTransactions.id, id)).for('update');
      return row;
    },

    async find(id: string): Promise<C2bRow | undefined> {
      const [row] = await db.select().from(mpesaC2bTransactions).where(eq(mpesaC2bTransactions.id, id));
      return row;
    },

    async findByTransId(transId: string): Promise<C2bRow | undefined> {
      const [row] = await db.select().from(mpesaC2bTransactions).where(eq(mpesaC2bTransactions.transId, transId));
      return row;
    },

    async settle(id: string, values: { outcome: C2bOutcome; note: string; orderId?: string | null; attemptId?: string | null; resolvedBy?: string; now: Date }) {
      await db.update(mpesaC2bTransactions).set({
        outcome: values.outcome, note: values.note, orderId: values.orderId ?? null, attemptId: values.attemptId ?? null, processedAt: values.now,
        ...(values.resolvedBy ? { resolvedBy: values.resolvedBy, resolvedAt: values.now } : {}),
      }).where(eq(mpesaC2bTransactions.id, id));
    },

    /** Payments a person must decide on, newest first, a page at a time (keyset on received_at, id). */
    async needingAPerson(limit: number, before?: { at: Date; id: string }): Promise<C2bRow[]> {
      const waiting = inArray(mpesaC2bTransactions.outcome, [...NEEDS_A_PERSON]);
      const older = before
        ? or(lt(mpesaC2bTransactions.receivedAt, before.at), and(eq(mpesaC2bTransactions.receivedAt, before.at), lt(mpesaC2bTransactions.id, before.id)))
        : undefined;
      return db.select().from(mpesaC2bTransactions).where(older ? and(waiting, older) : waiting)
        .orderBy(desc(mpesaC2bTransactions.receivedAt), desc(mpesaC2bTransactions.id)).limit(limit);
    },

    /** Stored payments still waiting for their job (a crash between store and match is caught up). */
    async unprocessedIds(limit: number): Promise<string[]> {
      const rows = await db.select({ id: mpesaC2bTransactions.id }).from(mpesaC2bTransactions)
        .where(eq(mpesaC2bTransactions.outcome, 'received')).limit(limit);
      return rows.map((row) => row.id);
    },

    async addRegistration(values: typeof mpesaC2bRegistrations.$inferInsert): Promise<RegistrationRow> {
      const [row] = await db.insert(mpesaC2bRegistrations).values(values).returning();
      if (!row) throw new Error('registration not stored');
      return row;
    },

    async latestRegistration(kind: 'c2b' | 'pull', okOnly = false): Promise<RegistrationRow | undefined> {
      const [row] = await db.select().from(mpesaC2bRegistrations)
        .where(okOnly ? and(eq(mpesaC2bRegistrations.kind, kind), eq(mpesaC2bRegistrations.ok, true)) : eq(mpesaC2bRegistrations.kind, kind))
        .orderBy(desc(mpesaC2bRegistrations.registeredAt)).limit(1);
      return row;
    },

    /** Whether an attempt already carries this receipt (an STK payment seen again in the statement). */
    async receiptKnown(receipt: string): Promise<{ attemptId: string; orderId: string } | undefined> {
      const [row] = await db.select({ attemptId: paymentAttempts.id, orderId: paymentAttempts.orderId }).from(paymentAttempts)
        .where(eq(paymentAttempts.receipt, receipt)).limit(1);
      return row;
    },
  };
}

export type C2bRepo = ReturnType<typeof createC2bRepo>;
