import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductSuggestResponse, SearchSuggestion } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { normaliseSearch } from '@/lib/search-in-url';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { catalogKeys } from './keys';

/** Fewer letters ask nothing: one letter matches half the shop. */
export const SUGGEST_MIN_LENGTH = 2;

/**
 * GET /api/product/suggest for the text being typed, once typing pauses (200 ms); the previous suggestions stay up
 * while the next load. The server answers the same text in any case from one cached entry, so the key is lower-cased.
 */
export function useSuggestions(text: string): SearchSuggestion[] {
  const typed = normaliseSearch(useDebouncedValue(text, 200)).toLowerCase();
  const enabled = typed.length >= SUGGEST_MIN_LENGTH && normaliseSearch(text).length >= SUGGEST_MIN_LENGTH;
  const query = useQuery({
    queryKey: catalogKeys.suggestions(typed),
    queryFn: ({ signal }) => apiFetch<ProductSuggestResponse>('/api/product/suggest', { signal, query: { q: typed } }),
    select: (body) => body.suggestions,
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return enabled ? (query.data ?? []) : [];
}
