import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, SearchHistoryResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';

export const searchHistoryKey = ['search-history'] as const;

/** GET /api/search/history: the customer's recent searches; asked only when `enabled` (a customer who focused the box). */
export function useSearchHistory(enabled: boolean) {
  return useQuery({
    queryKey: searchHistoryKey,
    queryFn: ({ signal }) => apiFetch<SearchHistoryResponse>('/api/search/history', { signal }),
    select: (data) => data.history.map((entry) => entry.searchQuery),
    enabled,
    staleTime: 60_000,
  });
}

/** POST /api/search/add: best effort (a search works whether or not it is remembered), then fresh suggestions. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (searchQuery: string) => apiFetch<MessageResponse>('/api/search/add', { method: 'POST', body: { searchQuery } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchHistoryKey }),
  });
}
