/**
 * Browser storage keys of spec 1 §3 (token, userId, cartItems, remainingAttempts, the joined-waitlist state per
 * product and weight), plus a visitor's local favourites (merged into the account at login), an add to cart the
 * server refused for an expired session (replayed after the next login), the end of a login lockout (so a
 * reload of /time-count-down continues the 60 s instead of starting them again), and the e-mail of an account just
 * verified (its first login says welcome, not welcome back), and the last cart the server priced (shown offline).
 */
export const storageKeys = {
  token: 'token',
  userId: 'userId',
  cartItems: 'cartItems',
  remainingAttempts: 'remainingAttempts',
  lockoutUntil: 'lockoutUntil',
  favourites: 'favourites',
  waitlistJoined: 'waitlistJoined',
  pendingCartAdd: 'pendingCartAdd',
  newAccount: 'newAccount',
  lastCart: 'lastCart',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const CHANGE_EVENT = 'mitumba:storage';

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage can throw in private modes or sandboxed frames.
  }
}

export function readString(key: StorageKey): string | null {
  return safeStorage()?.getItem(key) ?? null;
}

export function writeString(key: StorageKey, value: string | null): void {
  const storage = safeStorage();
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

export function readJson<T>(key: StorageKey, fallback: T): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Calls `onChange` when any key changes, in this tab or another one. */
export function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
