import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '@/ui/toaster';
import { PASSWORD_MIN_LENGTH } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/ui/button';
import { CircleCheck } from '@/ui/icons';
import { PasswordField } from '@/ui/password-field';
import { useResetPassword } from '../api/reset-password';
import { StatusView } from '@/ui/status-view';
import { AuthLayout } from '../components/auth-layout';
import { PasswordStrengthMeter } from '../components/password-strength-meter';

interface ResetErrors {
  password?: string;
  confirm?: string;
}

/** /resetpassword/:resetToken: a new password twice, with show/hide toggles; then 'Continue to Login'. */
export function ResetPasswordPage() {
  const { resetToken = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const reset = useResetPassword(resetToken);

  if (reset.isSuccess) {
    return (
      <StatusView
        icon={CircleCheck}
        title="Password reset"
        actions={
          <Link to={paths.login} className={buttonClasses('accent', 'lg')}>
            Continue to Login
          </Link>
        }
      >
        <p>Your password has been changed. You can now log in with your new password.</p>
      </StatusView>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: ResetErrors = {
      password: password.length < PASSWORD_MIN_LENGTH ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters` : undefined,
      confirm: confirm !== password ? 'Passwords do not match' : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(password, {
      onError: (error) => toast.error(isApiError(error) && error.status > 0 ? error.message : 'Error resetting password'),
    });
  };

  return (
    <AuthLayout title="Reset your password" intro="Choose a new password for your Mitumba account.">
      <form noValidate onSubmit={onSubmit} aria-label="Reset password" className="space-y-5">
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        >
          <PasswordStrengthMeter password={password} />
        </PasswordField>
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        <Button type="submit" variant="accent" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Reset Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}

export { ResetPasswordPage as Component };
