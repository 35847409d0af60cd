import {
  SEARCH_HISTORY_SHOWN, messageResponseSchema, searchAddBodySchema, searchHistoryMessages, searchHistoryResponseSchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../lib/identity.ts';
import type { SearchHistoryRepo } from './search-history.repo.ts';

const tags = ['search'];

/** POST /api/search/add and GET /api/search/history: the signed-in customer's own searches only (identity from the token). */
export function searchHistoryRoutes(repo: SearchHistoryRepo): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/search/add', {
      config: { access: 'signed-in', loginMessage: searchHistoryMessages.loginRequired },
      schema: { tags, summary: 'Save a collection search to the customer\'s history (empty ones are refused)', body: searchAddBodySchema, response: { 200: messageResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      await repo.add(user.id, request.body.searchQuery);
      return { success: true as const, message: searchHistoryMessages.saved };
    });

    app.get('/api/search/history', {
      config: { access: 'signed-in', loginMessage: searchHistoryMessages.loginRequired },
      schema: { tags, summary: 'The customer\'s recent distinct searches, newest first', response: { 200: searchHistoryResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      const rows = await repo.recent(user.id, SEARCH_HISTORY_SHOWN);
      return { success: true as const, history: rows.map((row) => ({ searchQuery: row.query, searchedAt: row.createdAt.toISOString() })) };
    });
  };
}
