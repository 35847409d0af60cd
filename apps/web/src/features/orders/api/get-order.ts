import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetailResponse } from '@mitumba/contracts/plain';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ORDERS_POLL_MS } from './get-orders';
import { orderKeys } from './keys';

/** GET /api/order/:orderId: one of the customer's orders with its payment timeline (someone else's: 404). */
export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<OrderDetailResponse> {
  return apiFetch<OrderDetailResponse>(`/api/order/${encodeURIComponent(orderId)}`, { signal });
}

export function orderOptions(userId: string, orderId: string) {
  return queryOptions({ queryKey: orderKeys.detail(userId, orderId), queryFn: ({ signal }) => fetchOrder(orderId, signal) });
}

/** Polled like the list while visible; a not-found order is not asked again. */
export function useOrder(orderId: string) {
  const session = useSession();
  return useQuery({
    ...orderOptions(session?.userId ?? '', orderId),
    enabled: session !== null && orderId !== '',
    refetchInterval: (query) => (isApiError(query.state.error, 404) ? false : ORDERS_POLL_MS),
    refetchIntervalInBackground: false,
    retry: (count, error) => !isApiError(error, 404) && !isApiError(error, 400) && count < 2,
  });
}
