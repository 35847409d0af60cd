import {
  centsToShillings, newOrderId, orderPayloadSchema, razorpayOrderResponseSchema, verifyRazorpayQuerySchema, verifyRazorpayResponseSchema,
  type VerifyRazorpayResponse,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { userOf } from '../../lib/identity.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { verifyCheckoutSignature } from '../payments/providers/razorpay/razorpay.provider.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { OrdersService } from './orders.service.ts';
import { LOGIN_MESSAGE, placement } from './placement-request.ts';

const tags = ['orders'];
const razorpayOrderBodySchema = orderPayloadSchema.extend({ orderId: orderPayloadSchema.shape.orderId.optional() });

/** The Razorpay order the provider created, read back from the Checkout address it answered (order id, key id). */
function checkoutOf(url: string): { checkoutUrl: string; razorpayOrderId: string; keyId: string } {
  const parsed = new URL(url);
  return {
    checkoutUrl: `${parsed.origin}${parsed.pathname}`,
    razorpayOrderId: parsed.searchParams.get('order_id') ?? '',
    keyId: parsed.searchParams.get('key_id') ?? '',
  };
}

/**
 * Razorpay's checkout (spec 2 §2, reference §4): the server prices the order and creates Razorpay's order; the shop
 * opens Checkout in a popup; the handler's trio comes back to `verifyRazorpay`, whose signature is checked here, but
 * only Razorpay's own Orders API (through the payment core) or its signed webhook marks the order paid.
 * `keySecret` (RAZORPAY_KEY_SECRET) checks the trio's signature; without it the answer is still only our record.
 */
export function razorpayRoutes(deps: {
  checkout: CheckoutService; orders: OrdersService; payments: PaymentsService; keySecret?: string | undefined;
}): FastifyPluginAsyncZod {
  const { checkout, orders, payments, keySecret } = deps;
  return async (app) => {
    app.post('/api/order/razorpay', {
      config: { access: 'signed-in', loginMessage: LOGIN_MESSAGE },
      schema: {
        tags, summary: 'Place an order and create its Razorpay order for the checkout popup',
        body: razorpayOrderBodySchema, response: { 200: razorpayOrderResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      const orderRef = request.body.orderId ?? newOrderId();
      const { order, nextAction } = await checkout.placeOnline(user.id, placement({ ...request.body, orderId: orderRef }, 'razorpay'), 'razorpay');
      // Razorpay takes no zero amount: an order a coupon paid in full has nothing to open Checkout for.
      if (nextAction.kind !== 'redirect') throw new AppError('CONFLICT', 'This order is already paid in full. Check My Orders.');
      const { checkoutUrl, razorpayOrderId, keyId } = checkoutOf(nextAction.url);
      return {
        success: true as const, message: 'Razorpay order created', orderId: order.orderRef, amount: centsToShillings(order.amountCents),
        razorpayOrder: { id: razorpayOrderId, amount: order.amountCents, currency: 'KES', receipt: order.orderRef },
        keyId, checkoutUrl,
      };
    });

    app.get('/api/order/verifyRazorpay', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: "Check Razorpay Checkout's handler response and answer where the payment stands",
        querystring: verifyRazorpayQuerySchema, response: { 200: verifyRazorpayResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request);
      const { razorpay_order_id: razorpayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.query;
      const attempt = await payments.findByProviderRef('razorpay', razorpayOrderId);
      const found = attempt ? await orders.requestOf(attempt.id, 'razorpay') : undefined;
      if (!found || found.order.userId !== user.id) throw notFound('No such payment');
      // The order id signed is the one we stored (the attempt's), not only the browser's echo of it.
      if (keySecret !== undefined && !verifyCheckoutSignature(found.attempt.providerRef ?? '', paymentId, signature, keySecret)) {
        throw badRequest('Payment verification failed');
      }
      const settled = (await payments.refresh(found.attempt.id)) ?? found.attempt;
      const cancelled = found.order.status === 'cancelled';
      const paymentStatus: VerifyRazorpayResponse['paymentStatus'] = settled.state === 'paid' ? 'paid' : settled.state === 'pending' && !cancelled ? 'pending' : 'failed';
      const message = paymentStatus === 'paid' ? 'Payment received'
        : paymentStatus === 'pending' ? 'Waiting for Razorpay to confirm the payment' : settled.resultMessage ?? 'Payment failed';
      return { success: paymentStatus === 'paid', paymentStatus, orderId: found.order.orderRef, message };
    });
  };
}
