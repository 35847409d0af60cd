import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/ui/toaster';
import { OTP_LENGTH } from '@mitumba/contracts/plain';
import { OtpInput, emptyOtp } from '@/features/auth';
import { EMAIL_MESSAGE, isEmail } from '@/lib/validation';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Mail } from '@/ui/icons';
import { PasswordField } from '@/ui/password-field';
import { useChangeEmail, useConfirmEmailChange } from '../api/change-email';
import { SettingsCard } from './settings-card';

interface Errors {
  email?: string;
  current?: string;
}

/** Step 1: the new address and the current password; the server mails a code to the new address. */
function AddressStep({ currentEmail, onSent, onCancel }: { currentEmail: string; onSent: (email: string) => void; onCancel: () => void }) {
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const request = useChangeEmail();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {
      email: !isEmail(email) ? EMAIL_MESSAGE : email.trim().toLowerCase() === currentEmail.toLowerCase() ? 'That is already your e-mail address.' : undefined,
      current: current === '' ? 'Please enter your current password' : undefined,
    };
    setErrors(found);
    if (found.email || found.current) return;
    request.mutate({ newEmail: email.trim(), currentPassword: current }, {
      onSuccess: (response) => {
        toast.success(response.message);
        onSent(response.email);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change your e-mail" className="space-y-5">
      <Field label="New email address" name="newEmail" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
      <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} error={errors.current} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="accent" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send code'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={request.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Step 2: the 6-digit code from the new address; on success the profile shows the new e-mail. */
function CodeStep({ email, onDone, onBack }: { email: string; onDone: () => void; onBack: () => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string>();
  const confirm = useConfirmEmailChange();
  const noteId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = digits.join('');
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) return setError('Please enter a valid 6-digit code');
    setError(undefined);
    confirm.mutate(code, {
      onSuccess: (response) => {
        toast.success(response.message);
        onDone();
      },
      onError: (failure) => toast.error(failure.message),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Confirm your new e-mail" className="space-y-5">
      <p id={noteId} className="text-ink-700">
        Enter the 6-digit code we sent to <strong className="wrap-anywhere text-ink-900">{email}</strong>.
      </p>
      <OtpInput digits={digits} onChange={setDigits} invalid={Boolean(error)} describedBy={noteId} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="accent" disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirming…' : 'Confirm new e-mail'}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={confirm.isPending}>
          Use a different address
        </Button>
      </div>
    </form>
  );
}

/** New address + current password → code from the new address → done; the old address is told by the server. */
export function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const [step, setStep] = useState<{ kind: 'closed' } | { kind: 'address' } | { kind: 'code'; email: string }>({ kind: 'closed' });
  const close = () => setStep({ kind: 'closed' });
  return (
    <SettingsCard title="Change e-mail" icon={Mail} summary="We send a code to the new address first." open={step.kind !== 'closed'} onOpen={() => setStep({ kind: 'address' })}>
      {step.kind === 'code' ? (
        <CodeStep email={step.email} onDone={close} onBack={() => setStep({ kind: 'address' })} />
      ) : (
        <AddressStep currentEmail={currentEmail} onSent={(email) => setStep({ kind: 'code', email })} onCancel={close} />
      )}
    </SettingsCard>
  );
}
