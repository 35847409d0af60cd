import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingOrderResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cartKeys } from './keys';

/**
 * GET /api/order/pending: an order still waiting for its payment blocks a new checkout (spec 2 §4). Kept under the
 * cart's keys, so whatever empties the cart (a placed or paid order) refreshes it too.
 */
export function fetchPendingOrder(signal?: AbortSignal): Promise<PendingOrderResponse> {
  return apiFetch<PendingOrderResponse>('/api/order/pending', { signal });
}

export function pendingOrderOptions(userId: string) {
  return queryOptions({
    queryKey: cartKeys.pendingOrder(userId),
    queryFn: ({ signal }) => fetchPendingOrder(signal),
    staleTime: 0,
  });
}

/** The signed-in customer's pending order, asked again on every mount; idle for visitors. */
export function usePendingOrder({ enabled = true }: { enabled?: boolean } = {}) {
  const session = useSession();
  return useQuery({ ...pendingOrderOptions(session?.userId ?? ''), enabled: enabled && session !== null, refetchOnMount: 'always' });
}
