import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { waitlistKeys } from './keys';

/** GET /api/order/waitlist/user?status=pending,notified */
export async function fetchWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  const body = await apiFetch<{ success: true; waitlist: WaitlistEntry[] }>('/api/order/waitlist/user', {
    query: { status: 'pending,notified' },
    signal,
  });
  return body.waitlist;
}

export function waitlistOptions(userId: string) {
  return queryOptions({ queryKey: waitlistKeys.list(userId), queryFn: ({ signal }) => fetchWaitlist(signal) });
}

/** The customer's waitlist entries, still waiting or already told of a restock. */
export function useWaitlist() {
  const session = useSession();
  return useQuery({ ...waitlistOptions(session?.userId ?? ''), enabled: session !== null });
}
