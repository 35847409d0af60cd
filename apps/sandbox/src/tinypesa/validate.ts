/**
 * TinyPesa's field rules for `initialize`, with Laravel's validation messages (TinyPesa is a Laravel app: errors are
 * a field → messages map, HTTP 422, §5.1). `amount` whole KES from 1 to the engine's limit; `msisdn` 07…/01… or
 * 2547…/2541…; `account_no` optional, at most 12 characters because it becomes the M-Pesa AccountReference (the
 * limit is our choice: TinyPesa documents none).
 */
export type InitializeFields = { amount: number; msisdn: string; accountNo: string | null };
export type FieldErrors = Record<string, string[]>;

const LOCAL = /^0([71]\d{8})$/;
const INTERNATIONAL = /^254([71]\d{8})$/;
const ACCOUNT_NO_MAX = 12;

/** Forms send strings, JSON may send numbers. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const blank = (value: string | undefined) => value === undefined || value === '';

/** 07XXXXXXXX / 01XXXXXXXX / 2547XXXXXXXX / 2541XXXXXXXX → 2547XXXXXXXX (what the M-Pesa engine takes). */
export function toMsisdn(value: string): string | undefined {
  const match = LOCAL.exec(value) ?? INTERNATIONAL.exec(value);
  return match ? `254${match[1]}` : undefined;
}

export function requiredErrors(): FieldErrors {
  return { amount: ['The amount field is required.'], msisdn: ['The msisdn field is required.'] };
}

export function checkInitialize(body: unknown, amountLimit: number): { ok: true; value: InitializeFields } | { ok: false; errors: FieldErrors } {
  const fields = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};

  const rawAmount = text(fields.amount);
  let amount = 0;
  if (blank(rawAmount)) errors.amount = ['The amount field is required.'];
  else if (!/^-?\d+$/.test(rawAmount!)) errors.amount = ['The amount must be an integer.'];
  else {
    amount = Number(rawAmount);
    if (amount < 1) errors.amount = ['The amount must be at least 1.'];
    else if (amount > amountLimit) errors.amount = [`The amount may not be greater than ${amountLimit}.`];
  }

  const rawMsisdn = text(fields.msisdn);
  const msisdn = rawMsisdn ? toMsisdn(rawMsisdn) : undefined;
  if (blank(rawMsisdn)) errors.msisdn = ['The msisdn field is required.'];
  else if (!msisdn) errors.msisdn = ['The msisdn format is invalid.'];

  const rawAccount = fields.account_no === null ? undefined : text(fields.account_no);
  if (fields.account_no !== undefined && fields.account_no !== null && rawAccount === undefined) errors.account_no = ['The account no must be a string.'];
  else if (rawAccount && rawAccount.length > ACCOUNT_NO_MAX) errors.account_no = [`The account no may not be greater than ${ACCOUNT_NO_MAX} characters.`];

  if (Object.keys(errors).length > 0 || !msisdn) return { ok: false, errors };
  return { ok: true, value: { amount, msisdn, accountNo: rawAccount || null } };
}
