import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptForms, sameSecret } from '../emulator-http.ts';
import { checkoutPage, errorPage, resultPage, resultScript } from './checkout-page.ts';
import type { RazorpayConfig } from './config.ts';
import { badRequest, notFound, unauthorized } from './envelopes.ts';
import { checkoutSignature } from './signatures.ts';
import type { CheckoutOutcome, OrderEntity, PaymentEntity, RazorpayStore } from './store.ts';
import { checkOrder } from './validate.ts';
import type { WebhookSender } from './webhooks.ts';

/**
 * Razorpay's API at the paths of https://api.razorpay.com (§4.2, §6.6), the Checkout stand-in (§4.3) and the admin
 * API under `/__emulator/` (settle a checkout headless, list events, redeliver, delivery switches).
 */
const hidden = { schema: { hide: true } };

export function basicAuthOk(request: FastifyRequest, config: RazorpayConfig): boolean {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && sameSecret(decoded.slice(0, colon), config.keyId) && sameSecret(decoded.slice(colon + 1), config.keySecret);
}

/** What Checkout hands the `handler` on success, or the `payment.failed` error object (§4.3). */
export function checkoutResponse(order: OrderEntity, payment: PaymentEntity, keySecret: string) {
  if (payment.status === 'captured') {
    return {
      source: 'razorpay-checkout', response: {
        razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: checkoutSignature(keySecret, order.id, payment.id),
      },
    };
  }
  return {
    source: 'razorpay-checkout', error: {
      code: payment.error_code, description: payment.error_description, source: payment.error_source, step: payment.error_step,
      reason: payment.error_reason, metadata: { order_id: order.id, payment_id: payment.id },
    },
  };
}

export function registerRazorpayRoutes(app: FastifyInstance, config: RazorpayConfig, store: RazorpayStore, webhooks: WebhookSender): void {
  acceptForms(app);
  const api = { ...hidden, preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
    if (!basicAuthOk(request, config)) return reply.code(401).send(unauthorized());
  } };
  const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });

  /** A checkout ends: the payment is stored, the order moves, the webhooks go. Refused for a paid order. */
  function settle(order: OrderEntity, outcome: CheckoutOutcome): PaymentEntity | undefined {
    if (order.status === 'paid') return undefined;
    const payment = store.settle(order, outcome);
    webhooks.emit(order, payment);
    return payment;
  }

  app.post('/v1/orders', api, async (request, reply) => {
    const checked = checkOrder(request.body, config);
    if (!checked.ok) return reply.code(400).send(checked.body);
    return store.createOrder(checked.value);
  });

  app.get<{ Params: { id: string } }>('/v1/orders/:id', api, async (request, reply) =>
    store.orders.get(request.params.id) ?? reply.code(400).send(notFound()));

  app.get<{ Params: { id: string } }>('/v1/orders/:id/payments', api, async (request, reply) =>
    store.orders.has(request.params.id) ? collection(store.paymentsOf(request.params.id)) : reply.code(400).send(notFound()));

  app.get<{ Params: { id: string } }>('/v1/payments/:id', api, async (request, reply) =>
    store.payments.get(request.params.id) ?? reply.code(400).send(notFound()));

  // The Checkout stand-in: opened with the order and the public key id, as checkout.js is given them.
  app.get<{ Querystring: { order_id?: string; key_id?: string } }>('/checkout', hidden, async (request, reply) => {
    const { order_id: orderId = '', key_id: keyId = '' } = request.query;
    const order = store.orders.get(orderId);
    reply.type('text/html; charset=utf-8');
    if (!sameSecret(keyId, config.keyId)) return reply.code(401).send(errorPage('This key id is not valid.'));
    if (!order) return reply.code(400).send(errorPage('No such order.'));
    return checkoutPage(app.prefix, order, keyId);
  });

  app.post<{ Body: { order_id?: string; key_id?: string; action?: string } }>('/checkout', hidden, async (request, reply) => {
    const { order_id: orderId = '', key_id: keyId = '', action } = request.body ?? {};
    const order = store.orders.get(orderId);
    reply.type('text/html; charset=utf-8');
    if (!sameSecret(keyId, config.keyId)) return reply.code(401).send(errorPage('This key id is not valid.'));
    if (!order) return reply.code(400).send(errorPage('No such order.'));
    if (action === 'close') return resultPage(app.prefix, { source: 'razorpay-checkout', dismissed: true }, 'Payment cancelled.');
    if (action !== 'pay' && action !== 'decline') return reply.code(400).send(errorPage('Unknown action.'));
    const payment = settle(order, action === 'pay' ? 'paid' : 'declined');
    if (!payment) return reply.code(400).send(errorPage('This order is already paid.'));
    return resultPage(app.prefix, checkoutResponse(order, payment, config.keySecret), payment.status === 'captured' ? 'Payment successful.' : 'Payment failed.');
  });

  app.get('/checkout/result.js', hidden, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(resultScript));

  registerAdmin(app, config, store, webhooks, settle);
}

function registerAdmin(
  app: FastifyInstance, config: RazorpayConfig, store: RazorpayStore, webhooks: WebhookSender,
  settle: (order: OrderEntity, outcome: CheckoutOutcome) => PaymentEntity | undefined,
): void {
  const eventView = ({ body, ...event }: { body: string; id: string; name: string }) => ({ ...event, body: JSON.parse(body) as unknown });

  app.get('/__emulator/orders', hidden, async () => ({ orders: [...store.orders.values()].map((order) => ({ ...order, payments: store.paymentsOf(order.id) })) }));

  app.post<{ Params: { id: string }; Body: { outcome?: string } }>('/__emulator/orders/:id/pay', hidden, async (request, reply) => {
    const order = store.orders.get(request.params.id);
    if (!order) return reply.code(404).send(notFound());
    const outcome = request.body?.outcome ?? 'paid';
    if (outcome !== 'paid' && outcome !== 'declined' && outcome !== 'timeout') return reply.code(400).send(badRequest('outcome must be paid, declined or timeout', 'outcome'));
    const payment = settle(order, outcome);
    if (!payment) return reply.code(400).send(badRequest('Order is already paid'));
    return checkoutResponse(order, payment, config.keySecret);
  });

  app.get('/__emulator/events', hidden, async () => ({ events: [...webhooks.events.values()].map(eventView) }));

  app.post<{ Params: { id: string } }>('/__emulator/events/:id/redeliver', hidden, async (request, reply) => {
    const event = webhooks.events.get(request.params.id);
    if (!event) return reply.code(404).send(notFound());
    await webhooks.redeliver(event);
    return eventView(event);
  });

  // Delivery switches (§6.6): every event sent twice, and the events of one payment in reverse order.
  app.post<{ Body: { duplicate?: boolean; outOfOrder?: boolean } }>('/__emulator/delivery', hidden, async (request) => {
    const { duplicate, outOfOrder } = request.body ?? {};
    if (typeof duplicate === 'boolean') webhooks.switches.duplicate = duplicate;
    if (typeof outOfOrder === 'boolean') webhooks.switches.outOfOrder = outOfOrder;
    return webhooks.switches;
  });
}
