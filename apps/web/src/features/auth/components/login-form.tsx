import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LOGIN_ATTEMPTS } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { useT } from '@/i18n';
import { isEmail } from '@/lib/validation';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { CircleAlert } from '@/ui/icons';
import { PasswordField } from '@/ui/password-field';
import { remainingAttempts } from '../login-attempts';
import { startPendingVerification } from '../otp-session';
import { useLoginSubmit, type UnverifiedNotice } from './use-login-submit';

interface LoginErrors {
  email?: string;
  password?: string;
}

function UnverifiedAlert({ notice }: { notice: UnverifiedNotice }) {
  const t = useT();
  return (
    <div role="alert" className="mb-6 flex gap-3 rounded-2xl border border-accent-400 bg-accent-100/60 p-4 text-sm text-ink-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <div>
        <p>{notice.message}</p>
        <Link
          to={paths.otpVerify}
          state={{ email: notice.email }}
          onClick={() => startPendingVerification(notice.email)}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('auth.login.verify')}
        </Link>
      </div>
    </div>
  );
}

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [unverified, setUnverified] = useState<UnverifiedNotice | null>(null);
  const { submit, isPending } = useLoginSubmit(setUnverified);
  const attempts = remainingAttempts();
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: LoginErrors = {
      email: isEmail(email) ? undefined : t('auth.check.email'),
      password: password === '' ? t('auth.check.password') : undefined,
    };
    setErrors(next);
    setUnverified(null);
    if (next.email || next.password) return;
    submit({ email: email.trim(), password });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.login.form')} className="space-y-5">
      {unverified ? <UnverifiedAlert notice={unverified} /> : null}
      <Field
        label={t('auth.field.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <div>
        <PasswordField
          label={t('auth.field.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <div className="mt-1 flex justify-end">
          <Link
            to={paths.forgotPassword}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('auth.login.forgot')}
          </Link>
        </div>
      </div>
      {attempts < LOGIN_ATTEMPTS && attempts > 0 ? (
        <p className="text-sm text-ink-600">
          {t('auth.login.attemptsLeft', { count: attempts })}
        </p>
      ) : null}
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={isPending}>
        {t(isPending ? 'auth.login.pending' : 'auth.login.submit')}
      </Button>
    </form>
  );
}
