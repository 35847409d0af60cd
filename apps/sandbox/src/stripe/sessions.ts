import { randomBytes } from 'node:crypto';
import { isCallbackUrl } from '../request-fields.ts';
import type { FormValue } from './forms.ts';

/** Checkout Sessions as Stripe shapes them (payment-providers.md §3.2), kept in memory, and their validation. */
export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
  /** Emulator-only record of the hosted page's last decline (not part of Stripe's object; stripped on output). */
  lastError?: string;
  /** Emulator-only: the PaymentIntent's status, shown when the caller expands `payment_intent`. */
  intentStatus?: 'succeeded' | 'requires_payment_method';
};

/** The PaymentIntent as `expand[]=payment_intent` shows it (the fields a shop reads). */
export function expandedIntent(session: CheckoutSession) {
  if (!session.payment_intent) return null;
  return { id: session.payment_intent, object: 'payment_intent', amount: session.amount_total, currency: session.currency, status: session.intentStatus ?? 'requires_payment_method', livemode: false };
}

export type StripeError = { status: number; type: string; message: string; param?: string; code?: string };

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** `prefix` + random alphanumerics, the shape of Stripe's ids (`cs_test_a1B2…`, `pi_…`, `evt_…`). */
export function stripeId(prefix: string, length = 24): string {
  return prefix + [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 3600;
const invalid = (param: string, message: string): StripeError => ({ status: 400, type: 'invalid_request_error', code: 'parameter_invalid', param, message });
const missing = (param: string): StripeError => ({ status: 400, type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });

const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const record = (value: FormValue | undefined): Record<string, FormValue> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
const integer = (value: FormValue | undefined): number | undefined => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined);

type LineItem = { currency: string; amount: number };

function lineItemOf(item: FormValue | undefined, index: number): LineItem | StripeError {
  const at = `line_items[${index}]`;
  const priceData = record(record(item)?.price_data);
  if (!priceData) return missing(`${at}[price_data]`);
  const currency = text(priceData.currency);
  if (!currency) return missing(`${at}[price_data][currency]`);
  if (!/^[a-z]{3}$/.test(currency)) return invalid(`${at}[price_data][currency]`, `Invalid currency: ${currency}.`);
  const unitAmount = integer(priceData.unit_amount);
  if (unitAmount === undefined) return invalid(`${at}[price_data][unit_amount]`, 'Invalid integer: unit_amount must be a whole number of the smallest currency unit.');
  if (!text(record(priceData.product_data)?.name)) return missing(`${at}[price_data][product_data][name]`);
  const quantity = integer(record(item)?.quantity);
  if (quantity === undefined || quantity < 1) return missing(`${at}[quantity]`);
  return { currency, amount: unitAmount * quantity };
}

function metadataProblem(metadata: Record<string, FormValue>): StripeError | undefined {
  const entries = Object.entries(metadata);
  if (entries.length > 50) return invalid('metadata', 'You can specify up to 50 keys in metadata.');
  for (const [key, value] of entries) {
    if (key.length > 40) return invalid(`metadata[${key}]`, 'Metadata keys can be up to 40 characters long.');
    if (typeof value !== 'string') return invalid(`metadata[${key}]`, 'Metadata values must be strings.');
    if (value.length > 500) return invalid(`metadata[${key}]`, 'Metadata values can be up to 500 characters long.');
  }
  return undefined;
}

/** Checks a create request against §6.5 and builds the open, unpaid session (or the error Stripe would answer). */
export function newSession(params: Record<string, FormValue>, nowSeconds: number, pageUrl: (id: string) => string): CheckoutSession | StripeError {
  const mode = text(params.mode);
  if (!mode) return missing('mode');
  if (mode !== 'payment') return invalid('mode', `Invalid mode: this emulator supports only \`payment\` (got ${mode}).`);
  const items = params.line_items;
  if (!Array.isArray(items) || items.length === 0) return missing('line_items');
  const lines: LineItem[] = [];
  for (const [index, item] of items.entries()) {
    const line = lineItemOf(item, index);
    if ('type' in line) return line;
    lines.push(line);
  }
  const currencies = new Set(lines.map((line) => line.currency));
  if (currencies.size > 1) return invalid('line_items', 'All line items must use the same currency.');
  for (const param of ['success_url', 'cancel_url'] as const) {
    const url = text(params[param]);
    if (!url) return missing(param);
    if (!isCallbackUrl(url)) return invalid(param, `Not a valid URL: ${param}.`);
  }
  const metadata = params.metadata === undefined ? {} : record(params.metadata);
  if (!metadata) return invalid('metadata', 'Invalid object: metadata.');
  const metadataError = metadataProblem(metadata);
  if (metadataError) return metadataError;
  const expiresAt = params.expires_at === undefined ? nowSeconds + MAX_EXPIRY_S : integer(params.expires_at);
  if (expiresAt === undefined || expiresAt < nowSeconds + MIN_EXPIRY_S || expiresAt > nowSeconds + MAX_EXPIRY_S) {
    return invalid('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
  }
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const id = stripeId('cs_test_', 58);
  const email = text(params.customer_email) ?? null;
  return {
    id, object: 'checkout.session', amount_subtotal: total, amount_total: total, cancel_url: text(params.cancel_url) ?? '',
    client_reference_id: text(params.client_reference_id) ?? null, created: nowSeconds, currency: lines[0]?.currency ?? '',
    customer_details: null, customer_email: email, expires_at: expiresAt, livemode: false,
    metadata: metadata as Record<string, string>, mode: 'payment', payment_intent: null, payment_status: 'unpaid', status: 'open',
    success_url: text(params.success_url) ?? '', url: pageUrl(id),
  };
}

/** The session as Stripe's API shows it (without the emulator's own notes; no page url once it is closed). */
export function publicSession(session: CheckoutSession): Omit<CheckoutSession, 'lastError' | 'intentStatus'> {
  const { lastError: _lastError, intentStatus: _intentStatus, ...shown } = session;
  return { ...shown, url: session.status === 'open' ? session.url : null };
}
