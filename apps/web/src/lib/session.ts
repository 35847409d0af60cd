import { useSyncExternalStore } from 'react';
import { readString, storageKeys, subscribeToStorage, writeString } from './storage';

export interface Session {
  token: string;
  userId: string;
}

/** Reads the `id` claim of a JWT without verifying it: the server verifies, the client only needs the id. */
export function userIdFromToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    const id = (claims as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return readString(storageKeys.token);
}

/** Logged out → logged in (spec 1 §4): save the token and the user id read from it. */
export function startSession(token: string): void {
  writeString(storageKeys.token, token);
  writeString(storageKeys.userId, userIdFromToken(token));
}

export function clearSession(): void {
  writeString(storageKeys.token, null);
  writeString(storageKeys.userId, null);
  writeString(storageKeys.cartItems, null);
  writeString(storageKeys.lastCart, null);
}

const expiryListeners = new Set<() => void>();

/** The server refused the token (401): end the session once, however many requests noticed it. */
export function expireSession(): void {
  if (getToken() === null) return;
  clearSession();
  for (const listener of expiryListeners) listener();
}

export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

let cachedToken: string | null | undefined;
let cachedSession: Session | null = null;

function currentSession(): Session | null {
  const token = getToken();
  if (token !== cachedToken) {
    cachedToken = token;
    const userId = token ? userIdFromToken(token) : null;
    cachedSession = token && userId ? { token, userId } : null;
  }
  return cachedSession;
}

/** The current session, or null for a visitor (no token, or a token without an `id` claim). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToStorage, currentSession, () => null);
}
