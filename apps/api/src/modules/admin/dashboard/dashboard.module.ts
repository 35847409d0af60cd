import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin.module.ts';
import { createDashboardRepo } from './dashboard.repo.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The dashboard (/api/admin/dashboard). */
export async function registerAdminDashboard(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const dashboard = createDashboardService({ repo: createDashboardRepo(deps.db), payments: deps.payments });
  await app.register(dashboardRoutes({ dashboard }));
}
