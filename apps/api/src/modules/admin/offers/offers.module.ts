import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin.module.ts';
import { createOffersAdminRepo } from './offers-admin.repo.ts';
import { offersAdminRoutes } from './offers-admin.routes.ts';
import { createOffersAdminService } from './offers-admin.service.ts';

/** /api/admin/offers and /api/admin/waitlist. */
export async function registerAdminOffers(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const service = createOffersAdminService({ db: deps.db, repo: createOffersAdminRepo(deps.db), offers: deps.offers });
  await app.register(offersAdminRoutes({ service }));
}
