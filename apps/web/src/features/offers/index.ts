import { useCallback } from 'react';
import { toast } from 'sonner';

export interface PriceOffer {
  productId: string;
  weight: string;
  suggestedPrice: number;
}

/** Sends a price offer on a clearance item. The offers issue implements it (POST /api/order/price-suggestion). */
export function useSubmitOffer(): (offer: PriceOffer) => void {
  return useCallback(() => {
    toast.error('Error submitting offer: Offers are not open yet.');
  }, []);
}
