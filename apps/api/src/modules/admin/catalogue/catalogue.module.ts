import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin.module.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { createProductImagesService } from './product-images.service.ts';

/** /admin/products: the catalogue, its stock per weight and its photos. */
export async function registerAdminCatalogue(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const products = createCatalogueService({ db: deps.db, catalog: deps.catalog });
  const images = createProductImagesService({ db: deps.db, storage: deps.storage, products });
  await app.register(catalogueRoutes({ products, images }));
}
