import type { FastifyInstance } from 'fastify';
import { createDeliveryRepo } from '../../delivery/delivery.repo.ts';
import type { AdminDeps } from '../admin.module.ts';
import { adminDeliveryRoutes } from './admin-delivery.routes.ts';
import { createAdminDeliveryService } from './admin-delivery.service.ts';

/** The delivery options in the back office (/api/admin/delivery-options). */
export async function registerAdminDelivery(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  await app.register(adminDeliveryRoutes({ service: createAdminDeliveryService({ db: deps.db, repo: createDeliveryRepo(deps.db) }) }));
}
