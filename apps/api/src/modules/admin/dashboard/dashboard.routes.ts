import { adminDashboardResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.ts';

/** The back office's first screen: admin only, read-only. */
export function dashboardRoutes(deps: { dashboard: DashboardService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/dashboard', {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: "Today's and this month's paid sales (Nairobi days), orders by status, payments needing a person, low stock, 30 days of sales", response: { 200: adminDashboardResponseSchema } },
    }, async () => {
      return { success: true as const, ...(await deps.dashboard.summary()) };
    });
  };
}
