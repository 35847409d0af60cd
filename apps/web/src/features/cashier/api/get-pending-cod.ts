import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingCodResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { cashierKeys } from './keys';

/** GET /api/cashier/orders/pending?q=: cash-on-delivery orders waiting for their cash, found by reference, name or phone. */
export function fetchPendingCod(search: string, signal?: AbortSignal): Promise<PendingCodResponse> {
  const query = search ? `?q=${encodeURIComponent(search)}` : '';
  return apiFetch<PendingCodResponse>(`/api/cashier/orders/pending${query}`, { signal });
}

export function pendingCodOptions(search: string) {
  return queryOptions({ queryKey: cashierKeys.pending(search), queryFn: ({ signal }) => fetchPendingCod(search, signal), staleTime: 0 });
}

const PENDING_POLL_MS = 15_000;

/** Kept fresh while the counter screen is open: new cash-on-delivery orders arrive as customers place them. */
export function usePendingCod(search: string) {
  return useQuery({ ...pendingCodOptions(search), placeholderData: keepPreviousData, refetchOnWindowFocus: 'always', refetchInterval: PENDING_POLL_MS });
}
