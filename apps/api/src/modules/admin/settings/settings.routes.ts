import { adminSettingsBodySchema, adminSettingsResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../../lib/auth.ts';
import type { AdminSettingsService } from './settings.service.ts';

const tags = ['admin'];
const adminOnly = ['admin'] as const;

/** The shop's payment settings: admin only, every save audited. */
export function adminSettingsRoutes(deps: { auth: Auth; settings: AdminSettingsService }): FastifyPluginAsyncZod {
  const { auth, settings } = deps;
  return async (app) => {
    app.get('/api/admin/settings', {
      schema: { tags, summary: 'Payment methods, deposits and paybill details, with what the shop can take', response: { 200: adminSettingsResponseSchema } },
    }, async (request) => {
      await auth.requireRole(request, adminOnly);
      return { success: true as const, ...(await settings.view()) };
    });

    app.put('/api/admin/settings', {
      schema: { tags, summary: 'Save the payment settings (audited)', body: adminSettingsBodySchema, response: { 200: adminSettingsResponseSchema } },
    }, async (request) => {
      const admin = await auth.requireRole(request, adminOnly);
      return { success: true as const, ...(await settings.save(admin, request.body)) };
    });
  };
}
