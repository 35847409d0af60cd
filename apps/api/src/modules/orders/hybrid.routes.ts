import { hybridInitiateBodySchema, hybridInitiateResponseSchema, hybridStatusResponseSchema, newOrderId } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/identity.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { OrdersService } from './orders.service.ts';
import { LOGIN_MESSAGE, promptAnswer, promptResponses } from './placement-request.ts';

const tags = ['orders'];

/** The hybrid of spec 2 §3: part by a PesaFlux or TinyPesa prompt, the rest in cash at the counter. */
export function hybridRoutes(deps: { checkout: CheckoutService; orders: OrdersService }): FastifyPluginAsyncZod {
  const { checkout, orders } = deps;
  return async (app) => {
    app.post('/api/hybrid/initiate', {
      config: { access: 'signed-in', loginMessage: LOGIN_MESSAGE },
      schema: {
        tags, summary: "Place a hybrid order: the mobile part's prompt now, the cash part with the cashier's code",
        body: hybridInitiateBodySchema, response: promptResponses(hybridInitiateResponseSchema),
      },
    }, async (request, reply) => {
      const user = userOf(request, request.body.userId);
      const { mobilePayment, cashPayment, totalAmount } = request.body;
      const orderRef = request.body.orderId ?? newOrderId();
      const placed = await checkout.placeHybrid(user.id, {
        orderRef, method: 'hybrid', address: request.body.address, expectedAmount: totalAmount, couponCode: request.body.couponCode, deliveryOptionId: request.body.deliveryOptionId,
        phone: mobilePayment.phone, securityCode: cashPayment.securityCode,
        mobile: { provider: mobilePayment.provider, amount: mobilePayment.amount }, cashAmount: cashPayment.amount,
      });
      const message = promptAnswer(reply, placed, 'Cash part recorded. Check your phone and enter your M-Pesa PIN to pay the rest.');
      return {
        success: true as const, message, orderId: placed.order.orderRef,
        mobileRequestId: placed.attemptId, provider: mobilePayment.provider, totalAmount, mobileAmount: mobilePayment.amount, cashAmount: cashPayment.amount,
      };
    });

    app.get('/api/hybrid/status/:orderId', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: 'Where a hybrid payment stands: paid once both parts are', params: z.object({ orderId: z.string().max(100) }),
        response: { 200: hybridStatusResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request);
      return orders.hybridStatus(user.id, request.params.orderId);
    });
  };
}
