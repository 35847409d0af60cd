import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { authKeys } from './keys';

/** POST /api/user/request-new-otp: mails a fresh code; 429 'Please wait {n} seconds…' when asked too soon. */
export function postRequestNewOtp(body: { email: string }): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/user/request-new-otp', { method: 'POST', body, auth: false });
}

export function useRequestNewOtp() {
  return useMutation({ mutationKey: authKeys.requestNewOtp(), mutationFn: postRequestNewOtp });
}
