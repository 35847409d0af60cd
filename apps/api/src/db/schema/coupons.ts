import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const couponKind = pgEnum('coupon_kind', ['percentage', 'fixed']);

/** Discount codes: a percentage of the cart or a fixed Ksh amount, with a validity window and usage limits. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case; matched case-insensitively. */
    code: text('code').notNull(),
    kind: couponKind('kind').notNull(),
    /** Percent for `percentage` (1–100), cents for `fixed`. */
    value: bigint('value', { mode: 'number' }).notNull(),
    minSubtotalCents: bigint('min_subtotal_cents', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** A personal coupon (e.g. from loyalty points) belongs to one customer; null means anyone may use it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(sql`upper(${table.code})`),
    check('coupons_value_positive', sql`${table.value} > 0`),
    check('coupons_percentage_range', sql`${table.kind} <> 'percentage' OR ${table.value} <= 100`),
  ],
);

/** One row per use, written when an order that carries the coupon is placed. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderRef: text('order_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_redemptions_coupon_user_idx').on(table.couponId, table.userId)],
);
