import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { lastCartOf, rememberCart } from '../last-cart';
import { acceptCart } from '../stored-cart';
import { cartKeys } from './keys';

/**
 * POST /api/cart/get. The server checks the cart against stock on every read (spec 1 §4 'Stock validation on cart
 * load'): it lowers quantities, drops sold-out lines and hidden products, and says so in `notices`.
 */
export function postCartGet(signal?: AbortSignal): Promise<CartResponse> {
  return apiFetch<CartResponse>('/api/cart/get', { method: 'POST', body: {}, signal });
}

export function cartOptions(userId: string) {
  return queryOptions({
    queryKey: cartKeys.detail(userId),
    queryFn: async ({ signal }) => rememberCart(userId, acceptCart(await postCartGet(signal))),
    staleTime: 30_000,
    // Offline (a page the service worker kept), the last cart the server priced, refreshed once the connection is back.
    initialData: () => (onlineManager.isOnline() ? undefined : lastCartOf(userId)),
    initialDataUpdatedAt: 0,
  });
}

/**
 * The signed-in customer's cart, shared by the header badge, the phone tab bar and the cart page; idle for
 * visitors. `fresh` re-checks it with the server on mount (the cart page).
 */
export function useCart({ fresh = false }: { fresh?: boolean } = {}) {
  const session = useSession();
  return useQuery({
    ...cartOptions(session?.userId ?? ''),
    enabled: session !== null,
    refetchOnMount: fresh ? 'always' : true,
  });
}
