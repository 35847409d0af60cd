import { deliveryOptionsQuerySchema, deliveryOptionsResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildCachedBody } from '../catalog/cache/cached-body.ts';
import type { CatalogueCache } from '../catalog/cache/catalogue-cache.ts';
import { sendCached } from '../catalog/cache/send-cached.ts';
import type { DeliveryService } from './delivery.service.ts';

/**
 * A county's delivery options for the checkout. Public: the shop's own prices and pickup points, shown before login
 * like the catalogue's. Cached with the catalogue's answers; a change to an option empties them (migration 0031).
 */
export function deliveryRoutes(delivery: DeliveryService, cache: CatalogueCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/delivery/options', {
      config: { access: 'public' },
      schema: { tags: ['checkout'], summary: "A county's enabled delivery options: pickup points and door delivery, fee in Ksh", querystring: deliveryOptionsQuerySchema, response: { 200: deliveryOptionsResponseSchema } },
      compress: false,
    }, async (request, reply) => {
      const { county } = request.query;
      const body = await cache.answer(`delivery:${county}`, async () => (
        buildCachedBody(deliveryOptionsResponseSchema, { success: true, options: await delivery.optionsFor(county) })
      ));
      return sendCached(request, reply, body);
    });
  };
}
