import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cashierKeys } from './keys';

export interface CurrentCode {
  code: string;
  expiresAt: string;
  secondsLeft: number;
  rotatesEvery: number;
}

/** GET /api/security-codes/current: the signed-in cashier's code and when it changes. */
export async function fetchCurrentCode(signal?: AbortSignal): Promise<CurrentCode> {
  const { code, expiresAt, secondsLeft, rotatesEvery } = await apiFetch<CurrentCode & { success: true }>('/api/security-codes/current', { signal });
  return { code, expiresAt, secondsLeft, rotatesEvery };
}

export function currentCodeOptions(userId: string) {
  return queryOptions({ queryKey: cashierKeys.code(userId), queryFn: ({ signal }) => fetchCurrentCode(signal) });
}

/** Refetched when the code rotates, so the screen never shows a stale code. */
export function useCurrentCode(enabled: boolean) {
  const session = useSession();
  return useQuery({
    ...currentCodeOptions(session?.userId ?? ''),
    enabled: enabled && session !== null,
    refetchInterval: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : 0;
      return Math.max(1000, expiresAt - Date.now() + 500);
    },
  });
}
