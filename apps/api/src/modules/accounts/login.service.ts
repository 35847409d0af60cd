import type { Auth } from '../../lib/auth.ts';
import { said } from '../../i18n/say.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { accountLanguage } from '../../lib/mail/account-mail-words.ts';
import { otpMail } from '../../lib/mail/templates.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { lockMinutes, type Throttle, type ThrottlePolicy } from '../../lib/throttle.ts';
import type { AccountsRepo } from './accounts.repo.ts';
import type { OtpCodes } from './otp-codes.ts';

/**
 * Server-side login throttling, whatever the client does: 5 failures for one e-mail from one client (IP) within 15
 * minutes lock that e-mail *for that client* for 15 minutes, so a stranger cannot lock the owner out of their own
 * account from another device or network (issue 25); 20 failures for one e-mail within an hour, from anywhere, lock it
 * everywhere for 15 minutes (many addresses guessing one password); 30 failures from one IP within 15 minutes lock
 * that IP. Wrong passwords on the signed-in screens (a stolen session guessing) lock login too. Unknown e-mails are counted and answered exactly like known ones, and still pay for a password hash, so
 * answers and timing reveal nothing.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** The whole account's budget, whichever clients guess. */
export const ACCOUNT_WIDE_POLICY: ThrottlePolicy = { maxFailures: 20, windowMs: 60 * 60_000, lockMs: 15 * 60_000 };
const clientThrottleKey = (email: string, ip: string) => `login:email:${email.toLowerCase()}:ip:${ip}`;
const accountWideThrottleKey = (email: string) => `login:account:${email.toLowerCase()}`;
/** The budget of password guesses of the signed-in screens that ask for the current password (one per account). */
export const accountThrottleKey = (email: string) => `login:email:${email.toLowerCase()}`;
export const IP_POLICY: ThrottlePolicy = { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const INVALID = 'Invalid email or password';

/** The refusal while a lock lasts, in the shopper's language (the English says "15 minutes", "1 minute"). */
export const lockedError = (ms: number) => AppError.saying('THROTTLED', said('login.locked', { minutes: lockMinutes(ms) }));

export function createLoginService(deps: { repo: AccountsRepo; auth: Auth; throttle: Throttle; otp: OtpCodes; mailer: Mailer }) {
  const { repo, auth, throttle } = deps;
  let dummyHash: Promise<string> | undefined;

  /**
   * Counts this try against the e-mail and the IP before the password is checked (one statement each), so parallel
   * guesses get no more checks than serial ones; answers the lock that a wrong password leaves in force.
   */
  async function takeTry(keys: { client: string; account: string; ip: string }): Promise<number> {
    const client = await throttle.take(keys.client, ACCOUNT_POLICY);
    if (!client.allowed) throw lockedError(client.lockedMs);
    const account = await throttle.take(keys.account, ACCOUNT_WIDE_POLICY);
    if (!account.allowed) {
      await throttle.forgive(keys.client, ACCOUNT_POLICY);
      throw lockedError(account.lockedMs);
    }
    const ip = await throttle.take(keys.ip, IP_POLICY);
    if (!ip.allowed) {
      await Promise.all([throttle.forgive(keys.client, ACCOUNT_POLICY), throttle.forgive(keys.account, ACCOUNT_WIDE_POLICY)]);
      throw lockedError(ip.lockedMs);
    }
    return Math.max(client.lockedMs, account.lockedMs, ip.lockedMs);
  }

  /** Unverified accounts get a fresh code (when none was sent in the last 30 s) and are told how to verify. */
  async function refuseUnverified(user: { id: string; email: string; name: string; language: string | null }): Promise<never> {
    try {
      await deps.mailer.send(otpMail(user.email, user.name, await deps.otp.issue(user.id), accountLanguage(user)));
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
      const keys = { client: clientThrottleKey(email, meta.ip), account: accountWideThrottleKey(email), ip: `login:ip:${meta.ip}` };
      const screensLock = await throttle.lockedMs(accountThrottleKey(email));
      if (screensLock > 0) throw lockedError(screensLock);
      const lockAfterFailure = await takeTry(keys);
      const user = await repo.findByEmail(email);
      dummyHash ??= hashPassword('not-a-real-password');
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !valid) {
        throw lockAfterFailure > 0 ? lockedError(lockAfterFailure) : new AppError('UNAUTHENTICATED', INVALID);
      }
      await Promise.all([throttle.reset(keys.client), throttle.forgive(keys.account, ACCOUNT_WIDE_POLICY), throttle.forgive(keys.ip, IP_POLICY)]);
      if (user.status === 'suspended') {
        throw new AppError('FORBIDDEN', 'Your account has been suspended. Please contact support.', { username: user.name, suspended: true });
      }
      if (user.status === 'unverified') return refuseUnverified(user);
      const session = await auth.startSession(user.id, meta);
      return { token: session.token, username: user.name, role: user.role };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
