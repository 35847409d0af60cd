import {
  catalogFacetsResponseSchema, productListQuerySchema, productListResponseSchema,
  productResponseSchema, productSuggestQuerySchema, productSuggestResponseSchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogService } from './catalog.service.ts';
import { buildCachedBody } from './cache/cached-body.ts';
import type { CachedLane } from './cache/cached-lane.ts';
import type { CatalogueCache } from './cache/catalogue-cache.ts';
import { queryKey } from './cache/query-key.ts';
import { sendCached } from './cache/send-cached.ts';

/**
 * The storefront's catalogue reads. None depends on who asks (no offer prices, no favourite flags), so one cached
 * answer serves every shopper; the response schemas stay for the docs and are checked when an answer is cached.
 */
export function catalogRoutes(catalog: CatalogService, cache: CatalogueCache, lane?: CachedLane): FastifyPluginAsyncZod {
  return async (app) => {
    // The lane learns from a first answer the headers the app's hooks give every answer (before the route adds its own).
    app.addHook('preHandler', async (_request, reply) => {
      lane?.learn(reply.getHeaders());
    });

    // A URL answered before is served before validation and the handler (after every onRequest hook: security headers,
    // IP rate limits). A per-user limit on these routes would run in preHandler, after this: it would need moving.
    app.addHook('preValidation', async (request, reply) => {
      const body = cache.cachedFor(request.url);
      if (body) return sendCached(request, reply, body);
    });

    app.get('/api/product/list', {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'A page of visible products, filtered and sorted on the server',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
      compress: false,
    }, async (request, reply) => {
      // userId is an old client's parameter the list never used: it must not split the cache per shopper.
      const { userId: _ignored, ...query } = request.query;
      const key = queryKey('list', query);
      const body = await cache.answer(key, async () => {
        const page = await catalog.listProducts({
          search: query.search,
          categories: query.category,
          subCategory: query.subCategory,
          labels: query.labels,
          bestseller: query.bestseller,
          excludeId: query.exclude,
          ids: query.ids,
          sort: query.sort,
          page: query.page,
          limit: query.limit,
        });
        return buildCachedBody(productListResponseSchema, { success: true, ...page });
      });
      cache.remember(request.url, key);
      return sendCached(request, reply, body);
    });

    // The facets' cached answer, shared with the suggestions (which offer its categories and labels).
    const facets = () => cache.answer('facets', async () => buildCachedBody(catalogFacetsResponseSchema, { success: true, ...(await catalog.facets()) }));

    app.get('/api/product/facets', {
      config: { access: 'public' },
      schema: { tags: ['catalog'], summary: 'Labels and categories in use', response: { 200: catalogFacetsResponseSchema } },
      compress: false,
    }, async (request, reply) => {
      const body = await facets();
      cache.remember(request.url, 'facets');
      return sendCached(request, reply, body);
    });

    app.get('/api/product/suggest', {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'What the search box offers for the text typed so far: categories, labels and product names',
        querystring: productSuggestQuerySchema,
        response: { 200: productSuggestResponseSchema },
      },
      compress: false,
    }, async (request, reply) => {
      // "Jea", "jea " and "JEA" ask the same question: one entry, one read.
      const text = request.query.q.toLowerCase().replace(/\s+/g, ' ');
      const key = queryKey('suggest', { q: text });
      const body = await cache.answer(key, async () =>
        buildCachedBody(productSuggestResponseSchema, { success: true, suggestions: await catalog.suggest(text, (await facets()).data) }));
      // Counted by a per-IP rate limit (http/rate-limits.ts): its repeats are not for the cached lane.
      cache.remember(request.url, key, { lane: false });
      return sendCached(request, reply, body);
    });

    app.get('/api/product/:id', {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One visible product, for a direct product link',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: productResponseSchema },
      },
      compress: false,
    }, async (request, reply) => {
      // A missing product throws: not kept, so a product that appears is found at once (404s cost one read each).
      const key = `product/${request.params.id}`;
      const body = await cache.answer(key, async () =>
        buildCachedBody(productResponseSchema, { success: true, product: await catalog.getProduct(request.params.id) }));
      cache.remember(request.url, key);
      return sendCached(request, reply, body);
    });
  };
}
