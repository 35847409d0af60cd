import type { RazorpayConfig } from './config.ts';
import { badRequest } from './envelopes.ts';

/** `POST /v1/orders` body checks (§4.2, §6.6), answering Razorpay's own descriptions. */
export type OrderInput = { amount: number; currency: string; receipt: string | null; notes: Record<string, string> };
type Checked = { ok: true; value: OrderInput } | { ok: false; body: ReturnType<typeof badRequest> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkOrder(body: unknown, config: RazorpayConfig): Checked {
  const fail = (description: string, field: string): Checked => ({ ok: false, body: badRequest(description, field) });
  if (!isObject(body)) return fail('The amount field is required.', 'amount');
  const { amount, currency, receipt, notes = {} } = body;
  if (amount === undefined) return fail('The amount field is required.', 'amount');
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return fail('The amount must be an integer.', 'amount');
  if (amount < 100) return fail('The amount must be at least INR 1.00', 'amount');
  if (currency === undefined) return fail('The currency field is required.', 'currency');
  if (typeof currency !== 'string' || !config.currencies.includes(currency)) return fail('Currency is not supported', 'currency');
  if (receipt !== undefined && receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) {
    return fail('The receipt may not be greater than 40 characters.', 'receipt');
  }
  if (!isObject(notes)) return fail('The notes must be an array.', 'notes');
  const entries = Object.entries(notes);
  if (entries.length > 15) return fail('Number of notes should not exceed 15', 'notes');
  if (entries.some(([, value]) => String(value).length > 256)) return fail('Notes value may not be greater than 256 characters.', 'notes');
  return { ok: true, value: { amount, currency, receipt: (receipt as string | undefined) ?? null, notes: Object.fromEntries(entries.map(([k, v]) => [k, String(v)])) } };
}
