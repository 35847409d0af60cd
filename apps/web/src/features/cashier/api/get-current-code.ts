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

/** A code is used up by the order it pays: the screen asks again this often while it is visible. */
export const CODE_POLL_MS = 5_000;

/** GET /api/security-codes/current: the signed-in cashier's code and when it changes. */
export async function fetchCurrentCode(signal?: AbortSignal): Promise<CurrentCode> {
  const { code, expiresAt, secondsLeft, rotatesEvery } = await apiFetch<CurrentCode & { success: true }>('/api/security-codes/current', { signal });
  return { code, expiresAt, secondsLeft, rotatesEvery };
}

export function currentCodeOptions(userId: string) {
  return queryOptions({ queryKey: cashierKeys.code(userId), queryFn: ({ signal }) => fetchCurrentCode(signal) });
}

/**
 * Refetched every few seconds while the page is visible (a used code is replaced at once), when the window regains
 * focus, and right when the code's 10 minutes run out, so the screen never shows a spent or stale code.
 */
export function useCurrentCode(enabled: boolean) {
  const session = useSession();
  return useQuery({
    ...currentCodeOptions(session?.userId ?? ''),
    enabled: enabled && session !== null,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchIntervalInBackground: false,
    refetchInterval: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : 0;
      return Math.min(CODE_POLL_MS, Math.max(1000, expiresAt - Date.now() + 500));
    },
  });
}
