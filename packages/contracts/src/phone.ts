/**
 * Kenyan phone numbers (spec 1 §5): typed as 0 plus 9 digits or +254 plus 9 digits, stored as +254XXXXXXXXX.
 * Plain functions (no zod), shared by the signup form and the server.
 */
export const PHONE_MESSAGES = {
  tenDigits: 'Please enter a valid 10-digit phone number starting with 0.',
  startWithZero: 'Please enter a valid phone number starting with 0.',
} as const;

/** The +254 form, or null when the text is not a Kenyan mobile number in one of the accepted forms. */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  if (/^0\d{9}$/.test(compact)) return `+254${compact.slice(1)}`;
  if (/^\+254\d{9}$/.test(compact)) return compact;
  if (/^254\d{9}$/.test(compact)) return `+${compact}`;
  return null;
}

/**
 * What a phone field keeps of what is typed or pasted: digits, and a leading '+' for the international form. Its
 * length follows the form begun: 10 for '07…', 12 for '2547…', 13 for '+2547…' (so '+254722000111' stays whole).
 */
export function phoneInput(typed: string): string {
  const plus = typed.trimStart().startsWith('+');
  const digits = typed.replace(/\D/g, '');
  if (plus) return `+${digits.slice(0, 12)}`;
  return digits.startsWith('254') ? digits.slice(0, 12) : digits.slice(0, 10);
}

/** The signup form's message for a phone as typed, or null when it is acceptable. */
export function phoneProblem(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  if (normalisePhone(compact)) return null;
  if (!compact.startsWith('0') && !compact.startsWith('+')) return PHONE_MESSAGES.startWithZero;
  return PHONE_MESSAGES.tenDigits;
}
