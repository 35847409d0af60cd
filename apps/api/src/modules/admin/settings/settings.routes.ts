import { adminSettingsBodySchema, adminSettingsResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import type { AdminSettingsService } from './settings.service.ts';

const tags = ['admin'];

/** The shop's payment settings: admin only, every save audited. */
export function adminSettingsRoutes(deps: { settings: AdminSettingsService }): FastifyPluginAsyncZod {
  const { settings } = deps;
  return async (app) => {
    app.get('/api/admin/settings', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Payment methods, deposits and paybill details, with what the shop can take', response: { 200: adminSettingsResponseSchema } },
    }, async () => {
      return { success: true as const, ...(await settings.view()) };
    });

    app.put('/api/admin/settings', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Save the payment settings (audited)', body: adminSettingsBodySchema, response: { 200: adminSettingsResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, ...(await settings.save(admin, request.body)) };
    });
  };
}
