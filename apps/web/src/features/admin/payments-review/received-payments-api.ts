import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachReceivedBody, AttachReceivedResponse, ReceivedPaymentsResponse, RefundReceivedBody, RefundReceivedResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

export const receivedPaymentsKey = ['admin', 'payments-received'] as const;

/** GET /api/admin/payments/received: paybill payments held or not matched, newest first; "Load more" asks for the next. */
export function useReceivedPayments() {
  return useInfiniteQuery({
    queryKey: receivedPaymentsKey,
    queryFn: ({ pageParam, signal }) => apiFetch<ReceivedPaymentsResponse>('/api/admin/payments/received', { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** POST …/received/:id/attach; whatever the answer, the back office's lists are fetched again. */
export function useAttachReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AttachReceivedBody }) =>
      apiFetch<AttachReceivedResponse>(`/api/admin/payments/received/${encodeURIComponent(id)}/attach`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST …/received/:id/refund (a reason required); whatever the answer, the back office's lists are fetched again. */
export function useRefundReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RefundReceivedBody }) =>
      apiFetch<RefundReceivedResponse>(`/api/admin/payments/received/${encodeURIComponent(id)}/refund`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
