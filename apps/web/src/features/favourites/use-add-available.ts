import { useState } from 'react';
import { toast } from '@/ui/toaster';
import { stockForWeight, type Product } from '@mitumba/contracts/plain';
import { useAddToCartMutation } from '@/features/cart';
import { isApiError } from '@/lib/api-client';
import { useRequireLogin } from '@/lib/use-require-login';
import { useT } from '@/i18n';

/** The weight a favourite goes into the cart with: the first one in stock. */
export function firstInStockWeight(product: Product): string | undefined {
  return product.weights.find((weight) => stockForWeight(product.stock, weight) > 0);
}

/**
 * 'Add Available Items to Cart' (spec 1 §2, §7, §8): one cart add per favourite in stock, in its first weight in
 * stock, one after another. Each refusal is named ('Failed to add {name}: …'), then the count is said once. A lost
 * session stops the run ('Error adding items to cart: …').
 */
export function useAddAvailable(products: readonly Product[]) {
  const { mutateAsync } = useAddToCartMutation();
  const requireLogin = useRequireLogin();
  const [busy, setBusy] = useState(false);
  const t = useT();
  const available = products.flatMap((product) => {
    const weight = firstInStockWeight(product);
    return weight ? [{ product, weight }] : [];
  });

  const run = async () => {
    if (busy || !requireLogin()) return;
    setBusy(true);
    let added = 0;
    try {
      for (const { product, weight } of available) {
        try {
          await mutateAsync({ productId: product._id, weight });
          added += 1;
        } catch (error) {
          if (isApiError(error, 401)) throw error;
          toast.error(t('cart.toast.addNamedFailed', { name: product.name, reason: (error as Error).message }));
        }
      }
      if (added > 0) toast.success(t('cart.toast.addedCount', { count: added }));
    } catch (error) {
      toast.error(t('cart.toast.addingFailed', { reason: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, availableCount: available.length };
}
