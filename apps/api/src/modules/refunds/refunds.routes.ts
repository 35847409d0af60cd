import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/identity.ts';
import { notFound } from '../../lib/errors.ts';
import type { RefundsService } from './refunds.module.ts';

const tags = ['refunds'];
const refundSchema = z.object({
  id: z.string(), state: z.string(), method: z.string(), provider: z.string(), amount: z.number(), receipt: z.string().nullable(),
  text: z.string(), createdAt: z.string(),
});
const adminRefundSchema = refundSchema.extend({
  orderId: z.string().nullable(), source: z.string(), reason: z.string(), phone: z.string().nullable(), paidReceipt: z.string().nullable(),
  resultMessage: z.string().nullable(), tries: z.number(), handBackNote: z.string().nullable(), handedBackAt: z.string().nullable(), updatedAt: z.string(),
});
const states = ['requested', 'sent', 'unknown', 'confirming', 'succeeded', 'failed', 'manual'] as const;
const orderParams = z.object({ orderId: z.string().min(1).max(80) });
const darajaAnswer = { 200: z.object({ ResultCode: z.number(), ResultDesc: z.string() }) };

/** Refunds: Daraja's result addresses, the customer's refunds on their order, the back office's list and hand-back. */
export function refundsRoutes(refunds: RefundsService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const via of ['result', 'timeout'] as const) {
      app.post(`/api/refunds/daraja/${via}`, {
        config: { access: 'public' },
        schema: { tags, summary: `Daraja ${via === 'result' ? 'ResultURL' : 'QueueTimeOutURL'} for B2C, Reversal and transaction status`, body: z.unknown(), response: darajaAnswer },
      }, async (request) => {
        const stored = await refunds.results.store(request.body, via);
        if (!stored) request.log.warn({ via }, 'A Daraja result for no request of the shop was ignored');
        return { ResultCode: 0, ResultDesc: 'Accepted' };
      });
    }

    app.get('/api/order/:orderId/refunds', {
      config: { access: 'signed-in' },
      schema: { tags, summary: "The refunds of the customer's own order", params: orderParams, response: { 200: z.object({ success: z.literal(true), refunds: z.array(refundSchema) }) } },
    }, async (request) => ({ success: true as const, refunds: await refunds.ofOwnOrder(request.params.orderId, userOf(request).id) }));

    app.get('/api/admin/orders/:orderId/refunds', {
      config: { access: 'admin' },
      schema: { tags, summary: "An order's refunds", params: orderParams, response: { 200: z.object({ success: z.literal(true), refunds: z.array(adminRefundSchema) }) } },
    }, async (request) => {
      const list = await refunds.ofOrder(request.params.orderId);
      if (list === null) throw notFound('Order not found');
      return { success: true as const, refunds: list };
    });

    app.get('/api/admin/refunds', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Every refund, newest first, optionally of one state', querystring: z.object({ state: z.enum(states).optional() }),
        response: { 200: z.object({ success: z.literal(true), refunds: z.array(adminRefundSchema) }) },
      },
    }, async (request) => ({ success: true as const, refunds: await refunds.list(request.query.state ?? null) }));

    app.post('/api/admin/refunds/:id/hand-back', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Record that a person gave the money back (who, when, how)', params: z.object({ id: z.string().max(80) }),
        body: z.object({ note: z.string().max(500, 'Keep the note under 500 characters') }),
        response: { 200: z.object({ success: z.literal(true), refund: adminRefundSchema }) },
      },
    }, async (request) => {
      const refund = await refunds.handBack(request.params.id, { by: userOf(request).id, note: request.body.note });
      return { success: true as const, refund };
    });
  };
}
