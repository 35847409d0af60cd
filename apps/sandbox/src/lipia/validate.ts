/**
 * Lipia's rules for the STK push body (payment-providers.md §5.3): `phone_number` in any Kenyan form of a Safaricom
 * line, `amount` a positive whole number of shillings, optional `external_reference`, `callback_url`, `metadata`.
 * A failure names the field, as Lipia's `error.field`.
 */
export type LipiaPush = {
  /** 2547…/2541…, the form the STK engine uses. */
  msisdn: string;
  amount: number;
  externalReference: string | null;
  callbackUrl: string | null;
  metadata: Record<string, unknown> | null;
};

export type PushProblem = { field: string; message: string; value?: unknown; expected?: string };

export type Checked = { ok: true; value: LipiaPush } | { ok: false; problem: PushProblem };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Numbers outside Safaricom's ranges (Airtel 073x, 0750–0756, 0762, 078x, 0100–0102; Telkom 077x): Lipia pushes to
 * Safaricom lines only.
 */
const OTHER_NETWORKS = /^254(73|75[0-6]|762|77|78|10[0-2])/;

/** 07…, 01…, 2547…, 2541… or +254… (spaces allowed) → 2547…/2541…, or null when not a Kenyan mobile number. */
export function toMsisdn(phone: string): string | null {
  const digits = phone.replace(/\s+/g, '');
  const match = /^(?:\+?254|0)([71]\d{8})$/.exec(digits);
  return match ? `254${match[1]}` : null;
}

function wholeShillings(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,12}$/.test(value.trim())) return Number(value.trim());
  return null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function checkPush(body: unknown, amountLimit: number): Checked {
  const fail = (problem: PushProblem): Checked => ({ ok: false, problem });
  if (!isObject(body)) return fail({ field: 'body', message: 'Request body must be a JSON object' });
  const { phone_number: phone, amount: rawAmount, external_reference: reference, callback_url: callbackUrl, metadata } = body;
  if (phone === undefined || phone === null || phone === '') return fail({ field: 'phone_number', message: 'Phone number is required' });
  const msisdn = typeof phone === 'string' ? toMsisdn(phone) : null;
  const expectedPhone = '07XXXXXXXX, 01XXXXXXXX, 2547XXXXXXXX, 2541XXXXXXXX or +254XXXXXXXXX';
  if (!msisdn) return fail({ field: 'phone_number', message: 'Invalid phone number format', value: phone, expected: expectedPhone });
  if (OTHER_NETWORKS.test(msisdn)) return fail({ field: 'phone_number', message: 'Only Safaricom numbers are supported', value: phone });
  if (rawAmount === undefined || rawAmount === null || rawAmount === '') return fail({ field: 'amount', message: 'Amount is required' });
  const amount = wholeShillings(rawAmount);
  if (amount === null || amount < 1) {
    return fail({ field: 'amount', message: 'Amount must be a positive whole number', value: rawAmount, expected: 'integer >= 1' });
  }
  if (amount > amountLimit) return fail({ field: 'amount', message: `Amount must not exceed ${amountLimit}`, value: rawAmount, expected: `integer <= ${amountLimit}` });
  if (reference !== undefined && reference !== null && (typeof reference !== 'string' || reference.length > 100)) {
    return fail({ field: 'external_reference', message: 'External reference must be a string of at most 100 characters', value: reference });
  }
  if (callbackUrl !== undefined && callbackUrl !== null && (typeof callbackUrl !== 'string' || !isHttpUrl(callbackUrl))) {
    return fail({ field: 'callback_url', message: 'Callback URL must be a valid URL', value: callbackUrl, expected: 'http(s) URL' });
  }
  if (metadata !== undefined && metadata !== null && !isObject(metadata)) {
    return fail({ field: 'metadata', message: 'Metadata must be an object', value: metadata });
  }
  return {
    ok: true,
    value: {
      msisdn,
      amount,
      externalReference: typeof reference === 'string' ? reference : null,
      callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : null,
      metadata: isObject(metadata) ? metadata : null,
    },
  };
}
