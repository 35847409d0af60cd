import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

export interface ChangeEmailResponse {
  success: true;
  message: string;
  /** The new address the code went to, as the server stored it. */
  email: string;
}

/** POST /api/user/change-email: the current password, then a 6-digit code goes to the new address. */
export function postChangeEmail(body: { newEmail: string; currentPassword: string }): Promise<ChangeEmailResponse> {
  return apiFetch<ChangeEmailResponse>('/api/user/change-email', { method: 'POST', body });
}

/** POST /api/user/change-email/confirm: the code; answers the profile with the new address. */
export function postConfirmEmailChange(code: string): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/user/change-email/confirm', { method: 'POST', body: { code } });
}

export function useChangeEmail() {
  return useMutation({ mutationKey: accountKeys.changeEmail(), mutationFn: postChangeEmail });
}

export function useConfirmEmailChange() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: accountKeys.confirmEmailChange(),
    mutationFn: postConfirmEmailChange,
    onSuccess: (response) => {
      if (session) queryClient.setQueryData(accountKeys.profile(session.userId), response.user);
    },
  });
}
