import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { adminKeys, type AuditFilters } from './keys';

/** GET /api/admin/audit: back-office changes, newest first. */
export function fetchAudit(filters: AuditFilters, cursor: string | null, signal?: AbortSignal): Promise<AuditListResponse> {
  return apiFetch<AuditListResponse>('/api/admin/audit', { query: { ...filters, cursor }, signal });
}

export function auditOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => fetchAudit(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery(auditOptions(filters));
}
