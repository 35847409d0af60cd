import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPayload, PlaceOrderResponse } from '@mitumba/contracts/plain';
import { cartKeys } from '@/features/cart';
import { apiFetch } from '@/lib/api-client';
import { checkoutKeys } from './keys';

export type PlaceOrderBody = OrderPayload & { paymentMethod: 'cod' | 'cash'; email: string; securityCode?: string };

/** POST /api/order/place: a cash order with the cashier's security code, or a cash-on-delivery order (no code). */
export function postPlaceOrder(body: PlaceOrderBody): Promise<PlaceOrderResponse> {
  return apiFetch<PlaceOrderResponse>('/api/order/place', { method: 'POST', body });
}

/** The server empties the cart when it takes the order. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkoutKeys.placeOrder(),
    mutationFn: postPlaceOrder,
    // Not awaited: the screen moves on at once, the refetch happens behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
