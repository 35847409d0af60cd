import { sql } from 'drizzle-orm';
import {
  bigint, check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './users.ts';

/** A customer's cart on the server: one row per product and weight (stock key), at most 3 of each. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    weight: text('weight').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId, table.weight] }),
    check('cart_items_quantity_range', sql`${table.quantity} BETWEEN 1 AND 3`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

export const waitlistStatus = pgEnum('waitlist_status', ['pending', 'notified']);

/** Customers waiting for a sold-out product and weight; notified in join order when it is restocked. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    weight: text('weight').notNull(),
    quantity: integer('quantity').notNull().default(1),
    phone: text('phone'),
    status: waitlistStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waitlist_one_per_user_weight').on(table.userId, table.productId, table.weight),
    index('waitlist_restock_idx').on(table.productId, table.weight, table.status, table.createdAt),
  ],
);

export const offerStatus = pgEnum('offer_status', ['pending', 'accepted', 'rejected']);

/** Price offers on clearance items; an accepted one prices that customer's cart line until it expires or is used. */
export const priceOffers = pgTable(
  'price_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    weight: text('weight').notNull(),
    quantity: integer('quantity').notNull().default(1),
    offeredPriceCents: bigint('offered_price_cents', { mode: 'number' }).notNull(),
    phone: text('phone'),
    status: offerStatus('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The order that used the accepted price; cleared again when that order's payment fails. */
    usedOrderRef: text('used_order_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('price_offers_one_pending').on(table.userId, table.productId, table.weight).where(sql`${table.status} = 'pending'`),
    index('price_offers_user_product_idx').on(table.userId, table.productId, table.createdAt),
  ],
);
