import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin.module.ts';
import { createDashboardRepo } from './dashboard.repo.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The dashboard (/api/admin/dashboard). */
export async function registerAdminDashboard(app: FastifyInstance, deps: AdminDeps & { failingJobs: () => Promise<number> }): Promise<void> {
  const dashboard = createDashboardService({ repo: createDashboardRepo(deps.db), payments: deps.payments, failingJobs: deps.failingJobs, codesPausedMs: deps.codesPausedMs });
  await app.register(dashboardRoutes({ dashboard }));
}
