import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const pointsEntryKind = pgEnum('points_entry_kind', ['earned', 'redeemed', 'adjusted', 'awarded']);

/**
 * The points ledger (issue 16): every change to a customer's points is an entry, never an edit; the balance (the
 * spec's `jbwallet`) is the sum of a customer's entries. `dedupe_key` makes an award or an earning happen once however
 * often its cause is seen (a delivery marked twice, a callback repeated).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: pointsEntryKind('kind').notNull(),
    /** Signed: positive adds, negative takes away (a redemption, a correction). */
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    /** What caused it, e.g. `order:ORD-…`, `referral:{id}`, `coupon:{code}`, `admin:{id}`. */
    source: text('source').notNull(),
    dedupeKey: text('dedupe_key'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order whose return could take these points back (an order's earned points, a referral's award, and their
     * take-backs); null for entries no refund touches (redemptions, corrections).
     */
    orderRef: text('order_ref'),
    /**
     * When the points become spendable (decision 0021 §8): an order's points at its delivery + the return window,
     * null while it is not delivered; other entries when written. Before it (or while the order's return is asked
     * for) they are pending.
     */
    availableAt: timestamp('available_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [
    check('points_ledger_points_nonzero', sql`${table.points} <> 0`),
    index('points_ledger_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('points_ledger_dedupe').on(table.dedupeKey).where(sql`${table.dedupeKey} IS NOT NULL`),
    index('points_ledger_order_idx').on(table.orderRef).where(sql`${table.orderRef} IS NOT NULL`),
  ],
);

export const referralStatus = pgEnum('referral_status', ['pending', 'awarded']);

/** Who brought whom (spec 2 §3 Referral): pending until the referred customer's first order is paid and delivered. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    referredId: uuid('referred_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: referralStatus('status').notNull().default('pending'),
    /** The referred customer's order that earned the award. */
    awardedOrderRef: text('awarded_order_ref'),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    /** When the order that earned the award was refunded and its points taken back; the referral stays awarded (0022 §4a). */
    takenBackAt: timestamp('taken_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A customer is referred once, by one referrer, never by themselves.
    uniqueIndex('referrals_referred_unique').on(table.referredId),
    index('referrals_referrer_idx').on(table.referrerId, table.createdAt),
    check('referrals_not_self', sql`${table.referrerId} <> ${table.referredId}`),
  ],
);

/** What a logged-in customer searched the collection for (spec 2 §3 Search history), newest first. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_history_user_idx').on(table.userId, table.createdAt.desc())],
);

/**
 * A customer's conversation with the shop (spec 2 §3 Chat message): one thread per customer. A message is written by
 * the customer or by staff (`from_shop`); `read_at` is when the other side saw it (unread marks).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The customer whose conversation this is. */
    customerId: uuid('customer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromShop: boolean('from_shop').notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_customer_idx').on(table.customerId, table.createdAt),
    // The back office's inbox: each conversation's newest message, and what the shop has not read.
    index('chat_messages_latest_idx').on(table.createdAt.desc()),
    index('chat_messages_unread_idx').on(table.customerId).where(sql`${table.readAt} IS NULL`),
  ],
);
