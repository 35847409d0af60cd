import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentActionResponse, AdminPaymentsReviewResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

export const paymentsReviewKey = ['admin', 'payments-review'] as const;

/** GET /api/admin/payments/review: one server page, oldest first; "Load more" asks for the next. */
export function usePaymentsReview() {
  return useInfiniteQuery({
    queryKey: paymentsReviewKey,
    queryFn: ({ pageParam, signal }) => apiFetch<AdminPaymentsReviewResponse>('/api/admin/payments/review', { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** One action on an item, with the body the API wants (already checked with its contract). */
export type PaymentReviewRequest =
  | { kind: 'query' | 'attach'; attemptId: string; body: { reason?: string | undefined } }
  | { kind: 'refund'; attemptId: string; body: { reference: string; reason: string } }
  | { kind: 'resolve'; flagId: string; body: { reason: string } };

function pathOf(request: PaymentReviewRequest): string {
  if (request.kind === 'resolve') return `/api/admin/payments/flags/${encodeURIComponent(request.flagId)}/resolve`;
  return `/api/admin/payments/${encodeURIComponent(request.attemptId)}/${request.kind}`;
}

/** POSTs an action; whatever the answer, the list, the dashboard and the orders are fetched again. */
export function usePaymentReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PaymentReviewRequest) => apiFetch<AdminPaymentActionResponse>(pathOf(request), { method: 'POST', body: request.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
