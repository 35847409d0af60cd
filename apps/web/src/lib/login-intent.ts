import { MAX_PER_PRODUCT_WEIGHT } from '@mitumba/contracts/plain';

/**
 * What a visitor was doing when a customer-only action sent them to /login: the page to come back to and, on a
 * product page, the action itself (add to cart, join the waitlist, make an offer) with the option chosen. Kept in
 * sessionStorage (this tab only) for an hour, read once by the next login, which goes back to the page and hands the
 * action over in navigation state (docs/decisions/0037).
 */
export interface ProductAction {
  kind: 'cart' | 'waitlist' | 'offer';
  productId: string;
  weight: string;
  /** Units to add (cart); 1 otherwise. */
  quantity: number;
  /** The price typed into the offer form, when one was. */
  offer?: number;
}

export interface LoginIntent {
  returnTo: string;
  action?: ProductAction;
}

const KEY = 'loginIntent';
export const LOGIN_INTENT_TTL_MS = 60 * 60_000;
const ORIGIN = 'https://mitumba.invalid';
/** Coming back to these would only ask for the login again. */
const NOT_A_RETURN = /^\/(login|loginsuccess|forgotpassword|otpverify|otpverifysuccess|remaining-attempts|time-count-down|account-suspended)(\/|$)/i;

/** A path of this shop to go back to, or null: only same-origin paths, never another site (no open redirect). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || NOT_A_RETURN.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const kinds: readonly string[] = ['cart', 'waitlist', 'offer'] satisfies ProductAction['kind'][];

/** A product action read from storage or navigation state, field by field; null when anything is off. */
export function parseProductAction(value: unknown): ProductAction | null {
  if (!value || typeof value !== 'object') return null;
  const { kind, productId, weight, quantity, offer } = value as Record<string, unknown>;
  if (typeof kind !== 'string' || !kinds.includes(kind)) return null;
  if (typeof productId !== 'string' || productId === '' || typeof weight !== 'string' || weight === '') return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_PER_PRODUCT_WEIGHT) return null;
  const action: ProductAction = { kind: kind as ProductAction['kind'], productId, weight, quantity };
  if (typeof offer === 'number' && Number.isFinite(offer) && offer > 0) action.offer = offer;
  return action;
}

/** A stored intent, or null when it is malformed, leads off the shop, or is older than an hour. */
export function parseLoginIntent(raw: string | null, now: number): LoginIntent | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { returnTo, at, action } = value as Record<string, unknown>;
  const path = safeReturnPath(returnTo);
  if (path === null || typeof at !== 'number' || now - at > LOGIN_INTENT_TTL_MS || at > now) return null;
  const parsed = action === undefined ? null : parseProductAction(action);
  if (action !== undefined && parsed === null) return null;
  return parsed ? { returnTo: path, action: parsed } : { returnTo: path };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberLoginIntent(intent: LoginIntent, now = Date.now()): void {
  if (safeReturnPath(intent.returnTo) === null) return;
  storage()?.setItem(KEY, JSON.stringify({ ...intent, at: now }));
}

/** The intent of this tab, removed as it is read: a login uses it once. */
export function takeLoginIntent(now = Date.now()): LoginIntent | null {
  const store = storage();
  const raw = store?.getItem(KEY) ?? null;
  store?.removeItem(KEY);
  return parseLoginIntent(raw, now);
}
