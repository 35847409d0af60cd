import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliverResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from './keys';

/** PATCH /api/order/:orderId/deliver: the owner says a paid order has arrived. */
export function patchDeliver(orderId: string): Promise<DeliverResponse> {
  return apiFetch<DeliverResponse>(`/api/order/${encodeURIComponent(orderId)}/deliver`, { method: 'PATCH', body: {} });
}

/** The history and the order page both show the delivered order once it is marked. */
export function useDeliverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.all, 'deliver'],
    mutationFn: patchDeliver,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
