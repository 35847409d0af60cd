import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCourierListResponse, AdminCourierResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

const key = ['admin', 'couriers'] as const;
const path = '/api/admin/couriers';

/** Every courier, on and off (the dispatch form offers the ones that are on). */
export function useAdminCouriers() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => apiFetch<AdminCourierListResponse>(path, { signal }), staleTime: 30_000 });
}

/** A courier added or edited; each is audited on the server, and the list is fetched again whatever the answer. */
export type CourierChange =
  | { kind: 'create'; name: string; trackingUrlPattern: string | null }
  | { kind: 'update'; id: string; name?: string; trackingUrlPattern?: string | null; enabled?: boolean };

function send(change: CourierChange): Promise<AdminCourierResponse> {
  if (change.kind === 'create') return apiFetch(path, { method: 'POST', body: { name: change.name, trackingUrlPattern: change.trackingUrlPattern ?? '' } });
  const { kind: _kind, id, ...body } = change;
  return apiFetch(`${path}/${id}`, { method: 'PATCH', body: { ...body, ...(body.trackingUrlPattern === null ? { trackingUrlPattern: '' } : {}) } });
}

export function useCourierChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}
