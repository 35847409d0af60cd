import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, phoneInput, phoneProblem } from '@mitumba/contracts/plain';
import { EMAIL_MESSAGE, digitsOnly, isEmail } from '@/lib/validation';
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
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (values.name.trim().length < 2) errors.name = 'Please enter your name';
  const phone = phoneProblem(values.phone);
  if (phone) errors.phone = phone;
  if (!isEmail(values.email)) errors.email = EMAIL_MESSAGE;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  return errors;
}

/** `referral`: the code of the invite link the visitor came by (issue 16), filled into the referral field. */
export function SignupForm({ referral = null }: { referral?: string | null } = {}) {
  const [values, setValues] = useState<SignupValues>(() => ({ ...empty, referralPhone: referral ?? '' }));
  const [errors, setErrors] = useState<SignupErrors>({});
  const signup = useSignup((problem) => {
    if (problem.field) setErrors((current) => ({ ...current, [problem.field!]: problem.message }));
  });

  const set = (field: SignupField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    signup.mutate({ ...values, name: values.name.trim(), email: values.email.trim() });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign up" className="space-y-5">
      <Field label="Full name" name="name" autoComplete="name" value={values.name} onChange={(event) => set('name', event.target.value)} error={errors.name} />
      <Field
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="07XXXXXXXX"
        value={values.phone}
        onChange={(event) => set('phone', phoneInput(event.target.value))}
        hint="10 digits starting with 0, or +254 and 9 digits"
        error={errors.phone}
      />
      <Field
        label="Email address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        hint="We'll send a 6-digit code to confirm it."
        error={errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={errors.password}
      >
        <PasswordStrengthMeter password={values.password} />
      </PasswordField>
      <Field
        label="Referral phone (optional)"
        name="referralPhone"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Phone of the friend who invited you"
        value={values.referralPhone}
        onChange={(event) => set('referralPhone', digitsOnly(event.target.value, 12))}
        hint={referral !== null && values.referralPhone === referral ? "Filled in from your friend's invite link." : 'Or the 8-digit code from an invite link.'}
      />
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? 'Creating your account…' : 'Sign Up'}
      </Button>
    </form>
  );
}
