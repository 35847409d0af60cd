import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmCashResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { cashierKeys } from './keys';

/** POST /api/cashier/orders/:orderId/confirm-cash: the cash of a delivered COD order is in; the order becomes paid. */
export function postConfirmCash(orderId: string): Promise<ConfirmCashResponse> {
  return apiFetch<ConfirmCashResponse>(`/api/cashier/orders/${encodeURIComponent(orderId)}/confirm-cash`, { method: 'POST', body: {} });
}

/** The day's list, the pending list and the picked order change with it. */
export function useConfirmCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cashierKeys.all, 'confirm-cash'],
    mutationFn: postConfirmCash,
    onSuccess: (answer) => {
      queryClient.setQueryData(cashierKeys.order(answer.order.orderId), { success: true as const, order: answer.order });
      void queryClient.invalidateQueries({ queryKey: [...cashierKeys.all, 'today'] });
      void queryClient.invalidateQueries({ queryKey: [...cashierKeys.all, 'pending'] });
    },
  });
}
