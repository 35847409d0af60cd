import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBannerListResponse, AdminBannerResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

const key = ['admin', 'banners'] as const;
const path = '/api/admin/banners';

export function useAdminBanners() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => apiFetch<AdminBannerListResponse>(path, { signal }), staleTime: 0 });
}

/** The banner changes; each is audited on the server, and the list is fetched again whatever the answer. */
export type BannerChange =
  | { kind: 'upload'; image: File; label: string }
  | { kind: 'update'; id: string; label?: string; active?: boolean }
  | { kind: 'reorder'; ids: string[] }
  | { kind: 'remove'; id: string };

function send(change: BannerChange): Promise<{ message?: string } & Partial<AdminBannerResponse>> {
  switch (change.kind) {
    case 'upload': {
      const form = new FormData();
      form.append('label', change.label);
      form.append('image', change.image);
      return apiFetch(path, { method: 'POST', body: form });
    }
    case 'update': {
      const { kind: _kind, id, ...body } = change;
      return apiFetch(`${path}/${id}`, { method: 'PATCH', body });
    }
    case 'reorder':
      return apiFetch(`${path}/order`, { method: 'PUT', body: { ids: change.ids } }).then(() => ({ message: 'Order saved' }));
    case 'remove':
      return apiFetch(`${path}/${change.id}`, { method: 'DELETE' });
  }
}

export function useBannerChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}
