import { useQuery } from '@tanstack/react-query';
import type { ReconciliationResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

export const RECONCILIATION_PATH = '/api/admin/reconciliation';
export const RECONCILIATION_CSV_PATH = '/api/admin/reconciliation/export.csv';

export const reconciliationKeys = {
  all: ['admin', 'reconciliation'] as const,
  day: (date: string) => [...reconciliationKeys.all, date] as const,
};

/** GET /api/admin/reconciliation?date=: read live from the providers, so kept a minute and not refetched on focus. */
export function useReconciliation(date: string) {
  return useQuery({
    queryKey: reconciliationKeys.day(date),
    queryFn: ({ signal }) => apiFetch<ReconciliationResponse>(`${RECONCILIATION_PATH}?date=${encodeURIComponent(date)}`, { signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
