import type { Auth } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { otpMail } from '../../lib/mail/templates.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Throttle, ThrottlePolicy } from '../../lib/throttle.ts';
import type { AccountsRepo } from './accounts.repo.ts';
import type { OtpCodes } from './otp-codes.ts';

/**
 * Server-side login throttling, whatever the client does: 5 failures for one e-mail within 15 minutes lock that
 * e-mail for 15 minutes; 30 failures from one IP within 15 minutes lock that IP. Unknown e-mails are counted and
 * answered exactly like known ones, and still pay for a password hash, so answers and timing reveal nothing.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
export const IP_POLICY: ThrottlePolicy = { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const INVALID = 'Invalid email or password';

function lockedMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function createLoginService(deps: { repo: AccountsRepo; auth: Auth; throttle: Throttle; otp: OtpCodes; mailer: Mailer }) {
  const { repo, auth, throttle } = deps;
  let dummyHash: Promise<string> | undefined;

  async function refuseIfLocked(keys: string[]) {
    const locks = await Promise.all(keys.map((key) => throttle.lockedFor(key)));
    const longest = Math.max(...locks);
    if (longest > 0) throw new AppError('THROTTLED', lockedMessage(longest));
  }

  async function recordFailure(accountKey: string, ipKey: string): Promise<never> {
    const [accountLock, ipLock] = await Promise.all([throttle.fail(accountKey, ACCOUNT_POLICY), throttle.fail(ipKey, IP_POLICY)]);
    const lock = Math.max(accountLock, ipLock);
    throw lock > 0 ? new AppError('THROTTLED', lockedMessage(lock)) : new AppError('UNAUTHENTICATED', INVALID);
  }

  /** Unverified accounts get a fresh code (when none was sent in the last 30 s) and are told how to verify. */
  async function refuseUnverified(user: { id: string; email: string; name: string }): Promise<never> {
    try {
      await deps.mailer.send(otpMail(user.email, user.name, await deps.otp.issue(user.id)));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'THROTTLED')) throw error;
    }
    throw new AppError(
      'FORBIDDEN',
      `Please verify your email first: enter the 6-digit code we sent to ${user.email}.`,
      { needsVerification: true, email: user.email },
    );
  }

  return {
    async login(email: string, password: string, meta: { ip: string; userAgent?: string }) {
      const accountKey = `login:email:${email.toLowerCase()}`;
      const ipKey = `login:ip:${meta.ip}`;
      await refuseIfLocked([accountKey, ipKey]);
      const user = await repo.findByEmail(email);
      dummyHash ??= hashPassword('not-a-real-password');
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !valid) return recordFailure(accountKey, ipKey);
      await throttle.reset(accountKey);
      if (user.status === 'suspended') {
        throw new AppError('FORBIDDEN', 'Your account has been suspended. Please contact support.', { username: user.name });
      }
      if (user.status === 'unverified') return refuseUnverified(user);
      const session = await auth.startSession(user.id, meta);
      return { token: session.token, username: user.name };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
