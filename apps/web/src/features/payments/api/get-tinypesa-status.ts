import type { TinypesaStatusResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';

/** GET /api/order/tinypesa/status/{tinypesaRequestId}: pending, paid or failed. A 404 means the order is gone. */
export function fetchTinypesaStatus(tinypesaRequestId: string, signal?: AbortSignal): Promise<TinypesaStatusResponse> {
  return apiFetch<TinypesaStatusResponse>(`/api/order/tinypesa/status/${encodeURIComponent(tinypesaRequestId)}`, { signal });
}
