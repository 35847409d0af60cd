import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const cancellationReason = pgEnum('cancellation_reason', ['delayed', 'damaged', 'wrongSize', 'changedMind', 'other']);
export const cancellationRequestStatus = pgEnum('cancellation_request_status', ['pending', 'approved', 'rejected']);

/**
 * A customer's request to cancel (return) a delivered order: one per order, enforced by the unique order column.
 * The shop decides it (approve → a refund and the stock back, reject); `orders.cancellation_status` mirrors `status`.
 */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().unique().references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    reason: cancellationReason('reason').notNull(),
    details: text('details'),
    status: cancellationRequestStatus('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cancellation_requests_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`)],
);

/** A customer's feedback on a delivered order: once per order; `orders.feedback_submitted` is set with it. */
export const orderFeedback = pgTable(
  'order_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().unique().references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    quality: integer('quality').notNull(),
    price: integer('price').notNull(),
    logistics: integer('logistics').notNull(),
    customerService: integer('customer_service').notNull(),
    text: text('text').notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_feedback_quality_range', sql`${table.quality} BETWEEN 1 AND 5`),
    check('order_feedback_price_range', sql`${table.price} BETWEEN 1 AND 5`),
    check('order_feedback_logistics_range', sql`${table.logistics} BETWEEN 1 AND 5`),
    check('order_feedback_customer_service_range', sql`${table.customerService} BETWEEN 1 AND 5`),
  ],
);

export const refundStatus = pgEnum('refund_status', ['pending', 'paid']);

/**
 * Money the shop owes back: today one per approved cancellation, for what was paid. `pending` until the back office
 * records that the money went back (within 7 business days, spec 2 §9).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    cancellationRequestId: uuid('cancellation_request_id').unique().references(() => cancellationRequests.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('refunds_amount_not_negative', sql`${table.amountCents} >= 0`),
    index('refunds_order_idx').on(table.orderId),
  ],
);
