import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { acceptCart } from '../stored-cart';
import { cartKeys } from './keys';

export interface CartUpdate {
  productId: string;
  /** The weight, sent as `model` like the spec's payload. */
  weight: string;
  /** 0 or less removes the line. */
  quantity: number;
}

/** POST /api/cart/update: sets a line's quantity (refused past 3 or past the stock). */
export function postCartUpdate(body: { itemId: string; model: string; quantity: number }): Promise<CartResponse> {
  return apiFetch<CartResponse>('/api/cart/update', { method: 'POST', body });
}

/** Quantity changes from the cart page, one at a time, each answered with the whole repriced cart. */
export function useUpdateCartQuantity() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.update(),
    scope: { id: 'cart-update' },
    mutationFn: (update: CartUpdate) =>
      postCartUpdate({ itemId: update.productId, model: update.weight, quantity: update.quantity }),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.detail(session?.userId ?? ''), acceptCart(cart));
    },
  });
}
