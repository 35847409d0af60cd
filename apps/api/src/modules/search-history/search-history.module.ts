import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createSearchHistoryRepo } from './search-history.repo.ts';
import { searchHistoryRoutes } from './search-history.routes.ts';

/** Search history (spec 2 §3 Search history, §7 POST /api/search/add). */
export async function registerSearchHistory(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  await app.register(searchHistoryRoutes(createSearchHistoryRepo(deps.db)));
}
