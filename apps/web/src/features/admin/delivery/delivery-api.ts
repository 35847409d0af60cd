import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCreateDeliveryBody, AdminDeliveryListResponse, AdminDeliveryResponse, AdminUpdateDeliveryBody } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

export const deliveryKeys = {
  all: ['admin', 'delivery-options'] as const,
  list: (county: string) => ['admin', 'delivery-options', 'list', county] as const,
};

/** GET /api/admin/delivery-options: every option, on and off (one county when given). */
export function useAdminDeliveryOptions(county: string) {
  return useQuery({
    queryKey: deliveryKeys.list(county),
    queryFn: ({ signal }) => apiFetch<AdminDeliveryListResponse>('/api/admin/delivery-options', { query: county ? { county } : {}, signal }),
  });
}

export function useCreateDeliveryOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateDeliveryBody) => apiFetch<AdminDeliveryResponse>('/api/admin/delivery-options', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}

/** Edits an option or switches it on or off; the lists are fetched again whatever the answer. */
export function useUpdateDeliveryOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ optionId, body }: { optionId: string; body: AdminUpdateDeliveryBody }) =>
      apiFetch<AdminDeliveryResponse>(`/api/admin/delivery-options/${encodeURIComponent(optionId)}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}
