import { productFeedbackQuerySchema, productFeedbackResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductFeedbackService } from './product-feedback.ts';

/** What customers wrote about a product, for everyone to read on its page (decision 0033). */
export function productFeedbackRoutes(deps: { productFeedback: ProductFeedbackService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/product/:id/feedback', {
      config: { access: 'public' },
      schema: {
        tags: ['after-sale'],
        summary: "Customers' feedback on a product, newest first, a few at a time",
        params: z.object({ id: z.uuid('Product not found') }),
        querystring: productFeedbackQuerySchema,
        response: { 200: productFeedbackResponseSchema },
      },
    }, async (request) => {
      const { offset, limit } = request.query;
      return { success: true as const, ...(await deps.productFeedback.page(request.params.id, offset, limit)) };
    });
  };
}
