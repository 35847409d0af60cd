import { PASSWORD_MIN_LENGTH, PHONE_MESSAGES, phoneProblem } from '@mitumba/contracts/plain';
import type { Translate } from '@/i18n';

/** The forms' own checks, in the shopper's language: the contracts' phone rule with its two messages. */
export function phoneProblemWords(t: Translate, phone: string): string | undefined {
  const problem = phoneProblem(phone);
  if (!problem) return undefined;
  return t(problem === PHONE_MESSAGES.startWithZero ? 'auth.check.phoneStartWithZero' : 'auth.check.phoneTenDigits');
}

/** 'Password must be at least 8 characters' when it is shorter. */
export function passwordLengthWords(t: Translate, password: string): string | undefined {
  return password.length < PASSWORD_MIN_LENGTH ? t('auth.check.passwordLength', { min: PASSWORD_MIN_LENGTH }) : undefined;
}

/** 'Passwords do not match' when the second differs. */
export function passwordsDifferWords(t: Translate, password: string, confirm: string): string | undefined {
  return confirm !== password ? t('auth.check.passwordsDiffer') : undefined;
}
