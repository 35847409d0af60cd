import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { authKeys } from './keys';

/**
 * POST /api/user/login. Failures: 401 wrong e-mail or password; 403 suspended (with `username`) or unverified
 * (with `needsVerification`); 429 throttled by the server. Sent without a token: a 401 here is not an expiry.
 */
export function postLogin(body: { email: string; password: string }): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/user/login', { method: 'POST', body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationKey: authKeys.login(), mutationFn: postLogin });
}
