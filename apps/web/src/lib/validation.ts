/** The e-mail pattern the forms check before calling the server (which checks again). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MESSAGE = 'Please enter a valid email address';

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Keeps only digits, at most `max` of them: phone inputs take digits only (spec 1 §5). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
