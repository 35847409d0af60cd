import { z } from 'zod';

/** Search history (spec 2 §3, §5, §7 POST /api/search/add): what a logged-in customer searched the collection for. */

/** As the collection search box's maxLength. */
export const SEARCH_QUERY_MAX = 100;
/** How many recent searches the search box offers. */
export const SEARCH_HISTORY_SHOWN = 8;
/** How many searches are kept per customer; older ones are dropped as new ones come. */
export const SEARCH_HISTORY_KEPT = 50;

export const searchHistoryMessages = {
  /** Spec 2 §5: without a token. */
  loginRequired: 'Your session has expired. Please log in again.',
  empty: 'Empty searches are not saved.',
  tooLong: `Too long: at most ${SEARCH_QUERY_MAX} characters`,
  saved: 'Search saved',
} as const;

/** The query as it is kept: trimmed, inner runs of spaces made one. */
export const normaliseSearchQuery = (query: string) => query.trim().replace(/\s+/g, ' ');

/** POST /api/search/add */
export const searchAddBodySchema = z.object({
  searchQuery: z.string({ error: searchHistoryMessages.empty })
    .transform(normaliseSearchQuery)
    .pipe(z.string().min(1, searchHistoryMessages.empty).max(SEARCH_QUERY_MAX, searchHistoryMessages.tooLong)),
});
export type SearchAddBody = z.input<typeof searchAddBodySchema>;

export const searchHistoryEntrySchema = z.object({ searchQuery: z.string(), searchedAt: z.string() });
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

/** GET /api/search/history: the customer's recent distinct searches, newest first. */
export const searchHistoryResponseSchema = z.object({ success: z.literal(true), history: z.array(searchHistoryEntrySchema) });
export type SearchHistoryResponse = z.infer<typeof searchHistoryResponseSchema>;
