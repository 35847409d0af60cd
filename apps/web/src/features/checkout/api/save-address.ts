import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { checkoutKeys } from './keys';

/** POST /api/user/save-address: remembers the delivery address for the next checkout. */
export function postSaveAddress(body: { userId: string; address: Address }): Promise<{ success: true; message?: string }> {
  return apiFetch('/api/user/save-address', { method: 'POST', body });
}

export function useSaveAddress() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session?.userId ?? '';
  return useMutation({
    mutationKey: checkoutKeys.saveAddress(),
    mutationFn: (address: Address) => postSaveAddress({ userId, address }),
    onSuccess: (_response, address) => queryClient.setQueryData(checkoutKeys.lastAddress(userId), address),
  });
}
