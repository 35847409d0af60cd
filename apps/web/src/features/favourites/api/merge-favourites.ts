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
    onSuccess: (response) => queryClient.setQueryData(favouritesKeys.list(session?.userId ?? ''), response),
  });
}
