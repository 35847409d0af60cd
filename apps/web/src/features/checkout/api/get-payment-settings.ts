import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentSettingsResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { checkoutKeys } from './keys';

export type PaymentMethodSetting = PaymentSettingsResponse['methods'][number];

/** GET /api/payment-settings: which payment methods the shop takes now, with their labels and descriptions. */
export function fetchPaymentSettings(signal?: AbortSignal): Promise<PaymentSettingsResponse> {
  return apiFetch<PaymentSettingsResponse>('/api/payment-settings', { signal });
}

export function paymentSettingsOptions(userId: string) {
  return queryOptions({
    queryKey: checkoutKeys.paymentSettings(userId),
    queryFn: ({ signal }) => fetchPaymentSettings(signal),
    staleTime: 60_000,
  });
}

export function usePaymentSettings() {
  const session = useSession();
  return useQuery({ ...paymentSettingsOptions(session?.userId ?? ''), enabled: session !== null });
}
