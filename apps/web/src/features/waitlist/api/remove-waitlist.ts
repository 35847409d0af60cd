import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistEntry } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { storeJoined } from '../joined-store';
import { waitlistKeys } from './keys';

/** DELETE /api/order/waitlist/{id} */
export function deleteWaitlistEntry(id: string): Promise<{ success: true; message: string }> {
  return apiFetch(`/api/order/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Leaves the waitlist: the entry leaves the list, and the product page offers 'Join waitlist' again. */
export function useRemoveFromWaitlist() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session?.userId ?? '';
  return useMutation({
    mutationKey: waitlistKeys.remove(),
    mutationFn: (entry: WaitlistEntry) => deleteWaitlistEntry(entry._id),
    onSuccess: (_response, entry) => {
      storeJoined(entry.product._id, entry.weight, false);
      queryClient.setQueryData<WaitlistEntry[]>(waitlistKeys.list(userId), (entries) => entries?.filter((item) => item._id !== entry._id));
      queryClient.setQueryData(waitlistKeys.check(userId, entry.product._id, entry.weight), false);
    },
  });
}
