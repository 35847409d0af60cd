import { rankingQuerySchema, rankingResponseSchema, trendingBodySchema, trendingResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../lib/identity.ts';
import { forbidden } from '../../lib/errors.ts';
import type { RankingService } from './ranking.service.ts';
import type { TrendingService } from './trending.service.ts';

export function insightsRoutes(deps: { trending: TrendingService; ranking: RankingService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/product/trending', {
      config: { access: 'optional' },
      schema: {
        tags: ['catalog'],
        summary: "Products for this customer: bought together with their recent orders by others, then what sells; a visitor gets what sells",
        body: trendingBodySchema,
        response: { 200: trendingResponseSchema },
      },
    }, async (request) => {
      // Visitors are welcome (the list is then the bestsellers); a signed-in customer's userId must be their own.
      const user = request.user;
      if (user && request.body.userId && request.body.userId !== user.id) throw forbidden('That belongs to another account.');
      return { success: true as const, products: await deps.trending.forCustomer(user?.id ?? null, request.body.limit) };
    });

    app.get('/api/order/ranking', {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary: "The month's top 10 customers by delivered orders (Nairobi time), others masked, the viewer's own row in full",
        querystring: rankingQuerySchema,
        response: { 200: rankingResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request);
      return deps.ranking.forMonth(user.id, request.query);
    });
  };
}
