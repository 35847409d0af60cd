import {
  bankDetailsResponseSchema, mpesaInitiateBodySchema, mpesaInitiateResponseSchema, mpesaStatusResponseSchema, orderPayloadSchema,
  paymentSettingsResponseSchema, pendingOrderResponseSchema, placeOrderBodySchema, placeOrderResponseSchema,
  walkInCashBodySchema, centsToShillings, depositSettingsResponseSchema, newOrderId, type OrderPayload,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyLanguage } from '../../i18n/reply-language.ts';
import { say } from '../../i18n/say.ts';
import { userOf } from '../../lib/identity.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { CheckoutService } from './checkout.service.ts';
import { LOGIN_MESSAGE, placement, promptAnswer, promptResponses } from './placement-request.ts';
import { mobileMoneyRoutes } from './mobile-money.routes.ts';
import { hybridRoutes } from './hybrid.routes.ts';
import { stripeRoutes } from './stripe.routes.ts';
import { paystackRoutes } from './paystack.routes.ts';
import { razorpayRoutes } from './razorpay.routes.ts';
import type { OrdersService } from './orders.service.ts';
import { orderHistoryRoutes } from './order-history.routes.ts';
import type { PaymentSettings } from './payment-settings.ts';

const tags = ['orders'];
const loginMessage = LOGIN_MESSAGE;
const PAID_BY_COUPON = 'Order placed and paid in full by your coupon';

export function ordersRoutes(deps: {
  checkout: CheckoutService;
  orders: OrdersService;
  /** The owner's payment settings (/admin/settings): methods, deposits, the paybill customers pay to. */
  settings: PaymentSettings;
  /** The payment core, for the card providers' return checks (verify against the provider's API). */
  payments: PaymentsService;
  /** RAZORPAY_KEY_SECRET: the checkout's handler signature is checked with it (absent: Razorpay is not configured). */
  razorpayKeySecret?: string | undefined;
}): FastifyPluginAsyncZod {
  const { checkout, orders } = deps;

  return async (app) => {
    await app.register(orderHistoryRoutes({ orders }));
    await app.register(mobileMoneyRoutes({ checkout, orders }));
    await app.register(hybridRoutes({ checkout, orders }));
    await app.register(paystackRoutes({ checkout, orders, payments: deps.payments }));
    await app.register(stripeRoutes({ checkout, orders, payments: deps.payments }));
    await app.register(razorpayRoutes({ checkout, orders, payments: deps.payments, keySecret: deps.razorpayKeySecret }));

    app.get('/api/payment-settings', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Payment methods the shop takes now', response: { 200: paymentSettingsResponseSchema } },
    }, async () => {
      return deps.settings.response();
    });

    app.get('/api/order/deposit/settings', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The minimum deposit percents (regular and new customers)', response: { 200: depositSettingsResponseSchema } },
    }, async () => {
      const { minDepositRegular, minDepositNewUser } = await deps.settings.current();
      return { success: true as const, settings: { minDepositRegular, minDepositNewUser } };
    });

    app.get('/api/order/bankdetails', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Sidian paybill details for a manual payment', response: { 200: bankDetailsResponseSchema } },
    }, async () => {
      return { success: true as const, ...(await deps.settings.bankDetails()) };
    });

    app.get('/api/order/pending', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The order waiting for an online payment, if any', response: { 200: pendingOrderResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      const pendingOrder = await orders.pending(user.id);
      return { success: true as const, hasPending: pendingOrder !== null, pendingOrder };
    });

    app.get('/api/order/count', {
      config: { access: 'signed-in' },
      schema: { tags, summary: "How many orders this customer has paid and kept (0: a new customer, whatever was declined or cancelled)", response: { 200: z.object({ success: z.literal(true), count: z.number().int() }) } },
    }, async (request) => {
      const user = userOf(request);
      return { success: true as const, count: await orders.count(user.id) };
    });

    app.post('/api/order/place', {
      config: { access: 'signed-in', loginMessage: loginMessage },
      schema: { tags, summary: "Place a cash order (with the cashier's security code) or a cash-on-delivery order (no code)", body: placeOrderBodySchema, response: { 200: placeOrderResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      const order = await checkout.placeOffline(user.id, { ...placement(request.body, request.body.paymentMethod), securityCode: request.body.securityCode });
      const message = order.paymentStatus !== 'paid' ? 'Order placed: pay in cash on delivery' : order.amount === 0 ? PAID_BY_COUPON : 'Order placed and paid in cash';
      return { success: true as const, message, order };
    });

    app.post('/api/order/sidian', {
      config: { access: 'signed-in', loginMessage: loginMessage },
      schema: { tags, summary: 'Place an order paid to the Sidian paybill', body: orderPayloadSchema, response: { 200: placeOrderResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      const order = await checkout.placeOffline(user.id, placement(request.body, 'sidian'));
      const bank = await deps.settings.bankDetails();
      const message = order.paymentStatus === 'paid'
        ? PAID_BY_COUPON
        : say(replyLanguage(request), 'sidian.placed', { paybill: bank.paybill, reference: order.reference, amount: order.amount });
      return { success: true as const, message, order, bankDetails: bank };
    });

    app.post('/api/order/cash', {
      config: { access: 'staff' },
      schema: { tags, summary: 'A cashier sells to a walk-in customer for cash', body: walkInCashBodySchema, response: { 200: placeOrderResponseSchema } },
    }, async (request) => {
      const cashier = userOf(request);
      const { customerName, contact, orderNotes } = request.body;
      const order = await checkout.placeOffline(cashier.id, {
        ...placement({ ...request.body, address: request.body.address ?? {} } as OrderPayload, 'cash'),
        walkIn: { customerName, contact, notes: orderNotes }, placedBy: cashier.id,
      });
      return { success: true as const, message: 'Cash order recorded', order };
    });

    app.post('/api/order/mpesa/initiate', {
      config: { access: 'signed-in', loginMessage: loginMessage },
      schema: { tags, summary: 'Place an order and send the M-Pesa prompt (202: no answer from M-Pesa yet, the shop is checking)', body: mpesaInitiateBodySchema, response: promptResponses(mpesaInitiateResponseSchema) },
    }, async (request, reply) => {
      const user = userOf(request, request.body.userId);
      const body = request.body;
      const orderRef = body.orderId ?? newOrderId();
      const placed = await checkout.placeWithPrompt(user.id, { ...placement({ ...body, orderId: orderRef }, 'mpesa'), phone: body.phone }, 'mpesa');
      const message = promptAnswer(reply, placed);
      return {
        success: true as const, message, mpesaRequestId: placed.attemptId,
        orderId: placed.order.orderRef, amount: centsToShillings(placed.order.amountCents), customerMessage: message,
      };
    });

    app.get('/api/order/mpesa/status/:mpesaRequestId', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Where an M-Pesa payment stands (404: the order was cancelled)', params: z.object({ mpesaRequestId: z.string().max(100) }), response: { 200: mpesaStatusResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      return orders.paymentStatus(user.id, request.params.mpesaRequestId, 'mpesa');
    });
  };
}
