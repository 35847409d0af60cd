import { useState, type FormEvent } from 'react';
import { phoneInput } from '@mitumba/contracts/plain';
import { useT, type Translate } from '@/i18n';
import { digitsOnly, isEmail } from '@/lib/validation';
import { passwordLengthWords, phoneProblemWords } from '../check-words';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { PasswordField } from '@/ui/password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useSignup, type SignupField, type SignupValues } from './use-signup';

type SignupErrors = Partial<Record<SignupField, string>>;

/** Digits only, cut at 10 (12 for a referral, which may be written 2547…). No maxLength: it would cut a pasted
 * '0712 345 678' before the spaces are dropped. */
const empty: SignupValues = { name: '', phone: '', email: '', password: '', referralPhone: '' };

/** Client-side checks before any call; the strength meter is advice and never one of them (spec 1 §5). */
export function validateSignup(t: Translate, values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (values.name.trim().length < 2) errors.name = t('auth.check.name');
  const phone = phoneProblemWords(t, values.phone);
  if (phone) errors.phone = phone;
  if (!isEmail(values.email)) errors.email = t('auth.check.email');
  const password = passwordLengthWords(t, values.password);
  if (password) errors.password = password;
  return errors;
}

/** `referral`: the code of the invite link the visitor came by (issue 16), filled into the referral field. */
export function SignupForm({ referral = null }: { referral?: string | null } = {}) {
  const [values, setValues] = useState<SignupValues>(() => ({ ...empty, referralPhone: referral ?? '' }));
  const [errors, setErrors] = useState<SignupErrors>({});
  const t = useT();
  const signup = useSignup((problem) => {
    if (problem.field) setErrors((current) => ({ ...current, [problem.field!]: problem.message }));
  });

  const set = (field: SignupField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignup(t, values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    signup.mutate({ ...values, name: values.name.trim(), email: values.email.trim() });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.signup.form')} className="space-y-5">
      <Field label={t('auth.field.name')} name="name" autoComplete="name" value={values.name} onChange={(event) => set('name', event.target.value)} error={errors.name} />
      <Field
        label={t('auth.field.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('auth.field.phonePlaceholder')}
        value={values.phone}
        onChange={(event) => set('phone', phoneInput(event.target.value))}
        hint={t('auth.field.phoneHint')}
        error={errors.phone}
      />
      <Field
        label={t('auth.field.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        hint={t('auth.field.emailHint')}
        error={errors.email}
      />
      <PasswordField
        label={t('auth.field.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={errors.password}
      >
        <PasswordStrengthMeter password={values.password} />
      </PasswordField>
      <Field
        label={t('auth.field.referral')}
        name="referralPhone"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('auth.field.referralPlaceholder')}
        value={values.referralPhone}
        onChange={(event) => set('referralPhone', digitsOnly(event.target.value, 12))}
        hint={t(referral !== null && values.referralPhone === referral ? 'auth.field.referralFromLink' : 'auth.field.referralHint')}
      />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={signup.isPending}>
        {t(signup.isPending ? 'auth.signup.pending' : 'auth.signup.submit')}
      </Button>
    </form>
  );
}
