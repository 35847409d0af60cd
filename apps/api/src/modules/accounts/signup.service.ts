import type { Language } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { signupExistingMail } from '../../lib/mail/account-notices.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { accountLanguage } from '../../lib/mail/account-mail-words.ts';
import { otpMail, welcomeMail } from '../../lib/mail/templates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createAccountsRepo, type AccountsRepo, type UserRow } from './accounts.repo.ts';
import type { OtpCodes } from './otp-codes.ts';

type Registration = { name: string; phone: string; email: string; password: string; referralPhone?: string | undefined };

/** Heard inside the transaction that activates an account (a referral named at sign-up is recorded then). */
export type ActivatedListener = (tx: Db, userId: string, now: Date) => Promise<void>;

const PHONE_TAKEN = 'Phone number already registered';
const EXPIRED = 'This code has expired. Please request a new OTP.';

/**
 * Sign-up with an e-mailed code: register (unverified) → verify-otp (active) → welcome mail.
 *
 * A taken phone is refused, as the spec's screen says ('Phone number already registered', which check-phone already
 * tells). A taken e-mail is not: the answer is the same as for a new account (decision 0011) and the address's owner
 * is mailed instead — a fresh code when that account is still unverified, otherwise a notice that someone tried.
 */
export function createSignupService(deps: { db: Db; repo: AccountsRepo; otp: OtpCodes; mailer: Mailer; publicUrl: string }) {
  const { repo, otp, mailer } = deps;
  const activatedListeners: ActivatedListener[] = [];

  /** Tells the owner of an address that already has an account; quietly does nothing while codes are throttled. */
  async function answerExisting(owner: UserRow, language: Language): Promise<void> {
    let code: string;
    try {
      // A code is issued even for an active account (and never sent), so verify-otp answers as for a new sign-up.
      code = await otp.issue(owner.id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'THROTTLED') return;
      throw error;
    }
    // The account's language, else (never chosen) the one the sign-up was made in.
    const written = owner.language ?? language;
    await mailer.send(owner.status === 'unverified' ? otpMail(owner.email, owner.name, code, written) : signupExistingMail(owner.email, owner.name, deps.publicUrl, written));
  }

  return {
    /** Adds a listener to every activation, run in its transaction: if it fails, the account stays unverified (a new code activates it). */
    onActivated(listener: ActivatedListener): void {
      activatedListeners.push(listener);
    },

    async isPhoneAvailable(phone: string): Promise<boolean> {
      return !(await repo.isPhoneTaken(phone));
    },

    /** `language`: the one the shopper signs up in, kept on the account so its code and welcome are written in it. */
    async register(input: Registration, language: Language = 'en'): Promise<{ email: string }> {
      if (await repo.isPhoneTaken(input.phone)) throw new AppError('CONFLICT', PHONE_TAKEN);
      // Hashed before the e-mail is looked at, so a known e-mail is not answered faster than a new one.
      const passwordHash = await hashPassword(input.password);
      const existing = await repo.findByEmail(input.email);
      if (existing) {
        await answerExisting(existing, language);
        return { email: input.email };
      }
      let user: UserRow;
      try {
        user = await repo.createUser({
          name: input.name, phone: input.phone, email: input.email, passwordHash, referralPhone: input.referralPhone ?? null, status: 'unverified', language,
        });
      } catch (error) {
        // Two sign-ups racing for the same phone or e-mail: the unique index decides, and each gets the answer above.
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        if (constraint !== 'users_email_unique') throw new AppError('CONFLICT', PHONE_TAKEN);
        const winner = await repo.findByEmail(input.email);
        if (winner) await answerExisting(winner, language);
        return { email: input.email };
      }
      const code = await otp.issue(user.id);
      await mailer.send(otpMail(user.email, user.name, code, language));
      return { email: user.email };
    },

    /**
     * Activates an unverified account with its code. Any other e-mail answers like an unknown one (or like a wrong
     * code), so verify-otp does not tell who already has an account.
     */
    async verify(email: string, code: string): Promise<{ name: string }> {
      const user = await repo.findByEmail(email);
      if (!user) throw new AppError('VALIDATION', EXPIRED);
      await otp.verify(user.id, code, 'verify');
      // Reached for an existing account only with a code mailed to its owner (an active account's is never sent).
      if (user.status !== 'unverified') throw new AppError('CONFLICT', 'This account is already verified. Please log in.');
      await deps.db.transaction(async (tx) => {
        const now = new Date();
        await createAccountsRepo(tx).updateUser(user.id, { status: 'active' });
        for (const listener of activatedListeners) await listener(tx, user.id, now);
      });
      await mailer.send(welcomeMail(user.email, user.name, deps.publicUrl, accountLanguage(user)));
      return { name: user.name };
    },

    /** Sends a fresh code to an unverified account; answers the same for any other e-mail (no enumeration). */
    async resend(email: string): Promise<void> {
      const user = await repo.findByEmail(email);
      if (!user || user.status !== 'unverified') return;
      const code = await otp.issue(user.id);
      await mailer.send(otpMail(user.email, user.name, code, accountLanguage(user)));
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
