import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every change made in the back office: who, what (action on entity + id), before and after, and why. Written in
 * the same transaction as the change itself, so a change without its audit row cannot exist. Never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The log's pages, newest first (the id breaks ties of the keyset).
    index('audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt.desc()),
  ],
);

/**
 * The shop's payment settings, edited in /admin/settings: one row (the key is always true). Until the owner first
 * saves, the API serves the defaults (every method the shop can take, 50/75 % deposits, the configured paybill).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: boolean('id').primaryKey().default(true),
    enabledMethods: text('enabled_methods').array().notNull(),
    depositMethods: text('deposit_methods').array().notNull(),
    /** The order the checkout lists the methods in: every known method once (empty: the shop's default order). */
    methodOrder: text('method_order').array().notNull().default(sql`'{}'::text[]`),
    minDepositRegular: integer('min_deposit_regular').notNull(),
    minDepositNewUser: integer('min_deposit_new_user').notNull(),
    /** Loyalty points a customer earns per full Ksh 100 of a paid order (0: none). */
    pointsPerHundredShillings: integer('points_per_hundred_shillings').notNull().default(1),
    /** The shop's WhatsApp number (+254…) customers message about an item or an order; null: the support phone. */
    whatsAppNumber: text('whatsapp_number'),
    bankName: text('bank_name').notNull(),
    paybill: text('paybill').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shop_settings_single_row', sql`${table.id}`),
    check('shop_settings_deposit_percents', sql`${table.minDepositRegular} BETWEEN 1 AND 100 AND ${table.minDepositNewUser} BETWEEN 1 AND 100`),
  ],
);
