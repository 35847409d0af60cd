import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin.module.ts';
import { createAdminCouponsRepo } from './admin-coupons.repo.ts';
import { adminCouponsRoutes } from './admin-coupons.routes.ts';
import { createAdminCouponsService } from './admin-coupons.service.ts';

/** /api/admin/coupons. */
export async function registerAdminCoupons(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const service = createAdminCouponsService({ db: deps.db, repo: createAdminCouponsRepo(deps.db) });
  await app.register(adminCouponsRoutes({ service }));
}
