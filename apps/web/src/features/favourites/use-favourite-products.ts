import { useQuery } from '@tanstack/react-query';
import type { Product } from '@mitumba/contracts/plain';
import { productListOptions } from '@/features/catalog';
import { useSession } from '@/lib/session';
import { useServerFavourites } from './api/get-favourites';
import { useLocalFavourites } from './local-favourites';

export interface FavouriteProducts {
  products: readonly Product[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

const MAX_LOCAL_FAVOURITES = 100;

/** A visitor's favourites are ids in this browser: one catalogue call fetches them (gone ones are skipped). */
function useVisitorFavouriteProducts(enabled: boolean): FavouriteProducts {
  const ids = useLocalFavourites().slice(0, MAX_LOCAL_FAVOURITES);
  const query = useQuery({ ...productListOptions({ ids, limit: MAX_LOCAL_FAVOURITES }), enabled: enabled && ids.length > 0 });
  const order = new Map(ids.map((id, index) => [id, index]));
  return {
    products: [...(query.data ?? [])].sort((a, b) => (order.get(a._id) ?? 0) - (order.get(b._id) ?? 0)),
    isPending: enabled && ids.length > 0 && query.isPending,
    isError: query.isError && !query.data,
    refetch: () => void query.refetch(),
  };
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
