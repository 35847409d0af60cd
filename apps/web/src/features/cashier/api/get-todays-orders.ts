import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodaysCashOrdersResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cashierKeys } from './keys';

const TODAY_POLL_MS = 15_000;

/** GET /api/cashier/orders/today: today's cash and COD orders (the cashier's own; an admin's: all) and the total paid. */
export function fetchTodaysOrders(signal?: AbortSignal): Promise<TodaysCashOrdersResponse> {
  return apiFetch<TodaysCashOrdersResponse>('/api/cashier/orders/today', { signal });
}

export function todaysOrdersOptions(userId: string) {
  return queryOptions({ queryKey: cashierKeys.today(userId), queryFn: ({ signal }) => fetchTodaysOrders(signal) });
}

/** Kept fresh while the counter screen is open: new sales arrive as customers use the code. */
export function useTodaysOrders(enabled: boolean) {
  const session = useSession();
  return useQuery({
    ...todaysOrdersOptions(session?.userId ?? ''),
    enabled: enabled && session !== null,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: TODAY_POLL_MS,
  });
}
