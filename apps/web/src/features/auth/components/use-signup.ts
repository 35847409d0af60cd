import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { phoneAvailabilityOptions } from '../api/check-phone';
import { authKeys } from '../api/keys';
import { postRegister } from '../api/register';
import { startPendingVerification } from '../otp-session';

export interface SignupValues {
  name: string;
  phone: string;
  email: string;
  password: string;
  referralPhone: string;
}

export type SignupField = keyof SignupValues;

/** A refusal the form shows next to a field as well as in a toast. */
export class SignupProblem extends Error {
  readonly field: SignupField | undefined;
  constructor(message: string, field?: SignupField) {
    super(message);
    this.field = field;
  }
}

/**
 * Spec 1 §4/§5: check the phone is free first, then register, then the OTP page with the e-mail in navigation
 * state (and in sessionStorage, for a reload).
 */
export function useSignup(onProblem: (problem: SignupProblem) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();

  return useMutation({
    mutationKey: authKeys.register(),
    mutationFn: async (values: SignupValues) => {
      let available: boolean;
      try {
        available = await queryClient.fetchQuery(phoneAvailabilityOptions(values.phone));
      } catch {
        throw new SignupProblem(t('auth.signup.phoneCheckFailed'));
      }
      if (!available) throw new SignupProblem(t('auth.signup.phoneTaken'), 'phone');
      try {
        return await postRegister({
          name: values.name,
          phone: values.phone,
          email: values.email,
          password: values.password,
          ...(values.referralPhone ? { referralPhone: values.referralPhone } : {}),
        });
      } catch (error) {
        const message = (error as Error).message;
        const field = !isApiError(error, 409) ? undefined : /phone/i.test(message) ? 'phone' : /e-?mail/i.test(message) ? 'email' : undefined;
        throw new SignupProblem(message, field);
      }
    },
    onSuccess: (response, values) => {
      const email = response.email || values.email;
      toast.success(response.message);
      startPendingVerification(email);
      navigate(paths.otpVerify, { state: { email } });
    },
    onError: (error) => {
      toast.error(error.message);
      if (error instanceof SignupProblem) onProblem(error);
    },
  });
}
