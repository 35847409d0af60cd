import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCouponActionResponse, AdminCouponListQuery, AdminCouponListResponse, AdminCouponUsesResponse, AdminCreateCouponBody, AdminCustomerListResponse,
} from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

export type CouponFilters = Omit<AdminCouponListQuery, 'cursor' | 'limit'>;
export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  list: (filters: CouponFilters) => ['admin', 'coupons', 'list', filters] as const,
  uses: (couponId: string) => ['admin', 'coupons', 'uses', couponId] as const,
};
const couponPath = (couponId: string) => `/api/admin/coupons/${encodeURIComponent(couponId)}`;

/** GET /api/admin/coupons: newest first, one server page at a time ("Load more" asks for the next). */
export function useAdminCoupons(filters: CouponFilters) {
  return useInfiniteQuery(infiniteQueryOptions({
    queryKey: couponKeys.list(filters),
    queryFn: ({ pageParam, signal }) => apiFetch<AdminCouponListResponse>('/api/admin/coupons', { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  }));
}

/** GET /api/admin/coupons/:id/uses: the orders that used it. */
export function useCouponUses(couponId: string) {
  return useQuery({
    queryKey: couponKeys.uses(couponId),
    queryFn: ({ signal }) => apiFetch<AdminCouponUsesResponse>(`${couponPath(couponId)}/uses`, { signal }),
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateCouponBody) => apiFetch<AdminCouponActionResponse>('/api/admin/coupons', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** Ends a coupon now; whatever the answer (409: someone ended it first), the lists are fetched again. */
export function useDisableCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, reason }: { couponId: string; reason: string }) =>
      apiFetch<AdminCouponActionResponse>(`${couponPath(couponId)}/disable`, { method: 'POST', body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** A few customers matching a name, e-mail or phone, to bind a coupon to one of them (from /api/admin/customers). */
export function useCustomerMatches(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['admin', 'coupons', 'customer-matches', q],
    queryFn: ({ signal }) => apiFetch<AdminCustomerListResponse>('/api/admin/customers', { query: { q, limit: 5 }, signal }),
    enabled: q.length >= 2,
    staleTime: 30_000,
  });
}
