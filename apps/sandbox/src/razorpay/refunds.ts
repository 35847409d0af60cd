import type { FastifyInstance } from 'fastify';
import { createCardRefunds, postSigned, type CardRefund } from '../card-refunds.ts';
import { wholeNumber } from '../request-fields.ts';
import type { SandboxState } from '../state-file.ts';
import type { RazorpayConfig } from './config.ts';
import { badRequest, notFound, unauthorized } from './envelopes.ts';
import { eventId } from './ids.ts';
import { basicAuthOk } from './routes.ts';
import { hmacHex } from './signatures.ts';
import type { RazorpayStore } from './store.ts';
import { retryDelaysMs } from './webhooks.ts';

const razorpayStatus = { pending: 'pending', succeeded: 'processed', failed: 'failed' } as const;

/**
 * Razorpay refunds (reference §3): `POST /v1/payments/{id}/refund` (`amount` in paise-like minor units, `speed`),
 * `GET /v1/refunds/{id}`; an `rfnd_…` refund `pending`, then `processed` or `failed`; webhooks `refund.created`, then
 * `refund.processed` or `refund.failed`, signed like the others. More than was captured is refused.
 */
export function registerRazorpayRefunds(app: FastifyInstance, config: RazorpayConfig, store: RazorpayStore, state: SandboxState): void {
  const entity = (refund: CardRefund) => ({
    id: refund.id, entity: 'refund', amount: refund.amount, currency: refund.currency, payment_id: refund.paymentId, notes: {}, receipt: null,
    status: razorpayStatus[refund.status], speed_requested: 'normal', speed_processed: 'normal', created_at: Math.floor(new Date(refund.createdAt).getTime() / 1000),
    ...(refund.failureReason ? { error_description: refund.failureReason } : {}),
  });
  const refunds = createCardRefunds(state, 'razorpay', {
    prefix: 'rfnd_', retryDelaysMs: retryDelaysMs().map((delay) => Math.max(1, Math.round(delay * config.retryScale))),
    hooks: {
      events: (refund, step) => [{
        body: JSON.stringify({
          entity: 'event', account_id: 'acc_MitumbaSandbox1', event: step === 'created' ? 'refund.created' : `refund.${razorpayStatus[refund.status]}`,
          contains: ['refund'], payload: { refund: { entity: entity(refund) } }, created_at: Math.floor(Date.now() / 1000),
        }),
      }],
      post: (body) => postSigned(config.webhookUrl, body, { 'x-razorpay-signature': hmacHex(config.webhookSecret, body), 'x-razorpay-event-id': eventId() }),
    },
  });
  app.addHook('onClose', async () => refunds.close());
  refunds.registerAdmin(app);

  app.post('/v1/payments/:id/refund', { schema: { hide: true } }, async (request, reply) => {
    if (!basicAuthOk(request, config)) return reply.code(401).send(unauthorized());
    const payment = store.payments.get((request.params as { id: string }).id);
    if (!payment || payment.status !== 'captured') return reply.code(400).send(notFound('The payment id provided does not exist or was not captured'));
    const body = (request.body ?? {}) as { amount?: unknown };
    const left = refunds.left(payment.id, payment.amount);
    const amount = body.amount === undefined ? left : wholeNumber(body.amount);
    if (amount === undefined || amount <= 0) return reply.code(400).send(badRequest('The amount must be a positive integer', 'amount'));
    if (amount > left) return reply.code(400).send(badRequest('The refund amount provided is greater than amount captured', 'amount'));
    return entity(refunds.create({ paymentId: payment.id, amount, currency: payment.currency }));
  });

  app.get('/v1/refunds/:id', { schema: { hide: true } }, async (request, reply) => {
    if (!basicAuthOk(request, config)) return reply.code(401).send(unauthorized());
    const refund = refunds.get((request.params as { id: string }).id);
    if (!refund) return reply.code(400).send(notFound());
    return entity(refund);
  });
}
