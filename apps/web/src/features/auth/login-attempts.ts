import { LOCKOUT_SECONDS, LOGIN_ATTEMPTS } from '@mitumba/contracts/plain';
import { readString, storageKeys, writeString } from '@/lib/storage';

/**
 * Login attempts of spec 1 §4: 3 to start, kept in localStorage `remainingAttempts`, one fewer per failed login;
 * at 0 a 60 s lockout (its end kept in `lockoutUntil`), after which they are 3 again.
 */
export function remainingAttempts(): number {
  const stored = Number.parseInt(readString(storageKeys.remainingAttempts) ?? '', 10);
  return Number.isInteger(stored) && stored >= 0 && stored <= LOGIN_ATTEMPTS ? stored : LOGIN_ATTEMPTS;
}

/** Counts a failed login; returns what is left. Reaching 0 starts the lockout. */
export function recordFailedAttempt(now = Date.now()): number {
  const left = Math.max(0, remainingAttempts() - 1);
  writeString(storageKeys.remainingAttempts, String(left));
  if (left === 0) writeString(storageKeys.lockoutUntil, String(now + LOCKOUT_SECONDS * 1000));
  return left;
}

/** Back to 3 attempts: after a successful login, or once the lockout is over. */
export function resetAttempts(): void {
  writeString(storageKeys.remainingAttempts, String(LOGIN_ATTEMPTS));
  writeString(storageKeys.lockoutUntil, null);
}

/** When the current lockout ends (epoch ms), or null when logins are allowed. Ends a lockout that is over. */
export function lockoutDeadline(now = Date.now()): number | null {
  if (remainingAttempts() > 0) return null;
  const until = Number(readString(storageKeys.lockoutUntil));
  // No (or a nonsensical) end recorded: the 60 s start now rather than never.
  if (!Number.isFinite(until) || until <= 0 || until > now + LOCKOUT_SECONDS * 1000) {
    const deadline = now + LOCKOUT_SECONDS * 1000;
    writeString(storageKeys.lockoutUntil, String(deadline));
    return deadline;
  }
  if (until <= now) {
    resetAttempts();
    return null;
  }
  return until;
}

/** Read-only check for rendering: attempts used up and the lockout not over yet (or its end not yet recorded). */
export function isLockedOut(now = Date.now()): boolean {
  if (remainingAttempts() > 0) return false;
  const until = Number(readString(storageKeys.lockoutUntil));
  return !(Number.isFinite(until) && until > 0 && until <= now);
}
