import type { z } from 'zod';
import type { feedbackBodySchema } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { feedbackOfferedFor } from './after-sale-order.ts';
import { createAfterSaleRepo, type AfterSaleOrder } from './after-sale.repo.ts';
import { ORDER_NOT_FOUND } from './cancellation.service.ts';

export const ALREADY_GIVEN = 'Feedback has already been submitted for this order.';
type FeedbackInput = z.output<typeof feedbackBodySchema>;

/**
 * Feedback on a delivered order (spec 2 §2, §4, §5): the owner's, once, with `orders.feedback_submitted` set in the
 * same transaction. The flag follows the feedback row: the PATCH can confirm it, never clear it.
 */
export function createFeedbackService(deps: { db: Db }) {
  const { db } = deps;

  async function ownOrder(tx: Db, userId: string, orderRef: string): Promise<AfterSaleOrder> {
    const order = await createAfterSaleRepo(tx).lockOrder(orderRef);
    if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  return {
    async submit(userId: string, input: FeedbackInput, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await ownOrder(tx, userId, input.orderId);
        if (order.feedbackSubmitted) throw new AppError('CONFLICT', ALREADY_GIVEN);
        if (!feedbackOfferedFor(order)) throw new AppError('BUSINESS_RULE', 'Feedback can be left once the order is delivered.');
        try {
          await createAfterSaleRepo(tx).insertFeedback({
            orderId: order.id, userId, ...input.ratings, text: input.feedback.trim(),
            email: input.email || null, phone: input.phone || null, createdAt: now,
          });
        } catch (error) {
          if (uniqueViolation(error) !== null) throw new AppError('CONFLICT', ALREADY_GIVEN);
          throw error;
        }
      });
    },

    /** Answers the flag as stored after the call. */
    async updateStatus(userId: string, orderRef: string, feedbackSubmitted: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const repo = createAfterSaleRepo(tx);
        const order = await ownOrder(tx, userId, orderRef);
        const given = await repo.hasFeedback(order.id);
        if (feedbackSubmitted && !given) throw new AppError('BUSINESS_RULE', 'Submit your feedback first.');
        if (!feedbackSubmitted && given) throw new AppError('BUSINESS_RULE', 'Submitted feedback cannot be withdrawn.');
        if (given && !order.feedbackSubmitted) await repo.syncFeedbackSubmitted(order.id);
        return given;
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
