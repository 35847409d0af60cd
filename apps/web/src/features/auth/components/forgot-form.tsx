import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useT } from '@/i18n';
import { isEmail } from '@/lib/validation';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { useForgotPassword } from '../api/forgot-password';

/** Forgot Password mode: the e-mail is required; the answer is the same whether or not it has an account. */
export function ForgotForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const navigate = useNavigate();
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(t('auth.check.email'));
      return;
    }
    setError(null);
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: () => navigate(paths.forgotPasswordSuccess, { state: { email: email.trim() } }),
        onError: (failure) => {
          toast.error(isApiError(failure) && failure.status > 0 ? failure.message : t('auth.forgot.failed'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.forgot.form')} className="space-y-5">
      <Field
        label={t('auth.field.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={forgot.isPending}>
        {t(forgot.isPending ? 'auth.forgot.sending' : 'auth.forgot.submit')}
      </Button>
      <Link
        to={paths.login}
        className="mx-auto flex min-h-11 w-fit items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('auth.backToLogin')}
      </Link>
    </form>
  );
}
