import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The couriers the shop hands parcels to (/admin/couriers): a name and where a parcel is tracked, a link pattern
 * with a `{tracking}` placeholder (null: the courier has no tracking page, e.g. the shop's own rider). A courier
 * turned off is no longer offered at dispatch; orders already sent with it keep what they were sent with.
 */
export const couriers = pgTable(
  'couriers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    trackingUrlPattern: text('tracking_url_pattern'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('couriers_name_idx').on(sql`lower(${table.name})`),
    check('couriers_pattern_https', sql`${table.trackingUrlPattern} IS NULL OR (${table.trackingUrlPattern} LIKE 'https://%' AND ${table.trackingUrlPattern} LIKE '%{tracking}%')`),
  ],
);
