import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A cashier's code is good for one placement: the code shown is derived from the 10-minute window and how many codes
 * of that window were used (`generation`). A successful use moves the generation on in one conditional UPDATE, so the
 * same code can never pay twice and the cashier's screen shows the next code at once.
 */
export const cashierCodes = pgTable('cashier_codes', {
  cashierId: uuid('cashier_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  window: bigint('window', { mode: 'number' }).notNull(),
  generation: integer('generation').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
