import { isCallbackUrl, wholeNumber } from '../request-fields.ts';

/**
 * Checks `POST /transaction/initialize` bodies by Paystack's documented rules (reference §2.2, §6.4): an e-mail, a whole
 * amount in the smallest unit (a JSON number or a string of digits, as Paystack takes either), a currency the
 * integration has (KES here), a reference of `-`, `.`, `=` and alphanumerics, an http(s) callback URL and an object as
 * metadata. Messages are Paystack's where known [Comm], otherwise in its style.
 */
export type Initialize = { email: string; amount: number; currency: string; reference: string | null; callbackUrl: string | null; metadata: unknown };

export type Checked = { ok: true; value: Initialize } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
/** The currencies this emulated (Kenyan) integration is enabled for (§2.1). */
const CURRENCIES = new Set(['KES', 'USD']);

const refuse = (message: string): Checked => ({ ok: false, message });

function metadataOf(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  if (typeof value === 'object' && !Array.isArray(value)) return { ok: true, value };
  if (typeof value !== 'string') return { ok: false };
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ok: true, value: parsed } : { ok: false };
  } catch {
    return { ok: false };
  }
}

export function checkInitialize(body: unknown): Checked {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const email = typeof fields.email === 'string' ? fields.email.trim() : '';
  if (!EMAIL.test(email)) return refuse('Invalid Email Address Passed');
  const amount = wholeNumber(fields.amount);
  if (amount === undefined || amount <= 0) return refuse('Invalid Amount Sent');
  const currency = fields.currency === undefined ? 'KES' : fields.currency;
  if (typeof currency !== 'string' || !CURRENCIES.has(currency)) return refuse('Currency not supported by merchant');
  const reference = fields.reference;
  if (reference !== undefined && (typeof reference !== 'string' || !REFERENCE.test(reference))) {
    return refuse('Invalid transaction reference. Only -, ., = and alphanumeric characters allowed.');
  }
  const callbackUrl = fields.callback_url;
  if (callbackUrl !== undefined && !isCallbackUrl(callbackUrl)) return refuse('Invalid callback url');
  const metadata = metadataOf(fields.metadata);
  if (!metadata.ok) return refuse('Invalid metadata. Metadata should be a JSON object');
  return {
    ok: true,
    value: { email, amount, currency, reference: reference ?? null, callbackUrl: callbackUrl ?? null, metadata: metadata.value },
  };
}
