import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { isStoredAsJoined, storeJoined } from '../joined-store';
import { waitlistKeys } from './keys';

/** POST /api/order/check-waitlist */
export async function postCheckWaitlist(body: { productId: string; weight: string; userId: string }, signal?: AbortSignal): Promise<boolean> {
  const response = await apiFetch<{ success: true; isInWaitlist: boolean }>('/api/order/check-waitlist', { method: 'POST', body, signal });
  storeJoined(body.productId, body.weight, response.isInWaitlist);
  return response.isInWaitlist;
}

export function waitlistCheckOptions(userId: string, productId: string, weight: string) {
  return queryOptions<boolean>({
    queryKey: waitlistKeys.check(userId, productId, weight),
    queryFn: ({ signal }) => postCheckWaitlist({ productId, weight, userId }, signal),
    placeholderData: (): boolean => isStoredAsJoined(productId, weight),
  });
}

/** Whether the customer waits for this weight: the stored state at once, then the server's (logged in only). */
export function useIsOnWaitlist(productId: string, weight: string | null): boolean {
  const session = useSession();
  const { data } = useQuery({
    ...waitlistCheckOptions(session?.userId ?? '', productId, weight ?? ''),
    enabled: session !== null && weight !== null,
  });
  return weight !== null && session !== null && (data ?? false);
}
