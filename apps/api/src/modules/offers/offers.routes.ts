import { messageResponseSchema, offerBodySchema, offerPriceSchema, offerSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/identity.ts';
import type { OffersService } from './offers.service.ts';

const tags = ['offers'];
const productUserParams = z.object({ productId: z.string().max(100), userId: z.string().max(100) });

export function offersRoutes(offers: OffersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/order/price-suggestion', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Offer a price on a clearance item', body: offerBodySchema, response: { 200: messageResponseSchema.extend({ offer: offerSchema }) } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      const offer = await offers.submit(user.id, request.body);
      return { success: true as const, message: 'Offer submitted. We will review it shortly.', offer };
    });

    app.get('/api/order/price-suggestions/:productId/:userId', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: 'The price this customer pays (an accepted offer lowers it)', params: productUserParams,
        response: { 200: z.object({ success: z.literal(true), product: offerPriceSchema }) },
      },
    }, async (request) => {
      const user = userOf(request, request.params.userId);
      return { success: true as const, product: await offers.priceFor(user.id, request.params.productId) };
    });

    app.get('/api/order/user-suggestions/:productId/:userId', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: "This customer's offers on a product, newest first", params: productUserParams,
        response: { 200: z.object({ success: z.literal(true), suggestions: z.array(offerSchema) }) },
      },
    }, async (request) => {
      const user = userOf(request, request.params.userId);
      return { success: true as const, suggestions: await offers.forProduct(user.id, request.params.productId) };
    });
  };
}
