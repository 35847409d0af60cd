import { bannerListResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../lib/auth.ts';
import type { BannersRepo } from './banners.repo.ts';

/** Home carousel banners; the spec shows them to logged-in customers only (visitors see the video). */
export function bannersRoutes(auth: Auth, repo: BannersRepo): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/banner/banners', {
      schema: { tags: ['catalog'], summary: 'Home banners (logged-in customers)', response: { 200: bannerListResponseSchema } },
    }, async (request) => {
      await auth.requireUser(request, 'Please log in to see our latest offers.');
      const rows = await repo.listActive();
      return { success: true as const, data: rows.map((row) => ({ _id: row.id, imageUrl: row.imageUrl, label: row.label })) };
    });
  };
}
