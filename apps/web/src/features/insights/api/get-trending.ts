import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRENDING_LIMIT, type TrendingResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { insightsKeys } from './keys';

/** POST /api/product/trending: the server works the list out from the customer's paid orders. */
export function fetchTrending(signal?: AbortSignal): Promise<TrendingResponse> {
  return apiFetch<TrendingResponse>('/api/product/trending', { method: 'POST', body: { limit: TRENDING_LIMIT }, signal });
}

export function trendingOptions(userId: string) {
  return queryOptions({
    queryKey: insightsKeys.trending(userId),
    queryFn: ({ signal }) => fetchTrending(signal),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });
}

export function useTrending() {
  const session = useSession();
  return useQuery(trendingOptions(session?.userId ?? ''));
}
