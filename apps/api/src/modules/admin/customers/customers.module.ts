import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin.module.ts';
import { adminCustomersRoutes } from './customers.routes.ts';
import { createAdminCustomersService } from './customers.service.ts';

/** /api/admin/customers/*: the shop's accounts, admin only. */
export async function registerAdminCustomers(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const customers = createAdminCustomersService({ db: deps.db, orders: deps.orders, waitlist: deps.waitlist });
  await app.register(adminCustomersRoutes({ customers }));
}
