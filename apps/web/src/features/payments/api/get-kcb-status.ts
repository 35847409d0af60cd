import type { KcbStatusResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';

/** GET /api/order/kcb/status/{kcbRequestId}: pending, paid or failed. A 404 means the order was cancelled. */
export function fetchKcbStatus(kcbRequestId: string, signal?: AbortSignal): Promise<KcbStatusResponse> {
  return apiFetch<KcbStatusResponse>(`/api/order/kcb/status/${encodeURIComponent(kcbRequestId)}`, { signal });
}
