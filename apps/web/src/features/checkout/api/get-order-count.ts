import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { checkoutKeys } from './keys';

/** GET /api/order/count: how many orders the customer has placed (0: a new customer, who deposits more). */
export async function fetchOrderCount(signal?: AbortSignal): Promise<number> {
  const { count } = await apiFetch<{ success: true; count: number }>('/api/order/count', { signal });
  return count;
}

/** Asked only once the customer chooses a deposit. */
export function useOrderCount(enabled: boolean) {
  const session = useSession();
  const userId = session?.userId ?? '';
  return useQuery({ queryKey: checkoutKeys.orderCount(userId), queryFn: ({ signal }) => fetchOrderCount(signal), enabled: enabled && session !== null });
}
