import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cancellationRequests } from './after-sale.ts';
import { orders, paymentAttempts } from './orders.ts';
import { users } from './users.ts';

/**
 * Money the shop sends back, one payout attempt per row (decision 0039): decided in the shop (a cancellation or
 * return, a customer's cancellation before dispatch, a payment taken twice, money nobody could match), then paid out
 * through the provider that took it (M-Pesa Reversal or B2C, a card provider's refund) by an outbox job, or handed
 * back by a person. `source_key` makes one decision one refund; `idempotency_key` is what every retry sends.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    cancellationRequestId: uuid('cancellation_request_id').references(() => cancellationRequests.id, { onDelete: 'restrict' }),
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    paymentAttemptId: uuid('payment_attempt_id').references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** reversal | b2c | card | hand-back (a person gives it back) */
    method: text('method').notNull(),
    state: text('state').notNull().default('requested'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    phone: text('phone'),
    /** The receipt (or provider reference) of the money that came in. */
    paidReceipt: text('paid_receipt'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's id of the payout (Daraja ConversationID, re_…, rfnd_…). */
    providerRef: text('provider_ref'),
    /** Daraja's ConversationID of the last transaction-status query about it. */
    statusRef: text('status_ref'),
    payoutReceipt: text('payout_receipt'),
    resultCode: text('result_code'),
    resultMessage: text('result_message'),
    tries: integer('tries').notNull().default(0),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    handedBackBy: uuid('handed_back_by').references(() => users.id, { onDelete: 'set null' }),
    handedBackAt: timestamp('handed_back_at', { withTimezone: true }),
    handBackNote: text('hand_back_note'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('refunds_amount_not_negative', sql`${table.amountCents} >= 0`),
    check('refunds_state', sql`${table.state} IN ('requested', 'sent', 'unknown', 'confirming', 'succeeded', 'failed', 'manual')`),
    check('refunds_method', sql`${table.method} IN ('reversal', 'b2c', 'card', 'hand-back')`),
    uniqueIndex('refunds_source_key').on(table.sourceKey),
    uniqueIndex('refunds_idempotency_key').on(table.idempotencyKey),
    index('refunds_order_idx').on(table.orderId),
    // A day's money paid back (reconciliation): refunds by when they reached the customer.
    index('refunds_settled_idx').on(table.settledAt).where(sql`${table.state} = 'succeeded'`),
    index('refunds_open_idx').on(table.updatedAt).where(sql`${table.state} IN ('requested', 'sent', 'unknown', 'confirming')`),
  ],
);

/** Every step of a refund and every provider message about it, appended; the dedupe key makes a repeat a no-op. */
export const refundEvents = pgTable(
  'refund_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id').notNull().references(() => refunds.id, { onDelete: 'restrict' }),
    source: text('source').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    state: text('state'),
    note: text('note'),
    payload: jsonb('payload'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refund_events_refund_idx').on(table.refundId, table.createdAt)],
);

/**
 * M-Pesa transaction-status queries about an STK payment whose own query kept saying nothing (decision 0039): the
 * ConversationID the shop got, so the result (stored here before it is acknowledged) is trusted for that attempt only.
 */
export const stkStatusQueries = pgTable('stk_status_queries', {
  conversationId: text('conversation_id').primaryKey(),
  attemptId: uuid('attempt_id').notNull().unique().references(() => paymentAttempts.id, { onDelete: 'restrict' }),
  result: jsonb('result'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});
