import { useQueries } from '@tanstack/react-query';
import type { Product } from '@mitumba/contracts/plain';
import { productOptions } from '@/features/catalog';
import { useSession } from '@/lib/session';
import { useServerFavourites } from './api/get-favourites';
import { useLocalFavourites } from './local-favourites';

export interface FavouriteProducts {
  products: readonly Product[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** A visitor's favourites are ids in this browser: each product comes from the catalogue (gone ones are skipped). */
function useVisitorFavouriteProducts(enabled: boolean): FavouriteProducts {
  const ids = useLocalFavourites();
  return useQueries({
    queries: (enabled ? ids : []).map((id) => productOptions(id)),
    combine: (results) => ({
      products: results.flatMap((result) => (result.data ? [result.data] : [])),
      isPending: results.some((result) => result.isPending),
      isError: false,
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}

/** The products of the favourites page: the account's for a customer, the browser's for a visitor. */
export function useFavouriteProducts(): FavouriteProducts {
  const session = useSession();
  const server = useServerFavourites();
  const visitor = useVisitorFavouriteProducts(session === null);
  if (!session) return visitor;
  return {
    products: server.data?.products ?? [],
    isPending: server.isPending,
    isError: server.isError && !server.data,
    refetch: () => void server.refetch(),
  };
}
