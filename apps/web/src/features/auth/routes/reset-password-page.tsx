import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '@/ui/toaster';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/ui/button';
import { CircleCheck } from '@/ui/icons';
import { PasswordField } from '@/ui/password-field';
import { useResetPassword } from '../api/reset-password';
import { StatusView } from '@/ui/status-view';
import { AuthLayout } from '../components/auth-layout';
import { passwordLengthWords, passwordsDifferWords } from '../check-words';
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
  const t = useT();

  if (reset.isSuccess) {
    return (
      <StatusView
        icon={CircleCheck}
        title={t('auth.reset.done')}
        actions={
          <Link to={paths.login} className={buttonClasses('accent', 'lg')}>
            {t('auth.continueToLogin')}
          </Link>
        }
      >
        <p>{t('auth.reset.doneBody')}</p>
      </StatusView>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: ResetErrors = {
      password: passwordLengthWords(t, password),
      confirm: passwordsDifferWords(t, password, confirm),
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(password, {
      onError: (error) => toast.error(isApiError(error) && error.status > 0 ? error.message : t('auth.reset.failed')),
    });
  };

  return (
    <AuthLayout title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <form noValidate onSubmit={onSubmit} aria-label={t('auth.reset.form')} className="space-y-5">
        <PasswordField
          label={t('auth.field.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        >
          <PasswordStrengthMeter password={password} />
        </PasswordField>
        <PasswordField
          label={t('auth.field.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        <Button type="submit" variant="accent" size="lg" className="w-full" disabled={reset.isPending}>
          {t(reset.isPending ? 'auth.reset.saving' : 'auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

export { ResetPasswordPage as Component };
