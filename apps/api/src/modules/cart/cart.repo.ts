import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';

export type CartRow = { productId: string; weight: string; quantity: number };

export function createCartRepo(db: Db) {
  const line = (userId: string, productId: string, weight: string) =>
    and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.weight, weight));

  return {
    async lines(userId: string): Promise<CartRow[]> {
      return db.select({ productId: cartItems.productId, weight: cartItems.weight, quantity: cartItems.quantity })
        .from(cartItems).where(eq(cartItems.userId, userId)).orderBy(cartItems.createdAt, cartItems.productId, cartItems.weight);
    },

    /**
     * Adds one unless the line already holds `cap`, and answers the cart's lines as they are after it: one statement,
     * so two quick taps cannot pass the cap, and one round trip for the add and the cart it shows. The lines are read
     * in the statement's snapshot, from before the add: the added line is taken from the insert's own answer instead.
     */
    async addOne(userId: string, productId: string, weight: string, cap: number): Promise<{ added: boolean; lines: CartRow[] }> {
      const result = await db.execute(sql`
        WITH added AS (
          INSERT INTO ${cartItems} (user_id, product_id, weight, quantity) VALUES (${userId}, ${productId}, ${weight}, 1)
          ON CONFLICT (user_id, product_id, weight) DO UPDATE SET quantity = ${cartItems.quantity} + 1, updated_at = now()
            WHERE ${cartItems.quantity} < ${cap}
          RETURNING product_id, weight, quantity, created_at
        )
        SELECT product_id, weight, quantity, created_at, true AS added FROM added
        UNION ALL
        SELECT product_id, weight, quantity, created_at, false FROM ${cartItems}
          WHERE user_id = ${userId} AND NOT (product_id = ${productId} AND weight = ${weight} AND EXISTS (SELECT 1 FROM added))
        ORDER BY created_at, product_id, weight`);
      const rows = (result as unknown as { rows: { product_id: string; weight: string; quantity: number; added: boolean }[] }).rows;
      return {
        added: rows.some((row) => row.added),
        lines: rows.map((row) => ({ productId: row.product_id, weight: row.weight, quantity: Number(row.quantity) })),
      };
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
