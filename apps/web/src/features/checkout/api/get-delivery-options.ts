import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryOption, DeliveryOptionsResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** GET /api/delivery/options?county=…: the county's enabled pickup points and door delivery, fee in Ksh. */
export async function fetchDeliveryOptions(county: string, signal?: AbortSignal): Promise<DeliveryOption[]> {
  const answer = await apiFetch<DeliveryOptionsResponse>(`/api/delivery/options?county=${encodeURIComponent(county)}`, { signal });
  return answer.options;
}

export function deliveryOptionsOptions(county: string) {
  return queryOptions({ queryKey: checkoutKeys.deliveryOptions(county), queryFn: ({ signal }) => fetchDeliveryOptions(county, signal), staleTime: 60_000 });
}

/** Asked once a county is chosen. */
export function useDeliveryOptions(county: string) {
  return useQuery({ ...deliveryOptionsOptions(county), enabled: county !== '' });
}
