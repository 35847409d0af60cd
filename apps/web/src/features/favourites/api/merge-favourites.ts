import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { FavouritesResponse } from './get-favourites';
import { favouritesKeys } from './keys';

/** POST /api/favorites/merge: a visitor's local favourites join the account's after login. */
export function postMergeFavourites(productIds: readonly string[]): Promise<FavouritesResponse> {
  return apiFetch<FavouritesResponse>('/api/favorites/merge', { method: 'POST', body: { productIds } });
}

export function useMergeFavourites() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: favouritesKeys.merge(),
    scope: { id: 'favourites' },
    mutationFn: postMergeFavourites,
    // A list read that started before the merge would land after it and put the old list back: cancelled first.
    onSuccess: async (response) => {
      const list = favouritesKeys.list(session?.userId ?? '');
      await queryClient.cancelQueries({ queryKey: list });
      queryClient.setQueryData(list, response);
    },
  });
}
