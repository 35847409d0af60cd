import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundsResponse, HandBackResponse, RefundState } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

/** The refunds feature's query keys (one factory). */
export const refundKeys = {
  all: ['admin', 'refunds'] as const,
  list: (state: RefundState | null) => [...refundKeys.all, 'list', state ?? 'all'] as const,
  ofOrder: (orderId: string) => [...refundKeys.all, 'order', orderId] as const,
};

/** GET /api/admin/refunds: every refund, newest first, of one state or all; polled while any is on its way. */
export function useRefunds(state: RefundState | null) {
  return useQuery({
    queryKey: refundKeys.list(state),
    queryFn: ({ signal }) => apiFetch<AdminRefundsResponse>('/api/admin/refunds', { query: { state: state ?? undefined }, signal }),
    // Changing the filter keeps the list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

/** GET /api/admin/orders/:orderId/refunds. */
export function useOrderRefunds(orderId: string) {
  return useQuery({
    queryKey: refundKeys.ofOrder(orderId),
    queryFn: ({ signal }) => apiFetch<AdminRefundsResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, { signal }),
    refetchInterval: 10_000,
  });
}

/** POST /api/admin/refunds/:id/hand-back: a person gave the money back. */
export function useHandBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; note: string }) =>
      apiFetch<HandBackResponse>(`/api/admin/refunds/${encodeURIComponent(input.id)}/hand-back`, { method: 'POST', body: { note: input.note } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
