import {
  adminCustomerActionResponseSchema, adminCustomerDetailResponseSchema, adminCustomerListQuerySchema, adminCustomerListResponseSchema,
  adminCustomerParamsSchema, adminCustomerReasonBodySchema, adminCustomerRoleBodySchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import type { AdminCustomersService } from './customers.service.ts';

const tags = ['admin'];

/** /api/admin/customers: find and look at accounts; suspend, reinstate, change role. Admin only, every change audited. */
export function adminCustomersRoutes(deps: { customers: AdminCustomersService }): FastifyPluginAsyncZod {
  const { customers } = deps;
  return async (app) => {
    app.get('/api/admin/customers', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Accounts, newest first: search (any part of a name or e-mail, a phone), role and status filters, keyset pages', querystring: adminCustomerListQuerySchema, response: { 200: adminCustomerListResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await customers.list(request.query)) };
    });

    app.get('/api/admin/customers/:userId', {
      config: { access: 'admin' },
      schema: { tags, summary: 'An account with its recent orders, waitlist, offers and live sessions', params: adminCustomerParamsSchema, response: { 200: adminCustomerDetailResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await customers.detail(request.params.userId)) };
    });

    app.post('/api/admin/customers/:userId/suspend', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Suspend an account and end its sessions (not oneself, not an admin)', params: adminCustomerParamsSchema, body: adminCustomerReasonBodySchema, response: { 200: adminCustomerActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Account suspended', customer: await customers.suspend(admin, request.params.userId, request.body.reason) };
    });

    app.post('/api/admin/customers/:userId/reinstate', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Lift a suspension', params: adminCustomerParamsSchema, body: adminCustomerReasonBodySchema, response: { 200: adminCustomerActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Account reinstated', customer: await customers.reinstate(admin, request.params.userId, request.body.reason) };
    });

    app.post('/api/admin/customers/:userId/role', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Make an account customer, cashier or admin (not oneself, never the last admin)', params: adminCustomerParamsSchema, body: adminCustomerRoleBodySchema, response: { 200: adminCustomerActionResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      const customer = await customers.changeRole(admin, request.params.userId, request.body.role, request.body.reason);
      return { success: true as const, message: `Role changed to ${customer.role}`, customer };
    });
  };
}
