import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boundedInt, changeOf, plantOf } from '../statement-controls.ts';
import type { RazorpayConfig } from './config.ts';
import { badRequest, notFound, unauthorized } from './envelopes.ts';
import { basicAuthOk } from './routes.ts';
import type { RazorpayStore } from './store.ts';

/**
 * Razorpay's payment list (payouts-and-messaging §4): `GET /v1/payments?from=&to=&count=&skip=` (Unix seconds,
 * inclusive; count ≤ 100, default 10), Basic auth, newest first, the `collection` envelope. Test controls plant a
 * captured payment the shop never saw (an order and its payment, no webhook) and alter what a recorded payment shows
 * (statement-controls.ts); a `reference` is a payment or order id.
 */
const hidden = { schema: { hide: true } };

const unix = (value: unknown): number | undefined | null => {
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : null;
};

export function registerRazorpayPaymentList(app: FastifyInstance, config: RazorpayConfig, store: RazorpayStore): void {
  const api = { ...hidden, preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
    if (!basicAuthOk(request, config)) return reply.code(401).send(unauthorized());
  } };

  app.get('/v1/payments', api, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const [from, to] = [unix(query.from), unix(query.to)];
    if (from === null) return reply.code(400).send(badRequest('The from must be an integer.', 'from'));
    if (to === null) return reply.code(400).send(badRequest('The to must be an integer.', 'to'));
    const count = boundedInt(query.count, 10, 1, 100);
    const skip = boundedInt(query.skip, 0, 0, 1_000_000);
    const items = [...store.payments.values()]
      .filter((payment) => (from === undefined || payment.created_at >= from) && (to === undefined || payment.created_at <= to))
      .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : -1))
      .slice(skip, skip + count);
    return { entity: 'collection', count: items.length, items };
  });

  app.post('/__emulator/statement', hidden, async (request, reply) => {
    const plant = plantOf(request.body, new Date());
    if (typeof plant === 'string') return reply.code(400).send(badRequest(plant));
    const order = store.createOrder({ amount: plant.amount, currency: 'KES', receipt: plant.reference ?? null, notes: {} });
    const payment = store.settle(order, 'paid');
    payment.created_at = Math.floor(plant.at.getTime() / 1000);
    return { order, payment };
  });

  app.post('/__emulator/statement/:reference', hidden, async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const payment = store.payments.get(reference) ?? store.paymentsOf(reference).find((candidate) => candidate.status === 'captured');
    if (!payment) return reply.code(404).send(notFound());
    const change = changeOf(request.body);
    if (typeof change === 'string') return reply.code(400).send(badRequest(change));
    if (change.amount !== undefined) payment.amount = change.amount;
    if (change.at !== undefined) payment.created_at = Math.floor(change.at.getTime() / 1000);
    return { payment };
  });
}
