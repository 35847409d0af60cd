import { OTP_SECONDS } from '@mitumba/contracts/plain';

/**
 * The e-mail waiting for its code and when that code's countdown ends. It arrives in navigation state and is kept
 * in sessionStorage too, so a reload of /otpverify still knows whom to verify (DESIGN §6).
 */
export interface PendingVerification {
  email: string;
  deadline: number;
}

const KEY = 'otpVerification';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readPendingVerification(): PendingVerification | null {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<PendingVerification> | null;
    return typeof value?.email === 'string' && typeof value.deadline === 'number' ? { email: value.email, deadline: value.deadline } : null;
  } catch {
    return null;
  }
}

/** A code was just mailed to `email`: its 120 s start now. */
export function startPendingVerification(email: string, now = Date.now()): PendingVerification {
  const pending = { email, deadline: now + OTP_SECONDS * 1000 };
  storage()?.setItem(KEY, JSON.stringify(pending));
  return pending;
}

/** The server will not take this code any more (too many wrong tries): its countdown is over. */
export function expirePendingVerification(email: string, now = Date.now()): PendingVerification {
  const pending = { email, deadline: now };
  storage()?.setItem(KEY, JSON.stringify(pending));
  return pending;
}

export function clearPendingVerification(): void {
  storage()?.removeItem(KEY);
}

/** The verification for this screen: the e-mail in navigation state wins over a stored one for another address. */
export function resolvePendingVerification(stateEmail: unknown): PendingVerification | null {
  const stored = readPendingVerification();
  if (typeof stateEmail !== 'string' || stateEmail === '') return stored;
  return stored?.email === stateEmail ? stored : startPendingVerification(stateEmail);
}
