import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Every SMS the shop sends (decision 0042): written with its cause (`cause_key`, unique: one cause is one SMS) in the
 * cause's transaction, sent by the outbox, then updated with Africa's Talking's answer and its delivery report.
 * status: queued (waiting for its send), sent (accepted: 100–102), refused (a final code: 401–404, 406, 407), skipped
 * (the customer turned SMS off, or the number opted out, before it went).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    causeKey: text('cause_key').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** +2547… / +2541… */
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    parts: integer('parts').notNull(),
    status: text('status').notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    statusCode: integer('status_code'),
    cost: text('cost'),
    /** The delivery report's status (Success, Failed, AbsentSubscriber, …), or null before one came. */
    deliveryStatus: text('delivery_status'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sms_messages_cause').on(table.causeKey),
    uniqueIndex('sms_messages_provider_id').on(table.providerMessageId).where(sql`${table.providerMessageId} IS NOT NULL`),
    index('sms_messages_order_idx').on(table.orderId),
    check('sms_messages_status', sql`${table.status} IN ('queued', 'sent', 'refused', 'skipped')`),
  ],
);

/** Numbers Africa's Talking answered 406 for (the subscriber opted out of the sender): never texted again. */
export const smsOptedOutNumbers = pgTable('sms_opted_out_numbers', {
  phone: text('phone').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who has the chat open, seen by every instance: one row per open chat stream, renewed with its heartbeat and deleted
 * when it closes; a crashed instance's rows lapse at `expires_at`. A shop reply texts a customer with none live.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('chat_presence_user_idx').on(table.userId, table.expiresAt)],
);
