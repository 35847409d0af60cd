import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cancellationRequests, orderFeedback, orders } from '../../db/schema/index.ts';

export type AfterSaleOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'orderRef' | 'userId' | 'status' | 'paymentStatus' | 'amountCents' | 'deliveredAt' | 'dispatchedAt' | 'cancellationStatus'
  | 'feedbackSubmitted'
>;
export type CancellationRequestRow = typeof cancellationRequests.$inferSelect;
export type NewFeedback = typeof orderFeedback.$inferInsert;

const afterSaleColumns = {
  id: orders.id, orderRef: orders.orderRef, userId: orders.userId, status: orders.status, paymentStatus: orders.paymentStatus,
  amountCents: orders.amountCents, deliveredAt: orders.deliveredAt, dispatchedAt: orders.dispatchedAt, cancellationStatus: orders.cancellationStatus,
  feedbackSubmitted: orders.feedbackSubmitted,
};

/**
 * The after-sale tables, and the two after-sale columns of `orders` (cancellation_status, feedback_submitted) kept in
 * step with them. Reads that decide something lock the order row, so parallel requests for one order queue up.
 */
export function createAfterSaleRepo(db: Db) {
  return {
    /** The order by its ORD-… id, locked for the rest of the transaction. */
    async lockOrder(orderRef: string): Promise<AfterSaleOrder | undefined> {
      const [row] = await db.select(afterSaleColumns).from(orders).where(eq(orders.orderRef, orderRef)).for('update');
      return row;
    },

    async lockOrderById(orderId: string): Promise<AfterSaleOrder | undefined> {
      const [row] = await db.select(afterSaleColumns).from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    async insertCancellationRequest(request: typeof cancellationRequests.$inferInsert): Promise<void> {
      await db.insert(cancellationRequests).values(request);
      await db.update(orders).set({ cancellationStatus: 'pending', updatedAt: new Date() }).where(eq(orders.id, request.orderId));
    },

    async findRequest(by: { id: string } | { orderRef: string }): Promise<CancellationRequestRow | undefined> {
      if ('id' in by) {
        const [row] = await db.select().from(cancellationRequests).where(eq(cancellationRequests.id, by.id));
        return row;
      }
      const [row] = await db.select({ request: cancellationRequests }).from(cancellationRequests)
        .innerJoin(orders, eq(orders.id, cancellationRequests.orderId)).where(eq(orders.orderRef, by.orderRef));
      return row?.request;
    },

    async lockRequest(id: string): Promise<CancellationRequestRow | undefined> {
      const [row] = await db.select().from(cancellationRequests).where(eq(cancellationRequests.id, id)).for('update');
      return row;
    },

    async decideRequest(id: string, decision: { status: 'approved' | 'rejected'; decidedBy: string; note: string | null; now: Date }): Promise<void> {
      await db.update(cancellationRequests)
        .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: decision.now, note: decision.note })
        .where(eq(cancellationRequests.id, id));
    },

    /** A rejected request: the order's card says 'Cancellation Denied'. */
    async markRejected(orderId: string, now: Date): Promise<void> {
      await db.update(orders).set({ cancellationStatus: 'rejected', updatedAt: now }).where(eq(orders.id, orderId));
    },


    async insertFeedback(feedback: NewFeedback): Promise<void> {
      await db.insert(orderFeedback).values(feedback);
      await db.update(orders).set({ feedbackSubmitted: true, updatedAt: new Date() }).where(eq(orders.id, feedback.orderId));
    },

    async hasFeedback(orderId: string): Promise<boolean> {
      const [row] = await db.select({ id: orderFeedback.id }).from(orderFeedback).where(eq(orderFeedback.orderId, orderId)).limit(1);
      return row !== undefined;
    },

    /** Sets the flag from the feedback row (true only when one exists): the one way the PATCH may change it. */
    async syncFeedbackSubmitted(orderId: string): Promise<void> {
      await db.update(orders).set({ feedbackSubmitted: true, updatedAt: new Date() }).where(eq(orders.id, orderId));
    },
  };
}

export type AfterSaleRepo = ReturnType<typeof createAfterSaleRepo>;
