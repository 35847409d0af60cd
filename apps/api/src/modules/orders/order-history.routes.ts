import {
  deliverResponseSchema, orderDetailResponseSchema, orderListBodySchema, orderListResponseSchema, orderPageBodySchema, orderRefParamsSchema,
  userOrdersResponseSchema, type OrderView, type OrderViewField,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyLanguage } from '../../i18n/reply-language.ts';
import { userOf } from '../../lib/identity.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];

/** Only the fields asked for (spec 2 §7 "projection → orders"). */
function project(order: OrderView, fields: readonly OrderViewField[]): Partial<OrderView> {
  return Object.fromEntries(fields.map((field) => [field, order[field]])) as Partial<OrderView>;
}

/** The customer's orders after the sale (spec 2 §2 Order history, §4): history, the order page, delivery. */
export function orderHistoryRoutes(deps: { orders: OrdersService }): FastifyPluginAsyncZod {
  const { orders } = deps;

  return async (app) => {
    app.post('/api/order/userorders', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: "This customer's orders, newest first, a page at a time, with the history's totals",
        body: orderPageBodySchema.optional(), response: { 200: userOrdersResponseSchema },
      },
    }, async (request) => {
      const body = request.body ?? {};
      const user = userOf(request, body.userId);
      const [page, summary] = await Promise.all([orders.page(user.id, body, replyLanguage(request)), orders.summary(user.id)]);
      return { success: true as const, ...page, summary };
    });

    app.post('/api/order/user/list', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: "This customer's orders with only the fields asked for (projection), paged like the history",
        body: orderListBodySchema.optional(), response: { 200: orderListResponseSchema },
      },
    }, async (request) => {
      const body = request.body ?? {};
      const user = userOf(request, body.userId);
      const page = await orders.page(user.id, body, replyLanguage(request));
      const fields = body.projection;
      return { success: true as const, nextCursor: page.nextCursor, orders: fields ? page.orders.map((order) => project(order, fields)) : page.orders };
    });

    app.get('/api/order/:orderId', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: 'One of this customer\'s orders in full, with its payment timeline (another\'s: 404)',
        params: orderRefParamsSchema, response: { 200: orderDetailResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request);
      return { success: true as const, ...(await orders.detail(user.id, request.params.orderId, replyLanguage(request))) };
    });

    app.patch('/api/order/:orderId/deliver', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: 'The owner marks a paid order delivered (once; not a cancelled one)',
        params: orderRefParamsSchema, response: { 200: deliverResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request);
      const order = await orders.deliver(user.id, request.params.orderId, new Date(), replyLanguage(request));
      return { success: true as const, message: 'Order marked as delivered!', order };
    });
  };
}
