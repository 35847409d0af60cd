import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderFeedback, orderItems, users } from '../../db/schema/index.ts';

export type ProductFeedbackRow = { id: string; text: string; quality: number; createdAt: Date; name: string };

/**
 * The feedback customers left on orders that held a product, newest first: the words, the quality rating, when, and
 * the customer's name (never the e-mail or phone they left for a reply). One query: order_items by product (indexed),
 * order_feedback by its unique order id.
 */
export function createProductFeedbackRepo(db: Db) {
  return {
    async page(productId: string, offset: number, limit: number): Promise<ProductFeedbackRow[]> {
      const heldIn = db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.productId, productId));
      return db
        .select({ id: orderFeedback.id, text: orderFeedback.text, quality: orderFeedback.quality, createdAt: orderFeedback.createdAt, name: users.name })
        .from(orderFeedback)
        .innerJoin(users, eq(users.id, orderFeedback.userId))
        .where(and(inArray(orderFeedback.orderId, heldIn), sql`btrim(${orderFeedback.text}) <> ''`))
        .orderBy(desc(orderFeedback.createdAt), desc(orderFeedback.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
