import {
  centsToShillings, newOrderId, orderPayloadSchema, paystackInitiateResponseSchema, paystackStatusResponseSchema, type PaystackStatusResponse,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { userOf } from '../../lib/identity.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { OrdersService } from './orders.service.ts';
import { LOGIN_MESSAGE, placement } from './placement-request.ts';

/**
 * Paystack at checkout (spec 2 §7): initiate places the order and answers Paystack's hosted page; the processing and
 * success screens poll the status of that reference, which asks Paystack's verify API while it is pending. Only the
 * signed `charge.success` (confirmed by verify) or verify itself marks the order paid, never the browser's return.
 */
const tags = ['orders'];

/** The order payload; the order id may be left to the server (a first attempt). */
const initiateBodySchema = orderPayloadSchema.extend({ orderId: orderPayloadSchema.shape.orderId.optional() });
const referenceParams = z.object({ reference: z.string().trim().min(1).max(100) });

const REDIRECTING = 'Redirecting to Paystack to complete your payment';
const PAID_BY_COUPON = 'Order placed and paid in full by your coupon';

const statusOf = (state: string): PaystackStatusResponse['status'] => (state === 'paid' ? 'success' : state === 'pending' ? 'pending' : 'failed');

export function paystackRoutes(deps: { checkout: CheckoutService; orders: OrdersService; payments: PaymentsService }): FastifyPluginAsyncZod {
  const { checkout, orders, payments } = deps;

  return async (app) => {
    app.post('/api/order/paystack/initiate', {
      config: { access: 'signed-in', loginMessage: LOGIN_MESSAGE },
      schema: { tags, summary: 'Place an order and start its Paystack payment (hosted page)', body: initiateBodySchema, response: { 200: paystackInitiateResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      const body = request.body;
      const orderRef = body.orderId ?? newOrderId();
      const { order, attemptId, nextAction } = await checkout.placeOnline(user.id, placement({ ...body, orderId: orderRef }, 'paystack'), 'paystack');
      const amount = centsToShillings(order.amountCents);
      if (nextAction.kind !== 'redirect') {
        return { success: true as const, message: PAID_BY_COUPON, authorizationUrl: '/orders', reference: '', orderId: order.orderRef, amount };
      }
      const attempt = await payments.findAttempt(attemptId);
      return { success: true as const, message: REDIRECTING, authorizationUrl: nextAction.url, reference: attempt?.providerRef ?? '', orderId: order.orderRef, amount };
    });

    app.get('/api/order/paystack/status/:reference', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Where a Paystack payment stands (asks Paystack while pending)', params: referenceParams, response: { 200: paystackStatusResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      const { reference } = request.params;
      const found = await payments.findByProviderRef('paystack', reference);
      const mine = found && (await orders.requestOf(found.id, 'paystack'));
      if (!found || !mine || mine.order.userId !== user.id) throw notFound('No such payment');
      // The customer is back from Paystack (or waiting for it): ask now rather than on the poll's schedule.
      await payments.refresh(found.id);
      const current = (await orders.requestOf(found.id, 'paystack')) ?? mine;
      const { attempt, order } = current;
      const status = order.status === 'cancelled' ? 'failed' : statusOf(attempt.state);
      return {
        success: true as const,
        reference,
        status,
        paymentDetails: {
          // What we keep of a payment: when it settled and the provider's words; the channel is not recorded.
          channel: null,
          paidAt: status === 'success' ? (attempt.settledAt?.toISOString() ?? null) : null,
          message: attempt.resultMessage,
        },
        order: { orderId: order.orderRef, amount: centsToShillings(order.amountCents), paymentStatus: order.paymentStatus },
      };
    });
  };
}
