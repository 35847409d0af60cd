import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { UserOrdersResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { orderKeys } from './keys';

/** Spec 2 §9: the order list is polled every 30 s (TanStack Query pauses the interval while the tab is hidden). */
export const ORDERS_POLL_MS = 30_000;

/** POST /api/order/userorders: one page of the customer's orders, newest first, with the history's totals. */
export function fetchOrdersPage(cursor: string | null, signal?: AbortSignal): Promise<UserOrdersResponse> {
  return apiFetch<UserOrdersResponse>('/api/order/userorders', { method: 'POST', body: cursor ? { cursor } : {}, signal });
}

export function ordersHistoryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: orderKeys.history(userId),
    queryFn: ({ pageParam, signal }) => fetchOrdersPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The signed-in customer's order history, kept fresh while the page is open and visible. */
export function useOrdersHistory() {
  const session = useSession();
  return useInfiniteQuery({
    ...ordersHistoryOptions(session?.userId ?? ''),
    enabled: session !== null,
    refetchInterval: ORDERS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
