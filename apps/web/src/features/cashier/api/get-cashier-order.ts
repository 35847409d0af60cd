import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashierOrderResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { cashierKeys } from './keys';

/** GET /api/cashier/orders/:orderId: a cash-on-delivery order waiting for its cash (404: no such COD order). */
export function fetchCashierOrder(orderId: string, signal?: AbortSignal): Promise<CashierOrderResponse> {
  return apiFetch<CashierOrderResponse>(`/api/cashier/orders/${encodeURIComponent(orderId)}`, { signal });
}

export function cashierOrderOptions(orderId: string) {
  return queryOptions({ queryKey: cashierKeys.order(orderId), queryFn: ({ signal }) => fetchCashierOrder(orderId, signal), staleTime: 0 });
}

/** The order the cashier typed, once they asked for it (empty: nothing asked yet). */
export function useCashierOrder(orderId: string) {
  return useQuery({ ...cashierOrderOptions(orderId), enabled: orderId !== '' });
}
