import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Throttle } from '../../lib/throttle.ts';
import type { UserRow } from './accounts.repo.ts';
import { ACCOUNT_POLICY, accountThrottleKey, lockedError } from './login.service.ts';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/**
 * Proves a signed-in user still knows the password before their e-mail or password changes. A try is counted against
 * the same per-account budget as login (before the password is checked, in one statement), so a stolen session
 * cannot be used to guess the password. A wrong password answers 400, not 401: the session itself is fine.
 */
export function createCurrentPasswordCheck(throttle: Throttle) {
  return async function confirmCurrentPassword(user: Pick<UserRow, 'email' | 'passwordHash'>, password: string): Promise<void> {
    const key = accountThrottleKey(user.email);
    const attempt = await throttle.take(key, ACCOUNT_POLICY);
    if (!attempt.allowed) throw lockedError(attempt.lockedMs);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw attempt.lockedMs > 0 ? lockedError(attempt.lockedMs) : new AppError('VALIDATION', WRONG_CURRENT_PASSWORD);
    }
    await throttle.reset(key);
  };
}

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;
