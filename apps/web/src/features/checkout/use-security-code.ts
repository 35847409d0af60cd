import { useRef, useState } from 'react';
import { toast } from '@/ui/toaster';
import { CHECKOUT_MESSAGES, SECURITY_CODE_LENGTH } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { digitsOnly } from '@/lib/validation';
import { useValidateSecurityCode } from './api/validate-security-code';
import { failureMessage } from './failure-message';
import { useSay } from '@/features/payments/message-words';

export type SecurityCodeStatus = 'incomplete' | 'checking' | 'valid' | 'invalid' | 'error';

export interface SecurityCodeState {
  code: string;
  setCode: (typed: string) => void;
  status: SecurityCodeStatus;
  /** Inline message for an invalid code or a failed check. */
  error: string | null;
}

/**
 * The cashier's 5-digit code for cash and cash on delivery, checked with the server as soon as 5 digits are in
 * (spec 2 §4: the code must be valid to enable Confirm Order). An answer for a code no longer typed is ignored.
 */
export function useSecurityCode(email: string): SecurityCodeState {
  const [code, setCodeState] = useState('');
  const [status, setStatus] = useState<SecurityCodeStatus>('incomplete');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef('');
  const validate = useValidateSecurityCode();
  const say = useSay();

  const fail = (next: SecurityCodeStatus, message: string) => {
    setStatus(next);
    setError(message);
    toast.error(say(message));
  };

  const setCode = (typed: string) => {
    const next = digitsOnly(typed, SECURITY_CODE_LENGTH);
    if (next === latest.current) return;
    latest.current = next;
    setCodeState(next);
    setError(null);
    if (next.length < SECURITY_CODE_LENGTH) {
      setStatus('incomplete');
      return;
    }
    setStatus('checking');
    validate.mutate(
      { email, code: next },
      {
        onSuccess: (answer) => {
          if (latest.current !== next) return;
          if (answer.valid) setStatus('valid');
          else fail('invalid', CHECKOUT_MESSAGES.securityCodeInvalid);
        },
        onError: (failure) => {
          if (latest.current !== next) return;
          // A refusal (a malformed code, too many wrong ones) is the server's to word; anything else is ours.
          const refused = isApiError(failure) && failure.status >= 400 && failure.status < 500;
          const message = refused ? failureMessage(failure, CHECKOUT_MESSAGES.securityCodeError) : CHECKOUT_MESSAGES.securityCodeError;
          if (message) fail('error', message);
          else setStatus('error');
        },
      },
    );
  };

  return { code, setCode, status, error };
}
