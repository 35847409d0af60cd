import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { offersKeys } from './keys';

/** GET /api/order/user-suggestions/{productId}/{userId}: this customer's offers on the product, newest first. */
export async function fetchUserOffers(productId: string, userId: string, signal?: AbortSignal): Promise<Offer[]> {
  const path = `/api/order/user-suggestions/${encodeURIComponent(productId)}/${encodeURIComponent(userId)}`;
  return (await apiFetch<{ success: true; suggestions: Offer[] }>(path, { signal })).suggestions;
}

export function userOffersOptions(userId: string, productId: string) {
  return queryOptions({
    queryKey: offersKeys.suggestions(userId, productId),
    queryFn: ({ signal }) => fetchUserOffers(productId, userId, signal),
  });
}

/** The customer's offers on a product (idle for visitors, who have none). */
export function useUserOffers(productId: string) {
  const session = useSession();
  return useQuery({ ...userOffersOptions(session?.userId ?? '', productId), enabled: session !== null });
}
