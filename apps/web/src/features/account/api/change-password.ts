import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { accountKeys } from './keys';

/** POST /api/user/change-password: other devices are logged out; this one stays signed in. */
export function postChangePassword(body: { currentPassword: string; newPassword: string }): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/user/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationKey: accountKeys.changePassword(), mutationFn: postChangePassword });
}
