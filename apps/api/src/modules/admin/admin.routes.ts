import {
  adminConfirmPaymentBodySchema, adminDecideCancellationBodySchema, adminDispatchBodySchema, adminReadyForCollectionBodySchema, adminOrderExportQuerySchema, adminOrderActionResponseSchema, adminOrderDetailResponseSchema,
  adminNoteBodySchema, adminOrderListQuerySchema, adminOrderListResponseSchema, adminOrderParamsSchema, adminReasonBodySchema, auditListResponseSchema, auditQuerySchema,
  formatTotal,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../lib/identity.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';
import type { AuditService } from './audit.service.ts';
import { attachment } from './csv/csv-stream.ts';
import { ordersCsv } from './csv/orders-csv.ts';

const tags = ['admin'];

/** The back office's orders, payments and audit log: admin only, every change audited. */
export function adminRoutes(deps: { orders: AdminOrdersService; audit: AuditService }): FastifyPluginAsyncZod {
  const { orders, audit } = deps;
  return async (app) => {
    app.get('/api/admin/orders', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Every order, newest first: filters, search (order id, phone, e-mail, name), keyset pages', querystring: adminOrderListQuerySchema, response: { 200: adminOrderListResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await orders.list(request.query)) };
    });

    app.get('/api/admin/orders/export.csv', {
      config: { access: 'admin' },
      schema: { tags, summary: 'The filtered orders list as a CSV file (every page, streamed)', querystring: adminOrderExportQuerySchema },
    }, async (request, reply) => {
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment('mitumba-orders'))
        .send(ordersCsv(orders.exportPages(request.query)));
    });

    app.get('/api/admin/orders/:orderId', {
      config: { access: 'admin' },
      schema: { tags, summary: 'An order with its customer, every payment attempt and event, and its cancellation request', params: adminOrderParamsSchema, response: { 200: adminOrderDetailResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await orders.detail(request.params.orderId)) };
    });

    app.post('/api/admin/orders/:orderId/confirm-payment', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Confirm a pending Sidian paybill (an order\'s, a deposit\'s or towards a balance) or cash-on-delivery payment with its reference',
        params: adminOrderParamsSchema, body: adminConfirmPaymentBodySchema, response: { 200: adminOrderActionResponseSchema },
      },
    }, async (request) => {
      const admin = userOf(request);
      const order = await orders.confirmPayment(admin, request.params.orderId, request.body);
      // A deposit or part of a balance leaves the order open: say what is still owed.
      const message = order.paymentStatus === 'paid' ? 'Payment confirmed: the order is paid' : `Payment confirmed: Ksh ${formatTotal(order.balance)} left to pay`;
      return { success: true as const, message, order };
    });

    app.post('/api/admin/orders/:orderId/dispatch', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Mark a paid, undelivered order dispatched with a courier (an enabled one) and its tracking number (once: a second time is 409); a note is optional',
        params: adminOrderParamsSchema, body: adminDispatchBodySchema, response: { 200: adminOrderActionResponseSchema },
      },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Order marked as dispatched', order: await orders.dispatch(admin, request.params.orderId, request.body) };
    });

    app.post('/api/admin/orders/:orderId/ready-for-collection', {
      config: { access: 'admin' },
      schema: {
        tags, summary: 'Tell the customer a paid, undelivered order waits to be collected at a place until a day (once: a second time is 409)',
        params: adminOrderParamsSchema, body: adminReadyForCollectionBodySchema, response: { 200: adminOrderActionResponseSchema },
      },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Order marked as ready for collection', order: await orders.readyForCollection(admin, request.params.orderId, request.body) };
    });

    app.post('/api/admin/orders/:orderId/deliver', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Mark a paid order delivered (its return window starts); a note is optional', params: adminOrderParamsSchema, body: adminNoteBodySchema, response: { 200: adminOrderActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Order marked as delivered', order: await orders.deliver(admin, request.params.orderId, request.body.reason) };
    });

    app.post('/api/admin/orders/:orderId/cancel', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Cancel an unpaid order, or a deposit order with its balance open (its stock goes back; paid parts are raised to hand back)', params: adminOrderParamsSchema, body: adminReasonBodySchema, response: { 200: adminOrderActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Order cancelled', order: await orders.cancel(admin, request.params.orderId, request.body.reason) };
    });

    app.post('/api/admin/cancellations/:orderId/decide', {
      config: { access: 'admin' },
      schema: { tags, summary: "Approve (refund, stock back) or reject a customer's cancellation request", params: adminOrderParamsSchema, body: adminDecideCancellationBodySchema, response: { 200: adminOrderActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      const order = await orders.decideCancellation(admin, request.params.orderId, request.body);
      return { success: true as const, message: request.body.approve ? 'Cancellation approved' : 'Cancellation rejected', order };
    });

    app.get('/api/admin/audit', {
      config: { access: 'admin' },
      schema: { tags, summary: 'The audit log, newest first: filter by entity and id or by actor', querystring: auditQuerySchema, response: { 200: auditListResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await audit.page(request.query)) };
    });
  };
}
