import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { offersKeys } from './keys';

export interface OfferPrice {
  _id: string;
  /** What this customer pays: an accepted offer's price, else the list price. */
  price: number;
  listPrice: number;
  offerApplied: boolean;
}

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
 * The price an accepted offer gives this customer, when it is below the list price (spec 1 §4: the shown price is
 * lowered and the old one struck through). Asked only for clearance items, the only ones that take offers.
 */
export function useOfferPrice(productId: string, clearance: boolean): number | undefined {
  const session = useSession();
  const { data } = useQuery({
    ...offerPriceOptions(session?.userId ?? '', productId),
    enabled: session !== null && clearance,
  });
  return data?.offerApplied && data.price < data.listPrice ? data.price : undefined;
}
