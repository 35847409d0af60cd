import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
