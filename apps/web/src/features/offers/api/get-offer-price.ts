import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockKey, type OfferPrice } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { offersKeys } from './keys';


/** GET /api/order/price-suggestions/{productId}/{userId} */
export async function fetchOfferPrice(productId: string, userId: string, signal?: AbortSignal): Promise<OfferPrice> {
  const path = `/api/order/price-suggestions/${encodeURIComponent(productId)}/${encodeURIComponent(userId)}`;
  return (await apiFetch<{ success: true; product: OfferPrice }>(path, { signal })).product;
}

export function offerPriceOptions(userId: string, productId: string) {
  return queryOptions({
    queryKey: offersKeys.price(userId, productId),
    queryFn: ({ signal }) => fetchOfferPrice(productId, userId, signal),
  });
}

/**
 * The price an accepted offer gives this customer for a weight, when it is below the list price (spec 1 §4: the
 * shown price is lowered and the old one struck through). An offer is for one weight, so without a weight there is
 * no offer price to show. Asked only for clearance items, the only ones that take offers.
 */
export function useOfferPrice(productId: string, clearance: boolean, weight: string | null): number | undefined {
  const session = useSession();
  const { data } = useQuery({
    ...offerPriceOptions(session?.userId ?? '', productId),
    enabled: session !== null && clearance,
  });
  const price = weight ? data?.prices[stockKey(weight)] : undefined;
  return data && price !== undefined && price < data.listPrice ? price : undefined;
}
