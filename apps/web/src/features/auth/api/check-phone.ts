import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { authKeys } from './keys';

interface CheckPhoneResponse {
  success: true;
  available: boolean;
}

/** GET /api/user/check-phone: whether no account uses this phone yet (the server accepts 07… or +2547…). */
export async function fetchPhoneAvailable(phone: string, signal?: AbortSignal): Promise<boolean> {
  const body = await apiFetch<CheckPhoneResponse>('/api/user/check-phone', { query: { phone }, auth: false, signal });
  return body.available;
}

/** Asked once per signup submit, never from the cache: someone may have taken the number meanwhile. */
export function phoneAvailabilityOptions(phone: string) {
  return queryOptions({
    queryKey: authKeys.phoneAvailability(phone),
    queryFn: ({ signal }) => fetchPhoneAvailable(phone, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
