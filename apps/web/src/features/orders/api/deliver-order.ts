import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliverResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from './keys';

/** PATCH /api/order/:orderId/deliver: the owner says a paid order has arrived. */
export function patchDeliver(orderId: string): Promise<DeliverResponse> {
  return apiFetch<DeliverResponse>(`/api/order/${encodeURIComponent(orderId)}/deliver`, { method: 'PATCH', body: {} });
}

interface DeliverOutcome {
  onDelivered: (answer: DeliverResponse) => void;
  onRefused: (error: unknown) => void;
}

/**
 * The history and the order page both show the delivered order once it is marked. The outcome runs with the mutation
 * itself, not the button's `mutate` call: the refetched order unmounts the button, and a call's callbacks die with it.
 */
export function useDeliverOrder({ onDelivered, onRefused }: DeliverOutcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...orderKeys.all, 'deliver'],
    mutationFn: patchDeliver,
    onSuccess: onDelivered,
    onError: onRefused,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
