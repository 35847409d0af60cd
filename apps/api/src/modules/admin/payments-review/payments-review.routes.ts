import {
  adminPaymentActionResponseSchema, adminPaymentAttemptParamsSchema, adminPaymentFlagParamsSchema, adminPaymentNoteBodySchema, adminPaymentReasonBodySchema,
  adminPaymentRefundBodySchema, adminPaymentsReviewQuerySchema, adminPaymentsReviewResponseSchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import type { PaymentsReviewService } from './payments-review.service.ts';

const tags = ['admin'];
const action = { params: adminPaymentAttemptParamsSchema, response: { 200: adminPaymentActionResponseSchema } };

/** Payments needing a person: the list and its actions. Admin only; every action audited and on the payment's timeline. */
export function paymentsReviewRoutes(deps: { review: PaymentsReviewService }): FastifyPluginAsyncZod {
  const { review } = deps;
  return async (app) => {
    app.get('/api/admin/payments/review', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Payments needing a person: stuck attempts, open flags, second payments; oldest first, keyset pages', querystring: adminPaymentsReviewQuerySchema, response: { 200: adminPaymentsReviewResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await review.list(request.query)) };
    });

    app.post('/api/admin/payments/:attemptId/query', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Ask the provider again where a pending payment stands; a note is optional', body: adminPaymentNoteBodySchema, ...action },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, ...(await review.query(admin, request.params.attemptId, request.body.reason)) };
    });

    app.post('/api/admin/payments/:attemptId/attach', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Apply a flagged payment that really arrived to its order (stock taken again if it went back); a note is optional', body: adminPaymentNoteBodySchema, ...action },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, ...(await review.attach(admin, request.params.attemptId, request.body.reason)) };
    });

    app.post('/api/admin/payments/:attemptId/refund', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Record the refund of a flagged or second payment with its M-Pesa reference', body: adminPaymentRefundBodySchema, ...action },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, ...(await review.refund(admin, request.params.attemptId, request.body)) };
    });

    app.post('/api/admin/payments/flags/:flagId/resolve', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Close a payment flag with a reason', params: adminPaymentFlagParamsSchema, body: adminPaymentReasonBodySchema, response: { 200: adminPaymentActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, ...(await review.resolveFlag(admin, request.params.flagId, request.body.reason)) };
    });
  };
}
