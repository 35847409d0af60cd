import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminOrderListResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { adminKeys, type AdminOrderFilters } from './keys';

/** GET /api/admin/orders: one server page of orders matching the filters, newest first. */
export function fetchAdminOrders(filters: AdminOrderFilters, cursor: string | null, signal?: AbortSignal): Promise<AdminOrderListResponse> {
  return apiFetch<AdminOrderListResponse>('/api/admin/orders', { query: { ...filters, cursor }, signal });
}

export function adminOrdersOptions(filters: AdminOrderFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.orderList(filters),
    queryFn: ({ pageParam, signal }) => fetchAdminOrders(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The table's pages so far; "Load more" asks the server for the next one. */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useInfiniteQuery(adminOrdersOptions(filters));
}
