import {
  attachReceivedBodySchema, attachReceivedResponseSchema, receivedPaymentParamsSchema, receivedPaymentsQuerySchema, receivedPaymentsResponseSchema,
  refundReceivedBodySchema, refundReceivedResponseSchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import type { ReceivedPaymentsService } from './received-payments.service.ts';

const tags = ['admin'];

/** Paybill payments received but not matched to an order: the list, attaching one to an order, sending one back. Admin only. */
export function receivedPaymentsRoutes(deps: { received: ReceivedPaymentsService }): FastifyPluginAsyncZod {
  const { received } = deps;
  return async (app) => {
    app.get('/api/admin/payments/received', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Paybill payments received, not matched (or held): newest first, keyset pages', querystring: receivedPaymentsQuerySchema, response: { 200: receivedPaymentsResponseSchema } },
    }, async (request) => ({ success: true as const, ...(await received.list(request.query)) }));

    app.post('/api/admin/payments/received/:id/attach', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Attach a paybill payment to an order: pays it when the amount covers what it owes',
        params: receivedPaymentParamsSchema, body: attachReceivedBodySchema, response: { 200: attachReceivedResponseSchema },
      },
    }, async (request) => ({ success: true as const, ...(await received.attach(userOf(request), request.params.id, request.body)) }));

    app.post('/api/admin/payments/received/:id/refund', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Send a paybill payment no order took back to its payer (a reason is required: money leaves the shop)',
        params: receivedPaymentParamsSchema, body: refundReceivedBodySchema, response: { 200: refundReceivedResponseSchema },
      },
    }, async (request) => ({ success: true as const, ...(await received.refund(userOf(request), request.params.id, request.body)) }));
  };
}
