import { useQuery } from '@tanstack/react-query';
import type { AdminDashboardResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

export const dashboardKey = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard, refreshed every minute while the page is open (the owner keeps it on during the day). */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => apiFetch<AdminDashboardResponse>('/api/admin/dashboard', { signal }),
    refetchInterval: 60_000,
  });
}
