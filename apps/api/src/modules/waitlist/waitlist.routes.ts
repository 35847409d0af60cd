import { messageResponseSchema, waitlistCheckBodySchema, waitlistEntrySchema, waitlistJoinBodySchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/identity.ts';
import type { WaitlistService } from './waitlist.service.ts';

const tags = ['waitlist'];
const statusList = z.string().max(40).optional().transform((value, context) => {
  const statuses = (value ?? 'pending,notified').split(',').map((part) => part.trim()).filter(Boolean);
  if (statuses.some((status) => status !== 'pending' && status !== 'notified')) {
    context.addIssue({ code: 'custom', message: 'status must be pending and/or notified' });
    return z.NEVER;
  }
  return statuses as ('pending' | 'notified')[];
});

export function waitlistRoutes(waitlist: WaitlistService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/order/check-waitlist', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Is this customer waiting for the product weight?', body: waitlistCheckBodySchema, response: { 200: z.object({ success: z.literal(true), isInWaitlist: z.boolean() }) } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      return { success: true as const, isInWaitlist: await waitlist.isWaiting(user.id, request.body.productId, request.body.weight) };
    });

    app.post('/api/order/waitlist', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Join the waitlist of a sold-out weight', body: waitlistJoinBodySchema, response: { 200: messageResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      await waitlist.join(user.id, { ...request.body.productDetails, phone: request.body.phone });
      return { success: true as const, message: 'You have joined the waitlist. We will e-mail you when it is back in stock.' };
    });

    app.get('/api/order/waitlist/user', {
      config: { access: 'signed-in' },
      schema: { tags, summary: "This customer's waitlist", querystring: z.object({ status: statusList }), response: { 200: z.object({ success: z.literal(true), waitlist: z.array(waitlistEntrySchema) }) } },
    }, async (request) => {
      const user = userOf(request);
      return { success: true as const, waitlist: await waitlist.list(user.id, request.query.status) };
    });

    app.delete('/api/order/waitlist/:id', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Leave the waitlist', params: z.object({ id: z.string().max(100) }), response: { 200: messageResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      await waitlist.remove(user.id, request.params.id);
      return { success: true as const, message: 'Removed from waitlist' };
    });
  };
}
