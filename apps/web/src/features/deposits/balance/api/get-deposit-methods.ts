import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentSettingsResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** GET /api/payment-settings, read for its `depositMethods`: the deposit sub-methods the shop takes now (spec 2 §3). */
export function fetchDepositMethods(signal?: AbortSignal): Promise<string[]> {
  return apiFetch<PaymentSettingsResponse>('/api/payment-settings', { signal }).then((settings) => settings.depositMethods);
}

export function depositMethodsOptions(userId: string) {
  return queryOptions({ queryKey: ['deposits', 'methods', userId] as const, queryFn: ({ signal }) => fetchDepositMethods(signal), staleTime: 60_000 });
}

/** The deposit methods, asked once per minute at most however many pay-balance forms are on screen. */
export function useDepositMethods() {
  const session = useSession();
  return useQuery({ ...depositMethodsOptions(session?.userId ?? ''), enabled: session !== null });
}
