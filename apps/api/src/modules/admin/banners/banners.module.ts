import type { FastifyInstance } from 'fastify';
import { createBannersRepo } from '../../banners/banners.repo.ts';
import type { AdminDeps } from '../admin.module.ts';
import { adminBannersRoutes } from './admin-banners.routes.ts';
import { createAdminBannersService } from './admin-banners.service.ts';

/** The home banners in the back office (/api/admin/banners). */
export async function registerAdminBanners(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const banners = createAdminBannersService({ db: deps.db, repo: createBannersRepo(deps.db), storage: deps.storage });
  await app.register(adminBannersRoutes({ banners }));
}
