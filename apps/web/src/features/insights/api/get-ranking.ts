import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingPeriod, RankingResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { insightsKeys } from './keys';

/** GET /api/order/ranking: ranked and masked on the server; only the viewer's own rows come unmasked. */
export function fetchRanking(period: RankingPeriod, signal?: AbortSignal): Promise<RankingResponse> {
  return apiFetch<RankingResponse>('/api/order/ranking', { query: { month: period.month, year: period.year }, signal });
}

export function rankingOptions(userId: string, period: RankingPeriod) {
  return queryOptions({
    queryKey: insightsKeys.ranking(userId, period),
    queryFn: ({ signal }) => fetchRanking(period, signal),
    staleTime: 60_000,
  });
}

/** Idle for visitors (the page sends them to /login); keeps the last month on screen while the next one loads. */
export function useRanking(period: RankingPeriod) {
  const session = useSession();
  return useQuery({ ...rankingOptions(session?.userId ?? '', period), enabled: session !== null, placeholderData: keepPreviousData });
}
