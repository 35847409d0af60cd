import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { authKeys } from './keys';

export interface VerifyOtpResponse {
  success: true;
  message: string;
  name: string;
}

/** POST /api/user/verify-otp: 400 for a wrong or expired code, 429 after too many wrong tries. */
export function postVerifyOtp(body: { email: string; otp: string }): Promise<VerifyOtpResponse> {
  return apiFetch<VerifyOtpResponse>('/api/user/verify-otp', { method: 'POST', body, auth: false });
}

export function useVerifyOtp() {
  return useMutation({ mutationKey: authKeys.verifyOtp(), mutationFn: postVerifyOtp });
}
