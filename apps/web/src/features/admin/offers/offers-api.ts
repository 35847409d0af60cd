import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAcceptOfferBody, AdminOfferActionResponse, AdminOfferListQuery, AdminOfferListResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

export type OfferFilters = Omit<AdminOfferListQuery, 'cursor' | 'limit'>;
export const offerKeys = { all: ['admin', 'offers'] as const, list: (filters: OfferFilters) => ['admin', 'offers', 'list', filters] as const };

/** GET /api/admin/offers: one server page; "Load more" asks for the next. */
export function useAdminOffers(filters: OfferFilters) {
  return useInfiniteQuery(infiniteQueryOptions({
    queryKey: offerKeys.list(filters),
    queryFn: ({ pageParam, signal }) => apiFetch<AdminOfferListResponse>('/api/admin/offers', { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  }));
}

export type OfferDecision = { kind: 'accept'; body: AdminAcceptOfferBody } | { kind: 'reject'; reason: string };

/** Accepts or rejects one offer; whatever the answer (a 409 means someone else decided), the lists are fetched again. */
export function useOfferDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, decision }: { offerId: string; decision: OfferDecision }) => apiFetch<AdminOfferActionResponse>(
      `/api/admin/offers/${encodeURIComponent(offerId)}/${decision.kind}`,
      { method: 'POST', body: decision.kind === 'accept' ? decision.body : { reason: decision.reason } },
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
