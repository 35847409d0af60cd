import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { authKeys } from './keys';

/** POST /api/user/forgot-password: always the same answer, whether or not the address has an account. */
export function postForgotPassword(body: { email: string }): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/user/forgot-password', { method: 'POST', body, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationKey: authKeys.forgotPassword(), mutationFn: postForgotPassword });
}
