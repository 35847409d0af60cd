import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/identity.ts';
import { INVALID_CODE_MESSAGE, type SecurityCodesService } from './security-codes.service.ts';

const tags = ['security codes'];

export function securityCodesRoutes(codes: SecurityCodesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/security-codes/current', {
      config: { access: 'cashier' },
      schema: {
        tags, summary: "The signed-in cashier's code and when it changes",
        response: { 200: z.object({ success: z.literal(true), code: z.string(), expiresAt: z.string(), secondsLeft: z.number().int(), rotatesEvery: z.number().int() }) },
      },
    }, async (request) => {
      const cashier = userOf(request);
      return { success: true as const, ...(await codes.current(cashier.id)) };
    });

    app.post('/api/security-codes/validate', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: "Check a cashier's code before a cash or cash-on-delivery order",
        body: z.object({
          email: z.string().max(254).optional(),
          code: z.string().trim().regex(/^\d{5}$/, 'Invalid security code'),
          orderId: z.string().max(60).optional(),
        }),
        response: { 200: z.object({ success: z.literal(true), valid: z.boolean(), message: z.string() }) },
      },
    }, async (request) => {
      // The spec sends the customer's e-mail; the customer is the token's, whatever it says.
      const user = userOf(request);
      const { valid } = await codes.validate(user.id, request.body.code, request.body.orderId ?? null);
      return { success: true as const, valid, message: valid ? 'Security code accepted' : INVALID_CODE_MESSAGE };
    });
  };
}
