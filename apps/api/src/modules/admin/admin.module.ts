import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../lib/auth.ts';
import type { CancellationService } from '../after-sale/cancellation.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import { createAdminRepo } from './admin.repo.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAuditService } from './audit.service.ts';

/** The back office's orders, payments and audit log (/api/admin/*). */
export async function registerAdmin(
  app: FastifyInstance, deps: { db: Db; auth: Auth; orders: OrdersService; payments: PaymentsService; cancellations: CancellationService },
) {
  const repo = createAdminRepo(deps.db);
  const orders = createAdminOrdersService({ ...deps, repo });
  await app.register(adminRoutes({ auth: deps.auth, orders, audit: createAuditService(repo) }));
}
