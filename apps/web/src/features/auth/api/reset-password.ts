import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { authKeys } from './keys';

/** POST /api/user/resetpassword/{resetToken}: 400 when the link is invalid or has expired. */
export function postResetPassword(resetToken: string, newPassword: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/user/resetpassword/${encodeURIComponent(resetToken)}`, {
    method: 'POST',
    body: { newPassword },
    auth: false,
  });
}

export function useResetPassword(resetToken: string) {
  return useMutation({
    mutationKey: authKeys.resetPassword(),
    mutationFn: (newPassword: string) => postResetPassword(resetToken, newPassword),
  });
}
