import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every check of a cashier's security code: who asked, for which order, whether it matched and whose it was. */
export const securityCodeUses = pgTable(
  'security_code_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    cashierId: uuid('cashier_id').references(() => users.id, { onDelete: 'set null' }),
    orderRef: text('order_ref'),
    valid: boolean('valid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('security_code_uses_cashier_idx').on(table.cashierId, table.createdAt)],
);
