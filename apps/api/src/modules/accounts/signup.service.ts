import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { otpMail, welcomeMail } from '../../lib/mail/templates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountsRepo } from './accounts.repo.ts';
import type { OtpCodes } from './otp-codes.ts';

type Registration = { name: string; phone: string; email: string; password: string; referralPhone?: string | undefined };

/** Sign-up with an e-mailed code: register (unverified) → verify-otp (active) → welcome mail. */
export function createSignupService(deps: { repo: AccountsRepo; otp: OtpCodes; mailer: Mailer; publicUrl: string }) {
  const { repo, otp, mailer } = deps;

  return {
    async isPhoneAvailable(phone: string): Promise<boolean> {
      return !(await repo.isPhoneTaken(phone));
    },

    async register(input: Registration): Promise<{ email: string }> {
      if (await repo.isPhoneTaken(input.phone)) throw new AppError('CONFLICT', 'Phone number already registered');
      if (await repo.isEmailTaken(input.email)) throw new AppError('CONFLICT', 'Email already registered');
      const user = await repo.createUser({
        name: input.name,
        phone: input.phone,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        referralPhone: input.referralPhone ?? null,
        status: 'unverified',
      }).catch((error: unknown) => {
        // Two sign-ups racing for the same phone or e-mail: the unique index decides.
        if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505') {
          throw new AppError('CONFLICT', 'Phone number or email already registered');
        }
        throw error;
      });
      const code = await otp.issue(user.id);
      await mailer.send(otpMail(user.email, user.name, code));
      return { email: user.email };
    },

    async verify(email: string, code: string): Promise<{ name: string }> {
      const user = await repo.findByEmail(email);
      if (!user) throw new AppError('VALIDATION', 'This code has expired. Please request a new OTP.');
      if (user.status !== 'unverified') throw new AppError('CONFLICT', 'This account is already verified. Please log in.');
      await otp.verify(user.id, code);
      await repo.updateUser(user.id, { status: 'active' });
      await mailer.send(welcomeMail(user.email, user.name, deps.publicUrl));
      return { name: user.name };
    },

    /** Sends a fresh code to an unverified account; answers the same for any other e-mail (no enumeration). */
    async resend(email: string): Promise<void> {
      const user = await repo.findByEmail(email);
      if (!user || user.status !== 'unverified') return;
      const code = await otp.issue(user.id);
      await mailer.send(otpMail(user.email, user.name, code));
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
