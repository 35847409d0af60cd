import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin.module.ts';
import { csvRoutes } from './csv.routes.ts';
import { createProductsCsvImport } from './products-csv-import.ts';
import { createProductsCsvRepo } from './products-csv.repo.ts';

/** The catalogue CSV (/api/admin/products/export.csv and /import); the orders CSV lives with the orders routes. */
export async function registerAdminCsv(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const repo = createProductsCsvRepo(deps.db);
  await app.register(csvRoutes({ repo, importCsv: createProductsCsvImport({ db: deps.db, repo, catalog: deps.catalog }) }));
}
