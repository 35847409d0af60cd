import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { checkoutKeys } from './keys';

export type LastAddress = Partial<Address> | null;

/**
 * GET /api/user/last-address/{userId}: the address of the customer's last order, to fill the delivery form. The spec
 * names it `lastUsedAddress`; the server answers `address`: either is read.
 */
export async function fetchLastAddress(userId: string, signal?: AbortSignal): Promise<LastAddress> {
  const body = await apiFetch<{ success: true; lastUsedAddress?: LastAddress; address?: LastAddress }>(
    `/api/user/last-address/${encodeURIComponent(userId)}`,
    { signal },
  );
  return body.lastUsedAddress ?? body.address ?? null;
}

export function lastAddressOptions(userId: string) {
  return queryOptions({
    queryKey: checkoutKeys.lastAddress(userId),
    queryFn: ({ signal }) => fetchLastAddress(userId, signal),
  });
}

export function useLastAddress() {
  const session = useSession();
  return useQuery({ ...lastAddressOptions(session?.userId ?? ''), enabled: session !== null });
}
