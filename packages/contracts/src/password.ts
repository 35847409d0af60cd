import { PASSWORD_MIN_LENGTH } from './limits.ts';

export type PasswordStrength = 'Strong' | 'Medium' | 'Weak';

const requirements: { label: string; test: (password: string) => boolean }[] = [
  { label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (password) => password.length >= PASSWORD_MIN_LENGTH },
  { label: 'A lowercase letter', test: (password) => /[a-z]/.test(password) },
  { label: 'An uppercase letter', test: (password) => /[A-Z]/.test(password) },
  { label: 'A number', test: (password) => /\d/.test(password) },
  { label: 'A special character (!@#$%^&*)', test: (password) => /[!@#$%^&*]/.test(password) },
];

/** Spec 1 §5: Strong if nothing is missing, Medium if at most 2 are, else Weak; shown, not blocking. */
export function passwordStrength(password: string): { strength: PasswordStrength; missing: string[] } {
  const missing = requirements.filter((requirement) => !requirement.test(password)).map((requirement) => requirement.label);
  const strength: PasswordStrength = missing.length === 0 ? 'Strong' : missing.length <= 2 ? 'Medium' : 'Weak';
  return { strength, missing };
}
