import { useQuery } from '@tanstack/react-query';
import type { PaystackStatusResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { PAYSTACK_POLL_MS } from '../card-timings';

/** GET /api/order/paystack/status/{reference}: pending, success or failed, with the order as the server has it. */
export function fetchPaystackStatus(reference: string, signal?: AbortSignal): Promise<PaystackStatusResponse> {
  return apiFetch<PaystackStatusResponse>(`/api/order/paystack/status/${encodeURIComponent(reference)}`, { signal });
}

/**
 * The status of a Paystack payment, asked at once and again every 5 s while it is pending (none without a reference).
 * A failed check is asked again at the next interval too.
 */
export function usePaystackStatus(reference: string | null) {
  return useQuery({
    queryKey: ['payments', 'paystack-status', reference],
    queryFn: ({ signal }) => fetchPaystackStatus(reference ?? '', signal),
    enabled: reference !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : PAYSTACK_POLL_MS),
  });
}
