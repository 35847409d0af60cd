import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_SECONDS } from '@mitumba/contracts';
import { AppError } from '../../lib/errors.ts';
import type { AccountsRepo, OtpPurpose } from './accounts.repo.ts';

export const OTP_MAX_TRIES = 5;
const RESEND_GAP_SECONDS = 30;
const SENDS_PER_HOUR = 5;

const EXPIRED = 'This code has expired. Please request a new OTP.';
const TOO_MANY = 'Too many wrong codes. Please request a new OTP.';

/**
 * Six-digit e-mail codes, for sign-up verification and for moving an account to a new address. Only an HMAC of the
 * code is stored (keyed by a server secret, so a leaked table cannot be brute-forced offline); a code lives for the
 * spec's 120 s, is used once, and allows 5 tries — each try counted before the code is compared, in one statement.
 */
export function createOtpCodes(repo: AccountsRepo, key: Uint8Array) {
  const digest = (userId: string, code: string) => createHmac('sha256', key).update(`otp:${userId}:${code}`).digest();

  return {
    /** Makes a new code, refusing when the user asked too often (for this purpose); returns the code to e-mail. */
    async issue(userId: string, options: { purpose?: OtpPurpose; newEmail?: string } = {}, now = new Date()): Promise<string> {
      const purpose = options.purpose ?? 'verify';
      const recent = await repo.countOtpsSince(userId, purpose, new Date(now.getTime() - 3600_000));
      const sinceLast = recent.latestAt ? (now.getTime() - recent.latestAt.getTime()) / 1000 : Infinity;
      if (sinceLast < RESEND_GAP_SECONDS) {
        throw new AppError('THROTTLED', `Please wait ${Math.ceil(RESEND_GAP_SECONDS - sinceLast)} seconds before requesting a new code.`);
      }
      if (recent.total >= SENDS_PER_HOUR) throw new AppError('THROTTLED', 'Too many codes requested. Please try again in an hour.');
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await repo.insertOtp({
        userId,
        codeHash: digest(userId, code).toString('hex'),
        expiresAt: new Date(now.getTime() + OTP_SECONDS * 1000),
        purpose,
        ...(options.newEmail ? { newEmail: options.newEmail } : {}),
      });
      return code;
    },

    /**
     * Accepts the code once, or throws a message the shopper can act on. Answers the code's `newEmail` (for an
     * e-mail change). The try is counted before the comparison, so parallel guesses get no more checks than serial.
     */
    async verify(userId: string, code: string, purpose: OtpPurpose = 'verify', now = new Date()): Promise<{ newEmail: string | null }> {
      const otp = await repo.takeOtpTry(userId, purpose, OTP_MAX_TRIES, now);
      if (!otp) {
        const open = await repo.latestOpenOtp(userId, purpose);
        if (open && open.expiresAt > now && open.attempts >= OTP_MAX_TRIES) throw new AppError('THROTTLED', TOO_MANY);
        throw new AppError('VALIDATION', EXPIRED);
      }
      if (!timingSafeEqual(Buffer.from(otp.codeHash, 'hex'), digest(userId, code))) {
        const left = OTP_MAX_TRIES - otp.attempts;
        if (left <= 0) throw new AppError('THROTTLED', TOO_MANY);
        throw new AppError('VALIDATION', `That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
      }
      if (!(await repo.consumeOtp(otp.id, now))) throw new AppError('VALIDATION', 'This code has already been used.');
      return { newEmail: otp.newEmail };
    },
  };
}

export type OtpCodes = ReturnType<typeof createOtpCodes>;
