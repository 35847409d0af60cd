import { useState, type FormEvent } from 'react';
import { toast } from '@/ui/toaster';
import { PASSWORD_MIN_LENGTH } from '@mitumba/contracts/plain';
import { PasswordStrengthMeter } from '@/features/auth';
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

function validate(current: string, password: string, confirm: string): Errors {
  return {
    current: current === '' ? 'Please enter your current password' : undefined,
    password: password.length < PASSWORD_MIN_LENGTH ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters` : undefined,
    confirm: confirm !== password ? 'Passwords do not match' : undefined,
  };
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(current, password, confirm);
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
    <form noValidate onSubmit={onSubmit} aria-label="Change your password" className="space-y-5">
      <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} error={errors.current} />
      <PasswordField label="New password" name="newPassword" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} error={errors.password}>
        <PasswordStrengthMeter password={password} />
      </PasswordField>
      <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} error={errors.confirm} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="accent" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Current password, a new one with the strength meter, and the new one again; other devices are logged out. */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard title="Change password" icon={LockKeyhole} summary="Your other devices are logged out." open={open} onOpen={() => setOpen(true)}>
      <ChangePasswordForm onDone={() => setOpen(false)} />
    </SettingsCard>
  );
}
