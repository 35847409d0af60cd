import { bannerListResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildCachedBody } from '../catalog/cache/cached-body.ts';
import type { CatalogueCache } from '../catalog/cache/catalogue-cache.ts';
import { sendCached } from '../catalog/cache/send-cached.ts';
import type { BannersRepo } from './banners.repo.ts';

/** Home carousel banners; the spec shows them to logged-in customers only (visitors see the video). */
export function bannersRoutes(repo: BannersRepo, cache: CatalogueCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/banner/banners', {
      config: { access: 'signed-in', loginMessage: 'Please log in to see our latest offers.' },
      schema: { tags: ['catalog'], summary: 'Home banners (logged-in customers)', response: { 200: bannerListResponseSchema } },
      compress: false,
    }, async (request, reply) => {
      // The list is the same for every customer, so it is cached once; who may see it is checked on every request.
      const body = await cache.answer('banners', async () => {
        const rows = await repo.listActive();
        return buildCachedBody(bannerListResponseSchema, { success: true, data: rows.map((row) => ({ _id: row.id, imageUrl: row.imageUrl, label: row.label })) });
      });
      return sendCached(request, reply, body);
    });
  };
}
