import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminWaitlistQuery, AdminWaitlistResponse, AdminWaitlistRow } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

export type WaitlistFilters = Omit<AdminWaitlistQuery, 'cursor' | 'limit'>;

/** GET /api/admin/waitlist: entries sorted by product, weight and join time, one server page at a time. */
export function useAdminWaitlist(filters: WaitlistFilters) {
  return useInfiniteQuery(infiniteQueryOptions({
    queryKey: ['admin', 'waitlist', filters] as const,
    queryFn: ({ pageParam, signal }) => apiFetch<AdminWaitlistResponse>('/api/admin/waitlist', { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  }));
}

export type WaitlistGroup = { key: string; product: AdminWaitlistRow['product']; weight: string; stock: number; entries: AdminWaitlistRow[] };

/** Consecutive entries of one product weight form a group (the server sorts them so). */
export function groupByWeight(rows: AdminWaitlistRow[]): WaitlistGroup[] {
  const groups: WaitlistGroup[] = [];
  for (const row of rows) {
    const key = `${row.product.id}|${row.weight}`;
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push(row);
    else groups.push({ key, product: row.product, weight: row.weight, stock: row.stock, entries: [row] });
  }
  return groups;
}
