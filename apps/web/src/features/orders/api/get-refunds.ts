import { useQuery } from '@tanstack/react-query';
import type { OrderRefundsResponse } from '@mitumba/contracts';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ORDERS_POLL_MS } from './get-orders';
import { orderKeys } from './keys';

/** GET /api/order/:orderId/refunds: the money going back to the customer, polled like the order while one is on its way. */
export function useOrderRefunds(orderId: string) {
  const session = useSession();
  return useQuery({
    queryKey: orderKeys.refunds(session?.userId ?? '', orderId),
    queryFn: ({ signal }) => apiFetch<OrderRefundsResponse>(`/api/order/${encodeURIComponent(orderId)}/refunds`, { signal }),
    enabled: session !== null && orderId !== '',
    refetchInterval: (query) => (query.state.data?.refunds.some((refund) => !['succeeded', 'failed', 'manual'].includes(refund.state)) ? 5_000 : ORDERS_POLL_MS),
    refetchIntervalInBackground: false,
  });
}
