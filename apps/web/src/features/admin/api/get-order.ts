import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetailResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/orders/:orderId: the order, its customer, every payment attempt with its events, any cancellation request. */
export function fetchAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrderDetailResponse> {
  return apiFetch<AdminOrderDetailResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}`, { signal });
}

export function adminOrderOptions(orderId: string) {
  return queryOptions({ queryKey: adminKeys.order(orderId), queryFn: ({ signal }) => fetchAdminOrder(orderId, signal), staleTime: 0 });
}

export function useAdminOrder(orderId: string) {
  return useQuery(adminOrderOptions(orderId));
}
