import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCardRefunds, postSigned, type CardRefund } from '../card-refunds.ts';
import { sameSecret } from '../emulator-http.ts';
import { wholeNumber } from '../request-fields.ts';
import type { SandboxState } from '../state-file.ts';
import type { PaystackConfig } from './config.ts';
import { failure } from './routes.ts';
import { paystackSignature } from './signature.ts';
import { retrySchedule } from './webhooks.ts';
import type { PaystackTransaction, TransactionStore } from './transactions.ts';

const paystackStatus = { pending: 'pending', succeeded: 'processed', failed: 'failed' } as const;

/**
 * Paystack refunds (reference §3): `POST /refund` `{ transaction: <reference or id>, amount? }` queues one ("Refund has
 * been queued for processing", status `pending`), `GET /refund/{id}` reads it; `refund.pending` then
 * `refund.processed` or `refund.failed` webhooks, signed like every Paystack webhook. More than was paid is refused.
 */
export function registerPaystackRefunds(app: FastifyInstance, config: PaystackConfig, store: TransactionStore, state: SandboxState): void {
  const find = (key: string): PaystackTransaction | undefined => store.get(key) ?? store.all().find((transaction) => String(transaction.id) === key);
  const data = (refund: CardRefund) => {
    const transaction = find(refund.paymentId);
    return {
      id: Number(refund.id.replace(/\D/g, '').slice(0, 9)) || 1, integration: 100032, domain: 'test', currency: refund.currency, amount: refund.amount,
      transaction: { id: transaction?.id, reference: transaction?.reference, amount: transaction?.paidAmount }, refund_reference: refund.id,
      status: paystackStatus[refund.status], failure_reason: refund.failureReason, refunded_at: refund.status === 'succeeded' ? new Date().toISOString() : null,
      createdAt: refund.createdAt,
    };
  };
  const refunds = createCardRefunds(state, 'paystack', {
    prefix: 'RFN_', retryDelaysMs: retrySchedule(config.secretKey).map((ms) => ms * config.retryScale),
    hooks: {
      events: (refund, step) => [{ body: JSON.stringify({ event: `refund.${step === 'created' ? 'pending' : paystackStatus[refund.status]}`, data: data(refund) }) }],
      post: (body) => postSigned(config.webhookUrl, body, { 'x-paystack-signature': paystackSignature(config.secretKey, body) }),
    },
  });
  app.addHook('onClose', async () => refunds.close());
  refunds.registerAdmin(app);
  const authorised = (request: FastifyRequest) => {
    const key = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    return key !== undefined && sameSecret(key, config.secretKey);
  };

  app.post('/refund', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request)) return failure(reply, 401, 'Invalid key');
    const body = (request.body ?? {}) as { transaction?: unknown; amount?: unknown };
    const transaction = find(String(body.transaction ?? ''));
    if (!transaction) return failure(reply, 404, 'Transaction not found');
    if (transaction.status !== 'success') return failure(reply, 400, 'Transaction has not been completed');
    const left = refunds.left(transaction.reference, transaction.paidAmount);
    const amount = body.amount === undefined ? left : wholeNumber(body.amount);
    if (amount === undefined || amount <= 0) return failure(reply, 400, 'Invalid amount');
    if (amount > left) return failure(reply, 400, 'Refund amount cannot be greater than transaction amount');
    const refund = refunds.create({ paymentId: transaction.reference, amount, currency: transaction.paidCurrency });
    return { status: true, message: 'Refund has been queued for processing', data: { ...data(refund), id: refund.id } };
  });

  app.get('/refund/:id', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request)) return failure(reply, 401, 'Invalid key');
    const refund = refunds.get((request.params as { id: string }).id);
    if (!refund) return failure(reply, 404, 'Refund not found');
    return { status: true, message: 'Refund retrieved', data: { ...data(refund), id: refund.id } };
  });
}
