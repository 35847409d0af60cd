import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EarlyCancelQuoteResponse, EarlyCancelResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from './keys';

const cancelPath = (orderId: string) => `/api/order/${encodeURIComponent(orderId)}/cancel`;

/** GET /api/order/:orderId/cancel: what cancelling would refund and where to, as the server counts it (decision 0036). */
export function useCancelQuote(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...orderKeys.all, 'cancel-quote', orderId],
    queryFn: () => apiFetch<EarlyCancelQuoteResponse>(cancelPath(orderId)),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * POST /api/order/:orderId/cancel: the order is cancelled and refunded; the history and order page show it.
 * `onCancelled` runs with the mutation itself, not the dialog: the refetched order unmounts the dialog.
 */
export function useCancelOrder(onCancelled: (answer: EarlyCancelResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.all, 'cancel'],
    mutationFn: (orderId: string) => apiFetch<EarlyCancelResponse>(cancelPath(orderId), { method: 'POST', body: {} }),
    onSuccess: onCancelled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
