import { useMutation } from '@tanstack/react-query';
import type { MpesaInitiateResponse, OrderPayload } from '@mitumba/contracts/plain';
import { apiAnswer, type ApiAnswer } from '@/lib/api-client';
import { checkoutKeys } from './keys';

export type MpesaInitiateBody = OrderPayload & { userId: string; phone: string };

/** POST /api/order/mpesa/initiate: creates the order and sends the STK prompt to `phone` (202: M-Pesa gave no answer yet). */
export function postMpesaInitiate(body: MpesaInitiateBody): Promise<ApiAnswer<MpesaInitiateResponse>> {
  return apiAnswer<MpesaInitiateResponse>('/api/order/mpesa/initiate', { method: 'POST', body });
}

export function useInitiateMpesa() {
  return useMutation({ mutationKey: checkoutKeys.initiateMpesa(), mutationFn: postMpesaInitiate });
}
