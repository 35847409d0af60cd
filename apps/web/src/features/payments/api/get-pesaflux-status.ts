import type { PesafluxStatusResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/order/pesaflux/status/{pesaFluxRequestId}: pending, success, failed or not_found. Sent without the bearer
 * token (spec 2 §6): the request id is unguessable and the answer holds only the receipt and the amount.
 */
export function fetchPesafluxStatus(pesaFluxRequestId: string, signal?: AbortSignal): Promise<PesafluxStatusResponse> {
  return apiFetch<PesafluxStatusResponse>(`/api/order/pesaflux/status/${encodeURIComponent(pesaFluxRequestId)}`, { signal, auth: false });
}

/** GET /api/order/deposit/pesaflux/status/{id}: the same answer for a deposit or balance payment, also without the token. */
export function fetchPesafluxDepositStatus(pesaFluxRequestId: string, signal?: AbortSignal): Promise<PesafluxStatusResponse> {
  return apiFetch<PesafluxStatusResponse>(`/api/order/deposit/pesaflux/status/${encodeURIComponent(pesaFluxRequestId)}`, { signal, auth: false });
}
