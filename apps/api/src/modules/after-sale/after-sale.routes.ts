import {
  AFTER_SALE_MESSAGES, afterSaleResponseSchema, cancellationRequestBodySchema, feedbackBodySchema, feedbackStatusBodySchema,
  feedbackStatusResponseSchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../lib/identity.ts';
import type { CancellationService } from './cancellation.service.ts';
import type { FeedbackService } from './feedback.service.ts';

const tags = ['after-sale'];

export function afterSaleRoutes(deps: { cancellations: CancellationService; feedback: FeedbackService }): FastifyPluginAsyncZod {
  const { cancellations, feedback } = deps;

  return async (app) => {
    app.post('/api/order/request-cancellation', {
      config: { access: 'signed-in', loginMessage: AFTER_SALE_MESSAGES.cancellationLogin },
      schema: {
        tags, summary: 'Ask to cancel (return) a delivered order, within 7 days of delivery, once',
        body: cancellationRequestBodySchema, response: { 200: afterSaleResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request);
      await cancellations.request(user.id, request.body);
      return { success: true as const, message: AFTER_SALE_MESSAGES.cancellationRequested };
    });

    app.post('/api/feedback', {
      config: { access: 'signed-in', loginMessage: AFTER_SALE_MESSAGES.feedbackLogin },
      schema: { tags, summary: 'Feedback on a delivered order, once', body: feedbackBodySchema, response: { 200: afterSaleResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      await feedback.submit(user.id, request.body);
      return { success: true as const, message: AFTER_SALE_MESSAGES.feedbackThanks };
    });

    app.patch('/api/order/update-feedback-status', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: 'Confirm an order has feedback (it can never be unset)',
        body: feedbackStatusBodySchema, response: { 200: feedbackStatusResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request);
      const feedbackSubmitted = await feedback.updateStatus(user.id, request.body.orderId, request.body.feedbackSubmitted);
      return { success: true as const, message: 'Feedback status saved', feedbackSubmitted };
    });
  };
}
