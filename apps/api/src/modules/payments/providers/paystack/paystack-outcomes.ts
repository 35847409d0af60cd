import { timingSafeEqual, createHmac } from 'node:crypto';
import type { ProviderOutcome } from '../../provider.ts';
import type { PaystackTransactionData } from './paystack-client.ts';

/**
 * What Paystack's transaction statuses mean for an attempt (reference §2.3): only `success` with a whole amount and a
 * currency is "paid" (the core then checks both against the attempt); `failed` and `reversed` are failures;
 * `abandoned` (initialised, not paid yet: the customer may still be on the page) and the in-flight statuses are pending.
 */
const PENDING_STATUSES = new Set(['abandoned', 'ongoing', 'pending', 'processing', 'queued']);

export const WAITING: ProviderOutcome = { state: 'pending', code: 'abandoned', message: 'Waiting for the customer to pay on the Paystack page' };

/** The outcome `data` stands for, or why it cannot be trusted. */
export function outcomeOf(data: PaystackTransactionData): ProviderOutcome | string {
  const status = typeof data.status === 'string' ? data.status : '';
  const said = typeof data.gateway_response === 'string' && data.gateway_response.trim() !== '' ? data.gateway_response.trim() : undefined;
  if (status === 'success') {
    if (!Number.isSafeInteger(data.amount) || (data.amount as number) <= 0 || typeof data.currency !== 'string') return 'A successful transaction without amount or currency';
    const receipt = typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : undefined;
    return { state: 'paid', code: 'success', message: 'Payment received', amountCents: data.amount as number, currency: data.currency, ...(receipt ? { receipt } : {}) };
  }
  if (status === 'failed') return { state: 'failed', code: 'failed', message: said ?? 'Payment failed' };
  if (status === 'reversed') return { state: 'failed', code: 'reversed', message: 'Payment reversed' };
  if (PENDING_STATUSES.has(status)) return status === 'abandoned' ? WAITING : { ...WAITING, code: status };
  return `Unknown Paystack status ${JSON.stringify(data.status)}`;
}

/** Whether `header` is the hex HMAC-SHA512 of the raw body keyed with the secret key (§2.5), in constant time. */
export function validSignature(secretKey: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
