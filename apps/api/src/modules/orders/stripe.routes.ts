import {
  centsToShillings, newOrderId, orderPayloadSchema, stripeInitiateResponseSchema, verifyStripeBodySchema, verifyStripeResponseSchema, type VerifyStripeResponse,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import { userOf } from '../../lib/identity.ts';
import type { AttemptRow, PaymentsService } from '../payments/payments.service.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { OrdersService } from './orders.service.ts';
import { LOGIN_MESSAGE, placement } from './placement-request.ts';

const tags = ['orders'];
const stripeOrderBodySchema = orderPayloadSchema.extend({ orderId: orderPayloadSchema.shape.orderId.optional() });

/** The spec's return page sends the JWT in a `token` header: read as the bearer token when no Authorization is given. */
function acceptTokenHeader(request: FastifyRequest): void {
  const token = request.headers.token;
  if (!request.headers.authorization && typeof token === 'string' && token !== '') request.headers.authorization = `Bearer ${token}`;
}

/**
 * Stripe Checkout (spec 2 "Stripe return", reference §3): the server prices the order and creates its Checkout Session;
 * the browser goes to Stripe's page and comes back to /verify. `verifyStripe` never trusts the `success` flag: it asks
 * Stripe for the session (through the payment core, which checks amount and currency) and answers our record.
 */
export function stripeRoutes(deps: { checkout: CheckoutService; orders: OrdersService; payments: PaymentsService }): FastifyPluginAsyncZod {
  const { checkout, orders, payments } = deps;

  /** The customer's Stripe attempt for this order (by the session id when the return carries it); else 404. */
  async function attemptOf(userId: string, orderRef: string, sessionId: string | undefined) {
    const order = await orders.findByRef(orderRef);
    if (!order || order.userId !== userId) throw notFound('No such payment');
    const attempts: AttemptRow[] = await payments.allFor([order.id]);
    const attempt = sessionId
      ? attempts.find((candidate) => candidate.provider === 'stripe' && candidate.providerRef === sessionId)
      : attempts.findLast((candidate) => candidate.provider === 'stripe' || candidate.provider === 'coupon');
    if (!attempt) throw notFound('No such payment');
    return { order, attempt };
  }

  return async (app) => {
    app.post('/api/order/stripe', {
      config: { access: 'signed-in', loginMessage: LOGIN_MESSAGE },
      schema: { tags, summary: 'Place an order and open its Stripe Checkout page', body: stripeOrderBodySchema, response: { 200: stripeInitiateResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      const orderRef = request.body.orderId ?? newOrderId();
      const { order, attemptId, nextAction } = await checkout.placeOnline(user.id, placement({ ...request.body, orderId: orderRef }, 'stripe'), 'stripe');
      // An order a coupon paid in full has nothing to pay on Stripe's page.
      if (nextAction.kind !== 'redirect') throw new AppError('CONFLICT', 'This order is already paid in full. Check My Orders.');
      // The attempt's provider reference is its Checkout Session id, stored before this answer (reference §6.9).
      const attempt = (await payments.allFor([order.id])).find((candidate) => candidate.id === attemptId);
      return {
        success: true as const, message: 'Redirecting to Stripe\'s secure payment page', url: nextAction.url,
        sessionId: attempt?.providerRef ?? '', orderId: order.orderRef, amount: centsToShillings(order.amountCents),
      };
    });

    app.post('/api/order/verifyStripe', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Where a Stripe payment stands, asked of Stripe (the success flag is not trusted)', body: verifyStripeBodySchema, response: { 200: verifyStripeResponseSchema } },
      // Before the access gate, which reads the bearer token on request.
      onRequest: async (request) => acceptTokenHeader(request),
    }, async (request) => {
      const user = userOf(request);
      const { order, attempt } = await attemptOf(user.id, request.body.orderId, request.body.sessionId || undefined);
      const settled = (await payments.refresh(attempt.id)) ?? attempt;
      const current = (await orders.findByRef(order.orderRef)) ?? order;
      const paymentStatus: VerifyStripeResponse['paymentStatus'] = settled.state === 'paid' ? 'paid'
        : settled.state === 'pending' && current.status !== 'cancelled' ? 'pending' : 'failed';
      const message = paymentStatus === 'paid' ? 'Payment received'
        : paymentStatus === 'pending' ? 'Waiting for Stripe to confirm the payment' : settled.resultMessage ?? 'Payment failed';
      return { success: paymentStatus === 'paid', paymentStatus, orderId: order.orderRef, message };
    });
  };
}
