import type { DepositStatusResponse, TinypesaDepositStatusResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';

const id = (requestId: string) => encodeURIComponent(requestId);

/** GET /api/order/deposit/mpesa-status/{requestId}: an M-Pesa deposit or balance payment (pending, paid or failed). */
export function fetchMpesaDepositStatus(requestId: string, signal?: AbortSignal): Promise<DepositStatusResponse> {
  return apiFetch<DepositStatusResponse>(`/api/order/deposit/mpesa-status/${id(requestId)}`, { signal });
}

/** GET /api/order/mpesa/deposit-status/{id}: the same answer, at the address the 5 s × 24 screen polls. */
export function fetchMpesaDepositStatusSlow(requestId: string, signal?: AbortSignal): Promise<DepositStatusResponse> {
  return apiFetch<DepositStatusResponse>(`/api/order/mpesa/deposit-status/${id(requestId)}`, { signal });
}

/** GET /api/order/deposit/lipia-status/{id} */
export function fetchLipiaDepositStatus(requestId: string, signal?: AbortSignal): Promise<DepositStatusResponse> {
  return apiFetch<DepositStatusResponse>(`/api/order/deposit/lipia-status/${id(requestId)}`, { signal });
}

/** GET /api/order/deposit/tinypesa-status/{requestId}: paymentStatus, balance, message. */
export function fetchTinypesaDepositStatus(requestId: string, signal?: AbortSignal): Promise<TinypesaDepositStatusResponse> {
  return apiFetch<TinypesaDepositStatusResponse>(`/api/order/deposit/tinypesa-status/${id(requestId)}`, { signal });
}
