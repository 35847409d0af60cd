import { useMutation } from '@tanstack/react-query';
import type { MpesaInitiateResponse, OrderPayload } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { checkoutKeys } from './keys';

export type MpesaInitiateBody = OrderPayload & { userId: string; phone: string };

/** POST /api/order/mpesa/initiate: creates the order and sends the STK prompt to `phone`. */
export function postMpesaInitiate(body: MpesaInitiateBody): Promise<MpesaInitiateResponse> {
  return apiFetch<MpesaInitiateResponse>('/api/order/mpesa/initiate', { method: 'POST', body });
}

export function useInitiateMpesa() {
  return useMutation({ mutationKey: checkoutKeys.initiateMpesa(), mutationFn: postMpesaInitiate });
}
