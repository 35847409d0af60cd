import type { FastifyInstance } from 'fastify';
import { createCardRefunds, postSigned, type CardRefund } from '../card-refunds.ts';
import { wholeNumber } from '../request-fields.ts';
import type { SandboxState } from '../state-file.ts';
import type { StripeConfig } from './config.ts';
import { authProblem, sendError } from './routes.ts';
import { stripeId, type CheckoutSession } from './sessions.ts';
import { API_VERSION, signatureHeader } from './webhooks.ts';

/**
 * Stripe refunds (reference §3): `POST /v1/refunds` (`payment_intent`, `amount`; `Idempotency-Key` answers its first
 * refund again), `GET /v1/refunds/{id}`; a `re_…` refund `pending`, then `succeeded` or `failed`; webhooks
 * `refund.created`, `refund.updated` and, once it succeeded, `charge.refunded`. More than was paid is refused.
 */
export function registerStripeRefunds(app: FastifyInstance, config: StripeConfig, sessions: Map<string, CheckoutSession>, state: SandboxState): void {
  const paidIntent = (intent: string) => [...sessions.values()].find((session) => session.payment_intent === intent && session.intentStatus === 'succeeded');
  const object = (refund: CardRefund) => ({
    id: refund.id, object: 'refund', amount: refund.amount, currency: refund.currency, payment_intent: refund.paymentId, charge: `ch_${refund.paymentId.slice(3)}`,
    status: refund.status, failure_reason: refund.failureReason, created: Math.floor(new Date(refund.createdAt).getTime() / 1000), reason: 'requested_by_customer',
  });
  const event = (type: string, data: object) => JSON.stringify({
    id: stripeId('evt_1', 23), object: 'event', api_version: API_VERSION, created: Math.floor(Date.now() / 1000), data: { object: data }, livemode: false, type,
  });
  const refunds = createCardRefunds(state, 'stripe', {
    prefix: 're_3', retryDelaysMs: config.retryDelaysMs,
    hooks: {
      events: (refund, step) => step === 'created' ? [{ body: event('refund.created', object(refund)) }]
        : [{ body: event('refund.updated', object(refund)) }, ...(refund.status === 'succeeded'
          ? [{ body: event('charge.refunded', { id: `ch_${refund.paymentId.slice(3)}`, object: 'charge', payment_intent: refund.paymentId, amount_refunded: refund.amount, refunded: true }) }] : [])],
      post: (body) => postSigned(config.webhookUrl, body, { 'stripe-signature': signatureHeader(config, body, Math.floor(Date.now() / 1000), 'valid') }),
    },
  });
  app.addHook('onClose', async () => refunds.close());
  refunds.registerAdmin(app);

  app.post('/v1/refunds', { schema: { hide: true } }, async (request, reply) => {
    const denied = authProblem(request, config);
    if (denied) return sendError(reply, denied);
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    const replay = refunds.byKey(key);
    if (replay) return object(replay);
    const body = (request.body ?? {}) as { payment_intent?: unknown; amount?: unknown };
    const intent = String(body.payment_intent ?? '');
    const session = paidIntent(intent);
    if (!session) return sendError(reply, { status: 404, type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${intent}'` });
    const left = refunds.left(intent, session.amount_total);
    const amount = body.amount === undefined ? left : wholeNumber(body.amount);
    if (amount === undefined || amount <= 0) return sendError(reply, { status: 400, type: 'invalid_request_error', param: 'amount', message: 'Invalid positive integer' });
    if (amount > left) {
      return sendError(reply, { status: 400, type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (${amount}) is greater than the amount left to refund (${left}).` });
    }
    return object(refunds.create({ paymentId: intent, amount, currency: session.currency, idempotencyKey: key }));
  });

  app.get('/v1/refunds/:id', { schema: { hide: true } }, async (request, reply) => {
    const denied = authProblem(request, config);
    if (denied) return sendError(reply, denied);
    const refund = refunds.get((request.params as { id: string }).id);
    if (!refund) return sendError(reply, { status: 404, type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: 'No such refund' });
    return object(refund);
  });
}
