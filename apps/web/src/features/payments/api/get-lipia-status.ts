import type { LipiaStatusResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';

/** GET /api/order/lipia/status/{lipiaRequestId}: pending, paid or failed. A 404 means the order was cancelled. */
export function fetchLipiaStatus(lipiaRequestId: string, signal?: AbortSignal): Promise<LipiaStatusResponse> {
  return apiFetch<LipiaStatusResponse>(`/api/order/lipia/status/${encodeURIComponent(lipiaRequestId)}`, { signal });
}
