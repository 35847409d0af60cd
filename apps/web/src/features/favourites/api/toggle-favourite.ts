import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { FavouritesResponse } from './get-favourites';
import { favouritesKeys } from './keys';

/** POST /api/favorites/add */
export function postFavourite(productId: string): Promise<FavouritesResponse> {
  return apiFetch<FavouritesResponse>('/api/favorites/add', { method: 'POST', body: { productId } });
}

/** DELETE /api/favorites/{productId} */
export function deleteFavourite(productId: string): Promise<FavouritesResponse> {
  return apiFetch<FavouritesResponse>(`/api/favorites/${encodeURIComponent(productId)}`, { method: 'DELETE' });
}

export interface FavouriteChange {
  productId: string;
  favourite: boolean;
}

/**
 * Adds or removes a server-side favourite. The heart (and the favourites grid) change at once and change back if
 * the server refuses; changes run one after another, so the last answer is the last change.
 */
export function useToggleServerFavourite() {
  const session = useSession();
  const queryClient = useQueryClient();
  const queryKey = favouritesKeys.list(session?.userId ?? '');

  return useMutation({
    mutationKey: favouritesKeys.toggle(),
    scope: { id: 'favourites' },
    mutationFn: ({ productId, favourite }: FavouriteChange) => (favourite ? postFavourite(productId) : deleteFavourite(productId)),
    onMutate: async ({ productId, favourite }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<FavouritesResponse>(queryKey);
      if (previous) {
        queryClient.setQueryData<FavouritesResponse>(queryKey, {
          ...previous,
          favorites: favourite ? [...previous.favorites, productId] : previous.favorites.filter((id) => id !== productId),
          products: favourite ? previous.products : previous.products.filter((product) => product._id !== productId),
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (response) => queryClient.setQueryData(queryKey, response),
  });
}
