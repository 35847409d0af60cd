import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createCatalogueCache, type CatalogueCacheOptions } from './catalogue-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route never writes products, stock, photos or banners (the cart's): its answers leave the catalogue cache as
     * it is. Any other request that may write empties it (see registerCatalogueCache).
     */
    leavesCatalogue?: boolean;
  }
}

/** Sent by migration 0011's triggers when a transaction that wrote products, stock, images or banners commits. */
export const catalogueChannel = 'catalogue_changed';
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The app's catalogue cache, emptied (a) when any connection's write to the catalogue commits (the database's
 * notification: how other instances' writes reach this one), and (b) as this instance answers any request that may
 * have written, before the answer leaves: whoever made the change and asks again at once sees it, even when the
 * notification is still on its way. Routes that declare `leavesCatalogue` (the cart's, asked on every add and page)
 * keep it. Register before the routes, so the hook covers them all.
 */
export async function registerCatalogueCache(app: FastifyInstance, database: Database, options?: CatalogueCacheOptions) {
  const cache = createCatalogueCache(options);
  const unlisten = await database.listen(catalogueChannel, () => cache.invalidate());
  app.addHook('onSend', async (request) => {
    if (!readOnlyMethods.has(request.method) && !request.routeOptions.config.leavesCatalogue) cache.invalidate();
  });
  app.addHook('onClose', async () => unlisten());
  return cache;
}
