import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { OTP_LENGTH } from '@mitumba/contracts/plain';
import { T, useT, type Translate } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { formatClock, useCountdown } from '@/lib/use-countdown';
import { Button } from '@/ui/button';
import { Clock } from '@/ui/icons';
import { useRequestNewOtp } from '../api/request-new-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { markNewAccount } from '../new-account';
import { clearPendingVerification, expirePendingVerification, startPendingVerification, type PendingVerification } from '../otp-session';
import { OtpInput, emptyOtp } from './otp-input';

const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

function newOtpErrorMessage(error: unknown, t: Translate): string {
  if (isApiError(error, 429)) return error.message; // 'Please wait {n} seconds…'
  return t(isApiError(error) && error.status > 0 ? 'auth.otp.newFailed' : 'auth.otp.newError');
}

interface OtpVerifyFormProps {
  pending: PendingVerification;
  onPendingChange: (pending: PendingVerification) => void;
}

/** The code boxes, the 120 s countdown and, once it is over, 'Request a new OTP' (spec 1 §4). */
export function OtpVerifyForm({ pending, onPendingChange }: OtpVerifyFormProps) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useCountdown(pending.deadline);
  const expired = secondsLeft === 0;
  const verify = useVerifyOtp();
  const requestNew = useRequestNewOtp();
  const navigate = useNavigate();
  const errorId = useId();
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!CODE_PATTERN.test(otp)) {
      setError(t('auth.check.otp'));
      return;
    }
    setError(null);
    verify.mutate(
      { email: pending.email, otp },
      {
        onSuccess: (response) => {
          clearPendingVerification();
          markNewAccount(pending.email);
          navigate(paths.otpVerifySuccess, { replace: true, state: { name: response.name } });
        },
        onError: (failure) => {
          const message = isApiError(failure) && failure.status > 0 ? failure.message : t('auth.otp.verifyFailed');
          setError(message);
          toast.error(message);
          // Too many wrong tries: this code is done for, so offer a new one now.
          if (isApiError(failure, 429)) onPendingChange(expirePendingVerification(pending.email));
        },
      },
    );
  };

  const onRequestNew = () => {
    requestNew.mutate(
      { email: pending.email },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          setDigits(emptyOtp());
          setError(null);
          onPendingChange(startPendingVerification(pending.email));
        },
        onError: (failure) => toast.error(newOtpErrorMessage(failure, t)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.otp.form')} className="space-y-5">
      <OtpInput
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          if (error) setError(null);
        }}
        disabled={expired || verify.isPending}
        invalid={error !== null}
        describedBy={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      {expired ? (
        <div className="rounded-2xl border border-ink-200 bg-ink-50 p-4">
          <p className="text-sm text-ink-700">{t('auth.otp.expired')}</p>
          <Button variant="accent" size="lg" className="mt-4 w-full" disabled={requestNew.isPending} onClick={onRequestNew}>
            {t(requestNew.isPending ? 'auth.forgot.sending' : 'auth.otp.requestNew')}
          </Button>
        </div>
      ) : (
        <>
          <p className="flex items-center gap-2 text-sm text-ink-600" data-testid="otp-countdown">
            <Clock aria-hidden="true" className="size-4" />
            <span>
              <T id="auth.otp.expiresIn" values={{ clock: formatClock(secondsLeft) }} components={{ 0: <span className="font-semibold text-ink-900 tabular-nums" /> }} />
            </span>
          </p>
          <Button type="submit" variant="accent" size="lg" className="w-full" disabled={verify.isPending}>
            {t(verify.isPending ? 'auth.otp.verifying' : 'auth.otp.verify')}
          </Button>
        </>
      )}
    </form>
  );
}
