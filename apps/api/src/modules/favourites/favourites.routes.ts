import { favouritesMergeBodySchema, productSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { userOf } from '../../lib/identity.ts';
import type { FavouritesService } from './favourites.service.ts';

const tags = ['favourites'];
const favouritesResponse = z.object({ success: z.literal(true), favorites: z.array(z.string()), products: z.array(productSchema) });

export function favouritesRoutes(favourites: FavouritesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/favorites', {
      config: { access: 'signed-in' },
      schema: { tags, summary: "This customer's favourites, with the products", response: { 200: favouritesResponse } },
    }, async (request) => ({ success: true as const, ...(await favourites.list(userOf(request).id)) }));

    app.post('/api/favorites/add', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Add a favourite', body: z.object({ productId: z.string().trim().min(1).max(100) }), response: { 200: favouritesResponse } },
    }, async (request) => {
      const user = userOf(request);
      const result = await favourites.add(user.id, [request.body.productId]);
      if (!result.favorites.includes(request.body.productId)) throw notFound('Product not found');
      return { success: true as const, ...result };
    });

    app.post('/api/favorites/merge', {
      config: { access: 'signed-in' },
      schema: { tags, summary: "Merge a visitor's local favourites after login", body: favouritesMergeBodySchema, response: { 200: favouritesResponse } },
    }, async (request) => ({ success: true as const, ...(await favourites.add(userOf(request).id, request.body.productIds)) }));

    app.delete('/api/favorites/:productId', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Remove a favourite', params: z.object({ productId: z.string().max(100) }), response: { 200: favouritesResponse } },
    }, async (request) => ({ success: true as const, ...(await favourites.remove(userOf(request).id, request.params.productId)) }));
  };
}
