import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '@mitumba/contracts/plain';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { keepPendingAdd, type CartAdd } from '../pending-add';
import { acceptCart, storeCartItems, withOneMore } from '../stored-cart';
import { cartKeys } from './keys';

export type { CartAdd };

/** POST /api/cart/add: one more unit of a product's weight (refused past 3, past the stock, or when sold out). */
export function postCartAdd(body: { userId: string; itemId: string; weight: string }): Promise<CartResponse> {
  return apiFetch<CartResponse>('/api/cart/add', { method: 'POST', body });
}

/**
 * The one add-to-cart mutation (product page, favourites, waitlist). The badge counts the unit at once and drops it
 * again if the server refuses; a 401 keeps it (spec 1 §4): the stored cart keeps the change and the add is made
 * after the next login. Messages are the caller's.
 */
export function useAddToCartMutation() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session?.userId ?? '';

  return useMutation({
    mutationKey: cartKeys.add(),
    mutationFn: (add: CartAdd) => postCartAdd({ userId, itemId: add.productId, weight: add.weight }),
    onMutate: async (add) => {
      // Kept in the context: a 401 ends the session before onError runs.
      const queryKey = cartKeys.detail(userId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<CartResponse>(queryKey);
      const next = withOneMore(previous, add.productId, add.weight);
      queryClient.setQueryData(queryKey, next);
      storeCartItems(next.cartData);
      return { userId, queryKey, previous, next };
    },
    onError: (error, add, context) => {
      if (!context) return;
      if (isApiError(error, 401)) {
        // The session has just been cleared (and the stored cart with it): put the change back and remember it.
        storeCartItems(context.next.cartData);
        keepPendingAdd(context.userId, add);
        return;
      }
      if (context.previous) {
        queryClient.setQueryData(context.queryKey, context.previous);
        storeCartItems(context.previous.cartData);
      } else {
        void queryClient.invalidateQueries({ queryKey: context.queryKey });
      }
    },
    // A cart read started after onMutate (a page or the header mounting at login) may answer after the add with the
    // cart before it, and would put the old count back: cancelled, then the add's answer is the cart.
    onSuccess: async (cart, _add, context) => {
      await queryClient.cancelQueries({ queryKey: context.queryKey });
      queryClient.setQueryData(context.queryKey, acceptCart(cart));
    },
  });
}
