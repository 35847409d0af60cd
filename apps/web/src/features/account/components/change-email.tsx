import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/ui/toaster';
import { OTP_LENGTH } from '@mitumba/contracts/plain';
import { OtpInput, emptyOtp } from '@/features/auth';
import { T, useT } from '@/i18n';
import { isEmail } from '@/lib/validation';
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
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {
      email: !isEmail(email) ? t('auth.check.email') : email.trim().toLowerCase() === currentEmail.toLowerCase() ? t('account.email.same') : undefined,
      current: current === '' ? t('account.password.currentRequired') : undefined,
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
    <form noValidate onSubmit={onSubmit} aria-label={t('account.email.form')} className="space-y-5">
      <Field label={t('account.email.new')} name="newEmail" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
      <PasswordField label={t('account.password.current')} name="currentPassword" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} error={errors.current} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="accent" disabled={request.isPending}>
          {t(request.isPending ? 'account.email.sending' : 'account.email.send')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={request.isPending}>
          {t('account.cancel')}
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
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = digits.join('');
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) return setError(t('account.email.invalidCode'));
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
    <form noValidate onSubmit={onSubmit} aria-label={t('account.email.confirmForm')} className="space-y-5">
      <p id={noteId} className="text-ink-700">
        <T id="account.email.codeSent" values={{ email }} components={{ 0: <strong className="wrap-anywhere text-ink-900" /> }} />
      </p>
      <OtpInput digits={digits} onChange={setDigits} invalid={Boolean(error)} describedBy={noteId} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="accent" disabled={confirm.isPending}>
          {t(confirm.isPending ? 'account.email.confirming' : 'account.email.confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={confirm.isPending}>
          {t('account.email.other')}
        </Button>
      </div>
    </form>
  );
}

/** New address + current password → code from the new address → done; the old address is told by the server. */
export function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const [step, setStep] = useState<{ kind: 'closed' } | { kind: 'address' } | { kind: 'code'; email: string }>({ kind: 'closed' });
  const close = () => setStep({ kind: 'closed' });
  const t = useT();
  return (
    <SettingsCard title={t('account.email.title')} icon={Mail} summary={t('account.email.summary')} open={step.kind !== 'closed'} onOpen={() => setStep({ kind: 'address' })}>
      {step.kind === 'code' ? (
        <CodeStep email={step.email} onDone={close} onBack={() => setStep({ kind: 'address' })} />
      ) : (
        <AddressStep currentEmail={currentEmail} onSent={(email) => setStep({ kind: 'code', email })} onCancel={close} />
      )}
    </SettingsCard>
  );
}
