import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationReason } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { invalidateOrders, type AfterSaleAnswer } from './orders-cache';

export type CancellationRequest = { orderId: string; reason: CancellationReason; details?: string };

/** POST /api/order/request-cancellation (spec 2 §7). */
export function postCancellationRequest(request: CancellationRequest): Promise<AfterSaleAnswer> {
  return apiFetch<AfterSaleAnswer>('/api/order/request-cancellation', { method: 'POST', body: request });
}

export function useRequestCancellation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postCancellationRequest, onSuccess: () => invalidateOrders(queryClient) });
}
