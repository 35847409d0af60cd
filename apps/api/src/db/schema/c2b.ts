import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders, paymentAttempts } from './orders.ts';
import { users } from './users.ts';

/**
 * Money customers sent to the shop's paybill or till from their own M-Pesa menu (C2B, decision 0038), one row per
 * M-Pesa receipt (`trans_id`, unique: a confirmation that comes twice, or again through Pull Transactions, is one).
 * Stored before the confirmation is acknowledged, then matched by a job on the order's short reference and the amount.
 */
export const mpesaC2bTransactions = pgTable(
  'mpesa_c2b_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transId: text('trans_id').notNull().unique(),
    /** How the shop first heard of it: Daraja's confirmation, or its statement (Pull Transactions). */
    source: text('source').notNull(),
    shortCode: text('short_code').notNull(),
    /** The account number as the customer typed it (free text, up to 20 characters). */
    billRef: text('bill_ref').notNull(),
    /** `bill_ref` without spaces or punctuation, in capitals: what is matched against `orders.reference`. */
    reference: text('reference').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** As M-Pesa sent it (masked or hashed in C2B v2): shown, never matched on. */
    msisdn: text('msisdn').notNull().default(''),
    payerName: text('payer_name').notNull().default(''),
    transactedAt: timestamp('transacted_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload'),
    /**
     * received → paid (the order, or its balance, is paid) | part-paid (counted towards a deposit order's balance) |
     * held (less than owed on an order that takes no part payment) | unmatched (unknown reference, more than owed,
     * the order already paid or cancelled) | attached (an owner applied it to an order) | known (the shop already
     * had this receipt: an STK payment seen again in the statement) | refunding (an owner sent a held or unmatched
     * payment back: its refund, keyed `unmatched:{trans_id}`, carries the rest).
     */
    outcome: text('outcome').notNull().default('received'),
    note: text('note'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    check('mpesa_c2b_transactions_outcome', sql`${table.outcome} IN ('received', 'paid', 'part-paid', 'held', 'unmatched', 'attached', 'known', 'refunding')`),
    index('mpesa_c2b_transactions_outcome_idx').on(table.outcome, table.receivedAt),
  ],
);

/** Every registration asked of Daraja (C2B URLs, Pull Transactions) and its answer, newest last. */
export const mpesaC2bRegistrations = pgTable(
  'mpesa_c2b_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    shortCode: text('short_code').notNull(),
    version: text('version').notNull(),
    confirmationUrl: text('confirmation_url').notNull(),
    validationUrl: text('validation_url').notNull().default(''),
    ok: boolean('ok').notNull(),
    answer: jsonb('answer'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mpesa_c2b_registrations_kind', sql`${table.kind} IN ('c2b', 'pull')`),
    index('mpesa_c2b_registrations_kind_idx').on(table.kind, table.registeredAt),
  ],
);
