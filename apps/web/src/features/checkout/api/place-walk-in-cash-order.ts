import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPayload, PlaceOrderResponse } from '@mitumba/contracts/plain';
import { cartKeys } from '@/features/cart';
import { apiFetch } from '@/lib/api-client';
import { checkoutKeys } from './keys';

export type WalkInCashOrderBody = Omit<OrderPayload, 'address'> & { customerName: string; contact: string; orderNotes?: string };

/** POST /api/order/cash (cashiers only): a cash sale to a walk-in customer from the cashier's cart. */
export function postWalkInCashOrder(body: WalkInCashOrderBody): Promise<PlaceOrderResponse> {
  return apiFetch<PlaceOrderResponse>('/api/order/cash', { method: 'POST', body });
}

export function usePlaceWalkInCashOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkoutKeys.placeWalkInCashOrder(),
    mutationFn: postWalkInCashOrder,
    // Not awaited: the screen moves on at once, the refetch happens behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
