import { readString, storageKeys, writeString } from '@/lib/storage';

const key = (email: string) => email.trim().toLowerCase();

/** The e-mail of an account just verified: its first login is a welcome, not a welcome back. */
export function markNewAccount(email: string): void {
  writeString(storageKeys.newAccount, key(email));
}

/** Whether this login is the first of the account just verified here; the mark is used once. */
export function takeFirstLogin(email: string): boolean {
  const marked = readString(storageKeys.newAccount);
  if (marked === null) return false;
  writeString(storageKeys.newAccount, null);
  return marked === key(email);
}
