import type { FastifyInstance } from 'fastify';
import { adminCouriersRoutes } from './admin-couriers.routes.ts';
import { createAdminCouriersService } from './admin-couriers.service.ts';
import type { CouriersRepo } from './couriers.repo.ts';
import type { Db } from '../../../db/client.ts';

/** /api/admin/couriers. */
export async function registerAdminCouriers(app: FastifyInstance, deps: { db: Db; couriers: CouriersRepo }): Promise<void> {
  const couriers = createAdminCouriersService({ db: deps.db, repo: deps.couriers });
  await app.register(adminCouriersRoutes({ couriers }));
}
