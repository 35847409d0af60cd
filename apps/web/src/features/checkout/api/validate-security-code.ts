import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** POST /api/security-codes/validate: is this the cashier's current 5-digit code (cash and cash on delivery)? */
export function postValidateSecurityCode(body: { email: string; code: string }): Promise<{ success: true; valid: boolean; message: string }> {
  return apiFetch('/api/security-codes/validate', { method: 'POST', body });
}

export function useValidateSecurityCode() {
  return useMutation({ mutationKey: checkoutKeys.validateSecurityCode(), mutationFn: postValidateSecurityCode });
}
