import {
  cashierOrderParamsSchema, cashierOrderResponseSchema, pendingCodQuerySchema, pendingCodResponseSchema, confirmCashBodySchema, confirmCashResponseSchema, todaysCashOrdersResponseSchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../lib/identity.ts';
import type { CashierService } from './cashier.service.ts';

const tags = ['cashier'];

/** The counter's endpoints (cashier or admin only): the day's cash orders and confirming cash on delivery. */
export function cashierRoutes(cashier: CashierService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/cashier/orders/today', {
      config: { access: 'staff' },
      schema: { tags, summary: "Today's cash and cash-on-delivery orders (a cashier's own; an admin's: all) with the total paid", response: { 200: todaysCashOrdersResponseSchema } },
    }, async (request) => {
      const staff = userOf(request);
      return { success: true as const, ...(await cashier.today(staff)) };
    });

    app.get('/api/cashier/orders/pending', {
      config: { access: 'staff' },
      schema: {
        tags, summary: 'Cash-on-delivery orders waiting for their cash, oldest first; q matches the reference, name or phone',
        querystring: pendingCodQuerySchema, response: { 200: pendingCodResponseSchema },
      },
    }, async (request) => ({ success: true as const, orders: await cashier.pending(request.query.q) }));

    app.get('/api/cashier/orders/:orderId', {
      config: { access: 'staff' },
      schema: { tags, summary: 'A cash-on-delivery order to confirm (an admin: also Sidian)', params: cashierOrderParamsSchema, response: { 200: cashierOrderResponseSchema } },
    }, async (request) => {
      const staff = userOf(request);
      return { success: true as const, order: await cashier.lookup(staff, request.params.orderId) };
    });

    app.post('/api/cashier/orders/:orderId/confirm-cash', {
      config: { access: 'staff' },
      schema: {
        tags, summary: 'Confirm the cash of a delivered cash-on-delivery order: it becomes paid (409 when it already is)',
        params: cashierOrderParamsSchema, body: confirmCashBodySchema, response: { 200: confirmCashResponseSchema },
      },
    }, async (request) => {
      const staff = userOf(request);
      const order = await cashier.confirmCash(staff, request.params.orderId, request.body?.note);
      return { success: true as const, message: 'Cash confirmed: the order is paid', order };
    });
  };
}
