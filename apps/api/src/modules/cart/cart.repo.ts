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

    async quantity(userId: string, productId: string, weight: string): Promise<number> {
      const [row] = await db.select({ quantity: cartItems.quantity }).from(cartItems).where(line(userId, productId, weight));
      return row?.quantity ?? 0;
    },

    /** Adds one unless the line already holds `cap`; one statement, so two quick taps cannot pass the cap. */
    async increment(userId: string, productId: string, weight: string, cap: number): Promise<boolean> {
      const rows = await db.insert(cartItems).values({ userId, productId, weight, quantity: 1 })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.weight],
          set: { quantity: sql`${cartItems.quantity} + 1`, updatedAt: new Date() },
          setWhere: sql`${cartItems.quantity} < ${cap}`,
        })
        .returning({ quantity: cartItems.quantity });
      return rows.length === 1;
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
