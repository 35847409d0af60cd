import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsBody, AdminSettingsResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

const settingsKey = ['admin', 'settings'] as const;

export const adminSettingsOptions = () => queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => apiFetch<AdminSettingsResponse>('/api/admin/settings', { signal }),
});

export const useAdminSettings = () => useQuery(adminSettingsOptions());

/** PUT /api/admin/settings: the answer is the saved settings, put straight into the cache. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSettingsBody) => apiFetch<AdminSettingsResponse>('/api/admin/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
