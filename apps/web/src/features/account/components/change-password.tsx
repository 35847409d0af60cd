import { useState, type FormEvent } from 'react';
import { toast } from '@/ui/toaster';
import { PasswordStrengthMeter, passwordLengthWords, passwordsDifferWords } from '@/features/auth';
import { useT, type Translate } from '@/i18n';
import { Button } from '@/ui/button';
import { LockKeyhole } from '@/ui/icons';
import { PasswordField } from '@/ui/password-field';
import { useChangePassword } from '../api/change-password';
import { SettingsCard } from './settings-card';

interface Errors {
  current?: string;
  password?: string;
  confirm?: string;
}

function validate(t: Translate, current: string, password: string, confirm: string): Errors {
  return {
    current: current === '' ? t('account.password.currentRequired') : undefined,
    password: passwordLengthWords(t, password),
    confirm: passwordsDifferWords(t, password, confirm),
  };
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(t, current, password, confirm);
    setErrors(found);
    if (found.current || found.password || found.confirm) return;
    change.mutate({ currentPassword: current, newPassword: password }, {
      onSuccess: (response) => {
        toast.success(response.message);
        onDone();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('account.password.form')} className="space-y-5">
      <PasswordField label={t('account.password.current')} name="currentPassword" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} error={errors.current} />
      <PasswordField label={t('account.password.new')} name="newPassword" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} error={errors.password}>
        <PasswordStrengthMeter password={password} />
      </PasswordField>
      <PasswordField label={t('account.password.confirm')} name="confirmPassword" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} error={errors.confirm} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="accent" disabled={change.isPending}>
          {t(change.isPending ? 'account.saving' : 'account.password.title')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Current password, a new one with the strength meter, and the new one again; other devices are logged out. */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <SettingsCard title={t('account.password.title')} icon={LockKeyhole} summary={t('account.password.summary')} open={open} onOpen={() => setOpen(true)}>
      <ChangePasswordForm onDone={() => setOpen(false)} />
    </SettingsCard>
  );
}
