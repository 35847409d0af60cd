import { useEffect } from 'react';
import { toast } from '@/ui/toaster';
import { useSession } from '@/lib/session';
import { useAddToCartMutation } from './api/add-to-cart';
import { takePendingAdd } from './pending-add';

/** Mounted once in the shell: after a login, makes the add that a refused session kept (spec 1 §4). */
export function useCartSync(): void {
  const session = useSession();
  const { mutate } = useAddToCartMutation();
  const userId = session?.userId;

  useEffect(() => {
    if (!userId) return;
    const pending = takePendingAdd(userId);
    if (!pending) return;
    mutate(pending, {
      onSuccess: (response) => toast.success(response.message ?? 'Product added to cart successfully'),
      onError: (error) => toast.error(`Failed to add item to cart: ${error.message}`),
    });
  }, [userId, mutate]);
}
