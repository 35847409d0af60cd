import { cartAddBodySchema, cartResponseSchema, cartUpdateBodySchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { say } from '../../i18n/say.ts';
import { userOf } from '../../lib/identity.ts';
import type { CartService } from './cart.service.ts';

const tags = ['cart'];
const loginMessage = say('en', 'cart.login');

export function cartRoutes(cart: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/cart/add', {
      config: { access: 'signed-in', loginMessage, leavesCatalogue: true },
      schema: { tags, summary: 'Add one of a product weight', body: cartAddBodySchema, response: { 200: cartResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      return cart.add(user.id, request.body.itemId, request.body.weight, request.language);
    });

    app.post('/api/cart/update', {
      config: { access: 'signed-in', loginMessage, leavesCatalogue: true },
      schema: { tags, summary: 'Set a quantity (0 or less removes the line)', body: cartUpdateBodySchema, response: { 200: cartResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      return cart.update(user.id, request.body.itemId, request.body.weight, request.body.quantity, request.language);
    });

    app.post('/api/cart/get', {
      config: { access: 'signed-in', loginMessage, leavesCatalogue: true },
      schema: { tags, summary: 'The cart, checked against stock and priced', body: z.object({ userId: z.string().max(100).optional() }).optional(), response: { 200: cartResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body?.userId);
      return cart.get(user.id, request.language);
    });
  };
}
