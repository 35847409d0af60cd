import { useCallback } from 'react';
import { toast } from 'sonner';

/**
 * Adds one unit of a product's weight to the logged-in customer's cart.
 * The cart issue implements it (POST /api/cart/add); until then it says the cart is not open yet.
 */
export function useAddToCart(): (productId: string, weight: string) => void {
  return useCallback(() => {
    toast.error('Failed to add item to cart: The cart is not open yet.');
  }, []);
}
