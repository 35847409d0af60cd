import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_SECONDS } from '@mitumba/contracts';
import { AppError } from '../../lib/errors.ts';
import type { AccountsRepo } from './accounts.repo.ts';

export const OTP_MAX_TRIES = 5;
const RESEND_GAP_SECONDS = 30;
const SENDS_PER_HOUR = 5;

/**
 * Six-digit e-mail codes. Only an HMAC of the code is stored (keyed by a server secret, so a leaked table cannot be
 * brute-forced offline); a code lives for the spec's 120 s, is used once, and allows 5 wrong tries.
 */
export function createOtpCodes(repo: AccountsRepo, key: Uint8Array) {
  const digest = (userId: string, code: string) => createHmac('sha256', key).update(`otp:${userId}:${code}`).digest();

  return {
    /** Makes a new code, refusing when the user asked too often; returns the code to e-mail. */
    async issue(userId: string, now = new Date()): Promise<string> {
      const recent = await repo.countOtpsSince(userId, new Date(now.getTime() - 3600_000));
      const sinceLast = recent.latestAt ? (now.getTime() - recent.latestAt.getTime()) / 1000 : Infinity;
      if (sinceLast < RESEND_GAP_SECONDS) {
        throw new AppError('THROTTLED', `Please wait ${Math.ceil(RESEND_GAP_SECONDS - sinceLast)} seconds before requesting a new code.`);
      }
      if (recent.total >= SENDS_PER_HOUR) throw new AppError('THROTTLED', 'Too many codes requested. Please try again in an hour.');
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await repo.insertOtp(userId, digest(userId, code).toString('hex'), new Date(now.getTime() + OTP_SECONDS * 1000));
      return code;
    },

    /** Accepts the code once, or throws a message the shopper can act on. */
    async verify(userId: string, code: string, now = new Date()): Promise<void> {
      const otp = await repo.latestOpenOtp(userId);
      if (!otp || otp.expiresAt <= now) throw new AppError('VALIDATION', 'This code has expired. Please request a new OTP.');
      if (otp.attempts >= OTP_MAX_TRIES) throw new AppError('THROTTLED', 'Too many wrong codes. Please request a new OTP.');
      const matches = timingSafeEqual(Buffer.from(otp.codeHash, 'hex'), digest(userId, code));
      if (!matches) {
        const used = await repo.addOtpAttempt(otp.id);
        const left = OTP_MAX_TRIES - used;
        if (left <= 0) throw new AppError('THROTTLED', 'Too many wrong codes. Please request a new OTP.');
        throw new AppError('VALIDATION', `That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
      }
      if (!(await repo.consumeOtp(otp.id))) throw new AppError('VALIDATION', 'This code has already been used.');
    },
  };
}

export type OtpCodes = ReturnType<typeof createOtpCodes>;
