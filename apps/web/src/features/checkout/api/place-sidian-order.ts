import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPayload, PlaceOrderResponse } from '@mitumba/contracts/plain';
import { cartKeys } from '@/features/cart';
import { apiFetch } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** POST /api/order/sidian: an order the customer pays to the Sidian Bank paybill by hand; answers the bank details. */
export function postSidianOrder(body: OrderPayload): Promise<PlaceOrderResponse> {
  return apiFetch<PlaceOrderResponse>('/api/order/sidian', { method: 'POST', body });
}

export function usePlaceSidianOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkoutKeys.placeSidianOrder(),
    mutationFn: postSidianOrder,
    // Not awaited: the screen moves on at once, the refetch happens behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
