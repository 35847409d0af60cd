import { shopContactResponseSchema } from '@mitumba/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { createShopContact, type ShopContact } from './shop-contact.ts';

function shopContactRoutes(contact: ShopContact): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/shop/contact', {
      config: { access: 'public' },
      schema: { tags: ['shop'], summary: "The shop's WhatsApp number (+254…), for the storefront's WhatsApp buttons", response: { 200: shopContactResponseSchema } },
    }, async (_request, reply) => {
      // Changes rarely; a minute of caching keeps the product page's question button cheap.
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, whatsApp: await contact.whatsApp() };
    });
  };
}

/** GET /api/shop/contact: public (what it says is printed on the support page anyway). */
export async function registerShopContact(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  await app.register(shopContactRoutes(createShopContact(deps.db)));
}
