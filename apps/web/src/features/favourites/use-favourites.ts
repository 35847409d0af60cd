import { useMemo } from 'react';
import { toast } from '@/ui/toaster';
import { useSession } from '@/lib/session';
import { useServerFavourites } from './api/get-favourites';
import { useToggleServerFavourite } from './api/toggle-favourite';
import { setLocalFavourite, useLocalFavourites } from './local-favourites';

/**
 * Favourite product ids: the account's for a customer (plus any local ones not merged yet), the browser's for a
 * visitor. Callers never know which.
 */
export function useFavouriteIds(): readonly string[] {
  const session = useSession();
  const local = useLocalFavourites();
  const server = useServerFavourites().data?.favorites;
  return useMemo(() => {
    if (!session) return local;
    return local.length === 0 ? (server ?? []) : [...new Set([...(server ?? []), ...local])];
  }, [session, local, server]);
}

export function useIsFavourite(productId: string): boolean {
  return useFavouriteIds().includes(productId);
}

/** Adds or removes a favourite, on the server for a customer and in this browser for a visitor. */
export function useToggleFavourite(): (productId: string, favourite: boolean) => void {
  const session = useSession();
  const { mutate } = useToggleServerFavourite();
  return (productId, favourite) => {
    if (!session) {
      setLocalFavourite(productId, favourite);
      return;
    }
    // A local id not merged yet goes with the change too, or it would come back.
    if (!favourite) setLocalFavourite(productId, false);
    mutate({ productId, favourite }, { onError: (error) => toast.error(error.message) });
  };
}
