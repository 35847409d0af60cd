import type { HybridStatusResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/hybrid/status/{orderId}: paid once both the mobile and the cash part are, failed when the mobile part
 * failed. Cancellable: the processing screen aborts it when it unmounts. A 404 means the order was cancelled.
 */
export function fetchHybridStatus(orderId: string, signal?: AbortSignal): Promise<HybridStatusResponse> {
  return apiFetch<HybridStatusResponse>(`/api/hybrid/status/${encodeURIComponent(orderId)}`, { signal });
}
