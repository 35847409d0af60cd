import {
  catalogFacetsResponseSchema, productListQuerySchema, productListResponseSchema,
  productResponseSchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogService } from './catalog.service.ts';

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/product/list', {
      schema: {
        tags: ['catalog'],
        summary: 'A page of visible products, filtered and sorted on the server',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    }, async (request) => {
      const query = request.query;
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
      return { success: true as const, ...page };
    });

    app.get('/api/product/facets', {
      schema: { tags: ['catalog'], summary: 'Labels and categories in use', response: { 200: catalogFacetsResponseSchema } },
    }, async () => ({ success: true as const, ...(await catalog.facets()) }));

    app.get('/api/product/:id', {
      schema: {
        tags: ['catalog'],
        summary: 'One visible product, for a direct product link',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: productResponseSchema },
      },
    }, async (request) => ({ success: true as const, product: await catalog.getProduct(request.params.id) }));
  };
}
