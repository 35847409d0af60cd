import { useEffect } from 'react';
import { toast } from '@/ui/toaster';
import { useSession } from '@/lib/session';
import { useAddToCartMutation } from './api/add-to-cart';
import { takePendingAdd } from './pending-add';
import { useT } from '@/i18n';

/** Mounted once in the shell: after a login, makes the add that a refused session kept (spec 1 §4). */
export function useCartSync(): void {
  const session = useSession();
  const { mutate } = useAddToCartMutation();
  const t = useT();
  const userId = session?.userId;

  useEffect(() => {
    if (!userId) return;
    const pending = takePendingAdd(userId);
    if (!pending) return;
    mutate(pending, {
      onSuccess: (response) => toast.success(response.message ?? t('shell.cartSync.added')),
      onError: (error) => toast.error(t('shell.cartSync.failed', { reason: error.message })),
    });
  }, [userId, mutate, t]);
}
