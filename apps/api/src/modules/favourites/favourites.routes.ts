import { favouritesMergeBodySchema, productSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { customerFromToken } from '../../lib/identity.ts';
import type { FavouritesService } from './favourites.service.ts';

const tags = ['favourites'];
const favouritesResponse = z.object({ success: z.literal(true), favorites: z.array(z.string()), products: z.array(productSchema) });

export function favouritesRoutes(auth: Auth, favourites: FavouritesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/favorites', {
      schema: { tags, summary: "This customer's favourites, with the products", response: { 200: favouritesResponse } },
    }, async (request) => ({ success: true as const, ...(await favourites.list((await customerFromToken(auth, request)).id)) }));

    app.post('/api/favorites/add', {
      schema: { tags, summary: 'Add a favourite', body: z.object({ productId: z.string().trim().min(1).max(100) }), response: { 200: favouritesResponse } },
    }, async (request) => {
      const user = await customerFromToken(auth, request);
      const result = await favourites.add(user.id, [request.body.productId]);
      if (!result.favorites.includes(request.body.productId)) throw notFound('Product not found');
      return { success: true as const, ...result };
    });

    app.post('/api/favorites/merge', {
      schema: { tags, summary: "Merge a visitor's local favourites after login", body: favouritesMergeBodySchema, response: { 200: favouritesResponse } },
    }, async (request) => ({ success: true as const, ...(await favourites.add((await customerFromToken(auth, request)).id, request.body.productIds)) }));

    app.delete('/api/favorites/:productId', {
      schema: { tags, summary: 'Remove a favourite', params: z.object({ productId: z.string().max(100) }), response: { 200: favouritesResponse } },
    }, async (request) => ({ success: true as const, ...(await favourites.remove((await customerFromToken(auth, request)).id, request.params.productId)) }));
  };
}
