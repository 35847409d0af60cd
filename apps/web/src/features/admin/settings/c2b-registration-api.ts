import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { C2bRegistrationResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';

const registrationKey = ['admin', 'c2b-registration'] as const;
const path = '/api/admin/payments/c2b/registration';

/** GET: the latest registration of the paybill's URLs with Daraja (null before any), and what would be registered now. */
export const useC2bRegistration = () => useQuery({ queryKey: registrationKey, queryFn: ({ signal }) => apiFetch<C2bRegistrationResponse>(path, { signal }) });

/** POST: registers again; the answer (kept by the server, OK or not) replaces what is shown. */
export function useRegisterC2bAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<C2bRegistrationResponse>(path, { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(registrationKey, answer),
  });
}
