import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJobRetryResponse, AdminJobsQuery, AdminJobsResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

export type JobFilters = Pick<AdminJobsQuery, 'state'>;
export const jobKeys = {
  all: ['admin', 'jobs'] as const,
  list: (filters: JobFilters) => ['admin', 'jobs', 'list', filters] as const,
};

/** GET /api/admin/jobs: failing and dead jobs, newest first, one server page at a time ("Load more" asks for the next). */
export function useFailingJobs(filters: JobFilters) {
  return useInfiniteQuery(infiniteQueryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: ({ pageParam, signal }) => apiFetch<AdminJobsResponse>('/api/admin/jobs', { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  }));
}

/** Sends a job back to run now; whatever the answer, the list and the dashboard's count are fetched again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, reason }: { jobId: string; reason: string }) =>
      apiFetch<AdminJobRetryResponse>(`/api/admin/jobs/${encodeURIComponent(jobId)}/retry`, { method: 'POST', body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
