import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { useMergeFavourites } from './api/merge-favourites';
import { clearLocalFavourites, localFavourites } from './local-favourites';

/** Ids being merged now, so a second mount (or StrictMode's second effect) does not send them twice. */
const merging = new Set<string>();

/**
 * Mounted once in the shell: after a login, a visitor's local favourites are merged into the account (one call),
 * then the local list is cleared. If the merge fails they stay local and are tried again on the next visit.
 */
export function useFavouritesSync(): void {
  const session = useSession();
  const { mutate } = useMergeFavourites();
  const userId = session?.userId;

  useEffect(() => {
    const ids = localFavourites();
    if (!userId || ids.length === 0 || merging.has(userId)) return;
    merging.add(userId);
    mutate(ids, {
      onSuccess: clearLocalFavourites,
      onSettled: () => merging.delete(userId),
    });
  }, [userId, mutate]);
}
