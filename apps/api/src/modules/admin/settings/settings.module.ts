import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin.module.ts';
import { adminSettingsRoutes } from './settings.routes.ts';
import { createAdminSettingsService } from './settings.service.ts';

/** /api/admin/settings: the payment settings the checkout reads (modules/orders/payment-settings.ts). */
export async function registerAdminSettings(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const settings = createAdminSettingsService({ db: deps.db, settings: deps.paymentSettings });
  await app.register(adminSettingsRoutes({ settings }));
}
