import {
  adminRefundsResponseSchema, handBackBodySchema, handBackResponseSchema, orderRefundsResponseSchema, REFUND_STATES,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyLanguage } from '../../i18n/reply-language.ts';
import { userOf } from '../../lib/identity.ts';
import { notFound } from '../../lib/errors.ts';
import type { RefundsService } from './refunds.module.ts';

const tags = ['refunds'];
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
      schema: { tags, summary: "The refunds of the customer's own order", params: orderParams, response: { 200: orderRefundsResponseSchema } },
    }, async (request) => ({
      success: true as const, refunds: await refunds.ofOwnOrder(request.params.orderId, userOf(request).id, replyLanguage(request)),
    }));

    app.get('/api/admin/orders/:orderId/refunds', {
      config: { access: 'admin' },
      schema: { tags, summary: "An order's refunds", params: orderParams, response: { 200: adminRefundsResponseSchema } },
    }, async (request) => {
      const list = await refunds.ofOrder(request.params.orderId);
      if (list === null) throw notFound('Order not found');
      return { success: true as const, refunds: list };
    });

    app.get('/api/admin/refunds', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Every refund, newest first, optionally of one state', querystring: z.object({ state: z.enum(REFUND_STATES).optional() }),
        response: { 200: adminRefundsResponseSchema },
      },
    }, async (request) => ({ success: true as const, refunds: await refunds.list(request.query.state ?? null) }));

    app.post('/api/admin/payments/:attemptId/pay-back', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Pay a payment taken twice back through its provider (a refund of it, paid out by itself)',
        params: z.object({ attemptId: z.string().max(80) }), body: z.object({ reason: z.string().max(500, 'Keep the reason under 500 characters') }),
        response: { 200: z.object({ success: z.literal(true), message: z.string(), refundId: z.string() }) },
      },
    }, async (request) => {
      const { refundId } = await refunds.payBack(userOf(request), request.params.attemptId, request.body.reason);
      return { success: true as const, message: 'Refund started: it is paid back by the provider.', refundId };
    });

    app.post('/api/admin/refunds/:id/hand-back', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Record that a person gave the money back (who, when, how)', params: z.object({ id: z.string().max(80) }),
        body: handBackBodySchema,
        response: { 200: handBackResponseSchema },
      },
    }, async (request) => {
      const refund = await refunds.handBack(request.params.id, { by: userOf(request).id, note: request.body.note });
      return { success: true as const, refund };
    });
  };
}
