import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsService } from './payments.service.ts';

/**
 * Provider notifications. The path carries each attempt's own secret (Daraja callbacks are unsigned, reference §1.8)
 * and avoids the word "mpesa", which Daraja refuses in callback URLs. Every well-formed request is answered 200 at
 * once, known or not, so providers stop retrying; what it meant is in payment_events.
 */
export function paymentCallbackRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/payments/callbacks/:token', {
      schema: {
        tags: ['payments'], summary: 'Payment provider callback (per-attempt secret address)',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: z.object({ ResultCode: z.number(), ResultDesc: z.string() }) },
      },
    }, async (request) => {
      await payments.callback(request.params.token, request.body);
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    });
  };
}
