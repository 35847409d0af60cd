import type { MpesaStatusResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/order/mpesa/status/{mpesaRequestId}: pending, paid or failed (with the provider's code). A 404 means the
 * order was cancelled. Polled by the processing screen (use-mpesa-polling), so there is no query hook.
 */
export function fetchMpesaStatus(mpesaRequestId: string, signal?: AbortSignal): Promise<MpesaStatusResponse> {
  return apiFetch<MpesaStatusResponse>(`/api/order/mpesa/status/${encodeURIComponent(mpesaRequestId)}`, { signal });
}
