import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminProductListResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys, type AdminProductFilters } from './keys';

/** GET /api/admin/products: one server page of products matching the filters, newest first. */
export function fetchAdminProducts(filters: AdminProductFilters, cursor: string | null, signal?: AbortSignal): Promise<AdminProductListResponse> {
  return apiFetch<AdminProductListResponse>('/api/admin/products', { query: { ...filters, cursor }, signal });
}

/** The table's pages so far; "Load more" asks the server for the next one. */
export function useAdminProducts(filters: AdminProductFilters) {
  return useInfiniteQuery(infiniteQueryOptions({
    queryKey: catalogueKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchAdminProducts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  }));
}
