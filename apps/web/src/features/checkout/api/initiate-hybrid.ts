import { useMutation } from '@tanstack/react-query';
import type { HybridInitiateBody, HybridInitiateResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** POST /api/hybrid/initiate: creates the order, prompts the mobile part and records the cash part's code. */
export function postHybridInitiate(body: HybridInitiateBody): Promise<HybridInitiateResponse> {
  return apiFetch<HybridInitiateResponse>('/api/hybrid/initiate', { method: 'POST', body });
}

export function useInitiateHybrid() {
  return useMutation({ mutationKey: checkoutKeys.initiateHybrid(), mutationFn: postHybridInitiate });
}
