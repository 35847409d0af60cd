import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The shop's delivery options per county (decision 0044): pickup points (a place, opening hours) and door delivery,
 * each with its fee (cents) and the most days it takes, switched on or off. Orders keep a snapshot of the one chosen.
 */
export const deliveryOptions = pgTable(
  'delivery_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One of the 47 counties, spelt as packages/contracts KENYA_COUNTIES. */
    county: text('county').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    place: text('place'),
    openingHours: text('opening_hours'),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull().default(0),
    etaDays: integer('eta_days').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('delivery_options_kind', sql`${table.kind} IN ('pickup', 'door')`),
    check('delivery_options_fee_not_negative', sql`${table.feeCents} >= 0`),
    check('delivery_options_eta_not_negative', sql`${table.etaDays} >= 0`),
    // The checkout's question: a county's enabled options.
    index('delivery_options_county_idx').on(table.county).where(sql`${table.enabled}`),
  ],
);
