import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { favouritesKeys } from './keys';

/** What every favourites call answers: the ids and their products (hidden products left out). */
export interface FavouritesResponse {
  success: true;
  favorites: string[];
  products: Product[];
}

/** GET /api/favorites */
export function fetchFavourites(signal?: AbortSignal): Promise<FavouritesResponse> {
  return apiFetch<FavouritesResponse>('/api/favorites', { signal });
}

export function favouritesOptions(userId: string) {
  return queryOptions({
    queryKey: favouritesKeys.list(userId),
    queryFn: ({ signal }) => fetchFavourites(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in customer's favourites on the server; idle for visitors. */
export function useServerFavourites() {
  const session = useSession();
  return useQuery({ ...favouritesOptions(session?.userId ?? ''), enabled: session !== null });
}
