import type { Language, UserProfile } from '@mitumba/contracts';
import type { AuthUser } from '../../lib/auth.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { accountLanguage } from '../../lib/mail/account-mail-words.ts';
import { emailChangeCodeMail, emailChangedMail, emailInUseMail } from '../../lib/mail/account-notices.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { AccountsRepo } from './accounts.repo.ts';
import type { CurrentPasswordCheck } from './current-password.ts';
import type { OtpCodes } from './otp-codes.ts';
import { toProfile } from './profile.service.ts';

/**
 * Moving an account to a new e-mail address, in two steps: the current password, then a 6-digit code mailed to the
 * new address (`email_otps.purpose = 'change-email'`). On confirmation the address changes, every other session of
 * the account ends, open reset links are retired, and the old address is told.
 *
 * An address that already has an account is answered exactly like a free one (a code is even issued, and counted
 * against the sending limits) but its owner gets a notice instead of the code, so the step cannot be used to find
 * out who is a customer (decision 0011).
 */
export function createEmailChangeService(deps: {
  repo: AccountsRepo; otp: OtpCodes; confirmCurrentPassword: CurrentPasswordCheck; mailer: Mailer; publicUrl: string;
}) {
  const { repo, otp, mailer } = deps;

  async function account(userId: string) {
    const user = await repo.findById(userId);
    if (!user) throw notFound('Account not found');
    return user;
  }

  return {
    /** `language`: the request's, for the notice to an address whose account never chose one. */
    async request(session: AuthUser, newEmail: string, currentPassword: string, language: Language = 'en'): Promise<void> {
      const user = await account(session.id);
      if (newEmail === user.email.toLowerCase()) throw new AppError('VALIDATION', 'That is already your e-mail address.');
      await deps.confirmCurrentPassword(user, currentPassword);
      const code = await otp.issue(user.id, { purpose: 'change-email', newEmail });
      const holder = await repo.findByEmail(newEmail);
      await mailer.send(holder && holder.id !== user.id
        ? emailInUseMail(newEmail, deps.publicUrl, holder.language ?? language)
        : emailChangeCodeMail(newEmail, user.name, code, accountLanguage(user)));
    },

    async confirm(session: AuthUser, code: string): Promise<UserProfile> {
      const before = await account(session.id);
      const { newEmail } = await otp.verify(before.id, code, 'change-email');
      if (!newEmail) throw new AppError('VALIDATION', 'This code has expired. Please request a new OTP.');
      const updated = await repo.updateUser(before.id, { email: newEmail }).catch((error: unknown) => {
        if (uniqueViolation(error) !== null) throw new AppError('CONFLICT', 'That e-mail address is no longer available. Please choose another.');
        throw error;
      });
      if (!updated) throw notFound('Account not found');
      await repo.revokeSessions(before.id, session.sessionId);
      await repo.retireResets(before.id);
      await mailer.send(emailChangedMail(before.email, before.name, newEmail, accountLanguage(before)));
      return toProfile(updated, await repo.pointsOf(updated.id));
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
