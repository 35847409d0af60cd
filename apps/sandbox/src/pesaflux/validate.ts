import { sameSecret } from '../emulator-http.ts';
import { isCallbackUrl, wholeNumber } from '../request-fields.ts';
import type { PesafluxConfig } from './config.ts';

/**
 * PesaFlux's request rules (§5.2, §6.7): the account's `api_key` and `email` in every JSON body, a whole-shilling
 * `amount`, an `msisdn` as 2547…/2541… or 07…/01…, an optional `reference` and `callback_url`. A failure carries the
 * HTTP status and message the emulator answers with (PesaFlux's error bodies are thin in public docs, see envelopes.ts).
 */
export type Refusal = { ok: false; status: number; message: string };
export type Checked<T> = { ok: true; value: T } | Refusal;

export type InitiateFields = { amount: number; msisdn: string; reference: string; callbackUrl: string | null };

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);
const refuse = (status: number, message: string): Refusal => ({ ok: false, status, message });

/** The body's credentials against the account's; the e-mail compared without regard to case. */
function authenticate(body: Record<string, unknown>, config: PesafluxConfig): Refusal | null {
  const { api_key: apiKey, email } = body;
  if (typeof apiKey !== 'string' || apiKey === '' || typeof email !== 'string' || email === '') {
    return refuse(400, 'api_key and email are required');
  }
  if (!sameSecret(apiKey, config.apiKey) || !sameSecret(email.trim().toLowerCase(), config.email.toLowerCase())) {
    return refuse(401, 'Invalid API key or email');
  }
  return null;
}

/** 2547XXXXXXXX / 2541XXXXXXXX as given, 07… / 01… turned into it; anything else undefined. */
export function normalisedMsisdn(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  if (/^254[71]\d{8}$/.test(text)) return text;
  if (/^0[71]\d{8}$/.test(text)) return `254${text.slice(1)}`;
  return undefined;
}

export function checkInitiate(body: unknown, config: PesafluxConfig, amountLimit: number): Checked<InitiateFields> {
  if (!isObject(body)) return refuse(400, 'Invalid request body');
  const denied = authenticate(body, config);
  if (denied) return denied;
  const amount = wholeNumber(body.amount);
  if (amount === undefined || amount < 1) return refuse(400, 'Invalid amount: send a whole number of shillings, at least 1');
  if (amount > amountLimit) return refuse(400, `Invalid amount: at most ${amountLimit} per transaction`);
  const msisdn = normalisedMsisdn(body.msisdn);
  if (!msisdn) return refuse(400, 'Invalid msisdn: use 2547XXXXXXXX or 07XXXXXXXX');
  const { reference = '', callback_url: callbackUrl } = body;
  if (typeof reference !== 'string' || reference.length > 64) return refuse(400, 'Invalid reference');
  if (callbackUrl !== undefined && callbackUrl !== null && callbackUrl !== '' && !isCallbackUrl(callbackUrl)) {
    return refuse(400, 'Invalid callback_url');
  }
  return { ok: true, value: { amount, msisdn, reference, callbackUrl: typeof callbackUrl === 'string' && callbackUrl !== '' ? callbackUrl : null } };
}

export function checkStatus(body: unknown, config: PesafluxConfig): Checked<{ transactionRequestId: string }> {
  if (!isObject(body)) return refuse(400, 'Invalid request body');
  const denied = authenticate(body, config);
  if (denied) return denied;
  const id = body.transaction_request_id;
  if (typeof id !== 'string' || id.trim() === '') return refuse(400, 'transaction_request_id is required');
  return { ok: true, value: { transactionRequestId: id.trim() } };
}
