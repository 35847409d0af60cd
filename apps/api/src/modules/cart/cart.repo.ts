import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';

export type CartRow = { productId: string; weight: string; quantity: number };

/**
 * Reads other modules lend the cart, run inside its own statements (decision 0049): the units the customer's unpaid
 * orders hold (columns: product id, weight, quantity) and their live accepted offers (product id, weight, quantity,
 * price in cents). Each module keeps the SQL of its tables; the cart only names the columns.
 */
export type LentReads = { held: SQLWrapper; offers: SQLWrapper };
export type CartRead = {
  lines: CartRow[];
  held: { productId: string; weight: string; quantity: number }[];
  offers: { productId: string; weight: string; quantity: number; priceCents: number }[];
  /** Whether the statement added a unit (`addOne` only). */
  added: boolean;
};

type ReadRow = { kind: 'line' | 'held' | 'offer'; product_id: string; weight: string; quantity: number; price_cents: string | number | null; added: boolean };

const lentCtes = (lent: LentReads) => sql`held (product_id, weight, quantity) AS (${lent.held}),
        offers (product_id, weight, quantity, price_cents) AS (${lent.offers})`;
const lentRows = sql`UNION ALL SELECT 'held', product_id, weight, quantity, NULL, false, NULL FROM held
        UNION ALL SELECT 'offer', product_id, weight, quantity, price_cents, false, NULL FROM offers`;

function cartRead(result: unknown): CartRead {
  const read: CartRead = { lines: [], held: [], offers: [], added: false };
  for (const row of (result as { rows: ReadRow[] }).rows) {
    const entry = { productId: row.product_id, weight: row.weight, quantity: Number(row.quantity) };
    if (row.kind === 'line') read.lines.push(entry);
    else if (row.kind === 'held') read.held.push(entry);
    else read.offers.push({ ...entry, priceCents: Number(row.price_cents) });
    if (row.added) read.added = true;
  }
  return read;
}

export function createCartRepo(db: Db) {
  const line = (userId: string, productId: string, weight: string) =>
    and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.weight, weight));

  return {
    /** The cart's lines, oldest first, with what other modules lend the cart to read beside them: one statement. */
    async read(userId: string, lent: LentReads): Promise<CartRead> {
      return cartRead(await db.execute(sql`
        WITH ${lentCtes(lent)}
        SELECT 'line' AS kind, product_id, weight, quantity, NULL::bigint AS price_cents, false AS added, created_at
          FROM ${cartItems} WHERE user_id = ${userId}
        ${lentRows}
        ORDER BY created_at, product_id, weight`));
    },

    /**
     * Adds one unless the line already holds `cap`, and answers the cart's lines as they are after it (with the lent
     * reads): one statement, so two quick taps cannot pass the cap, and one round trip for the add and the cart it
     * shows. The lines are read in the statement's snapshot, from before the add: the added line is taken from the
     * insert's own answer instead.
     */
    async addOne(userId: string, productId: string, weight: string, cap: number, lent: LentReads): Promise<CartRead> {
      return cartRead(await db.execute(sql`
        WITH added AS (
          INSERT INTO ${cartItems} (user_id, product_id, weight, quantity) VALUES (${userId}, ${productId}, ${weight}, 1)
          ON CONFLICT (user_id, product_id, weight) DO UPDATE SET quantity = ${cartItems.quantity} + 1, updated_at = now()
            WHERE ${cartItems.quantity} < ${cap}
          RETURNING product_id, weight, quantity, created_at
        ), ${lentCtes(lent)}
        SELECT 'line' AS kind, product_id, weight, quantity, NULL::bigint AS price_cents, true AS added, created_at FROM added
        UNION ALL
        SELECT 'line', product_id, weight, quantity, NULL, false, created_at FROM ${cartItems}
          WHERE user_id = ${userId} AND NOT (product_id = ${productId} AND weight = ${weight} AND EXISTS (SELECT 1 FROM added))
        ${lentRows}
        ORDER BY created_at, product_id, weight`));
    },

    async setQuantity(userId: string, productId: string, weight: string, quantity: number): Promise<void> {
      await db.insert(cartItems).values({ userId, productId, weight, quantity })
        .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId, cartItems.weight], set: { quantity, updatedAt: new Date() } });
    },

    async remove(userId: string, productId: string, weight: string): Promise<void> {
      await db.delete(cartItems).where(line(userId, productId, weight));
    },

    /** Takes `quantity` off a line (an order bought them); the line goes when nothing is left. */
    async subtract(userId: string, productId: string, weight: string, quantity: number): Promise<void> {
      await db.delete(cartItems).where(and(line(userId, productId, weight), sql`${cartItems.quantity} <= ${quantity}`));
      await db.update(cartItems).set({ quantity: sql`${cartItems.quantity} - ${quantity}`, updatedAt: new Date() })
        .where(line(userId, productId, weight));
    },
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
