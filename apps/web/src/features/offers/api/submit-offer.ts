import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { offersKeys } from './keys';

export interface PriceOffer {
  productId: string;
  weight: string;
  suggestedPrice: number;
  phone?: string;
}

/** POST /api/order/price-suggestion (400 out of range, 409 one pending already, 422 not a clearance item). */
export function postPriceOffer(body: PriceOffer & { quantity: number; userId: string }): Promise<{ success: true; message: string; offer: Offer }> {
  return apiFetch('/api/order/price-suggestion', { method: 'POST', body });
}

/** Sends an offer; the new pending offer becomes the latest at once, so its banner shows. */
export function useSubmitOffer() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session?.userId ?? '';
  return useMutation({
    mutationKey: offersKeys.submit(),
    mutationFn: (offer: PriceOffer) => postPriceOffer({ ...offer, quantity: 1, userId }),
    onSuccess: (response, offer) => {
      queryClient.setQueryData<Offer[]>(offersKeys.suggestions(userId, offer.productId), (offers) => [response.offer, ...(offers ?? [])]);
    },
  });
}
