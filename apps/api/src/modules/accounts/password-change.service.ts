import type { AuthUser } from '../../lib/auth.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { accountLanguage } from '../../lib/mail/account-mail-words.ts';
import { passwordChangedMail } from '../../lib/mail/account-notices.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountsRepo } from './accounts.repo.ts';
import type { CurrentPasswordCheck } from './current-password.ts';

/**
 * A signed-in user sets a new password with the current one. Every other session of the account ends (the one that
 * asked stays), outstanding reset links are retired, and the owner is told by e-mail, in the account's language.
 */
export function createPasswordChangeService(deps: { repo: AccountsRepo; confirmCurrentPassword: CurrentPasswordCheck; mailer: Mailer; publicUrl: string }) {
  const { repo } = deps;
  return {
    async change(session: AuthUser, currentPassword: string, newPassword: string): Promise<void> {
      if (currentPassword === newPassword) throw new AppError('VALIDATION', 'Your new password must be different from the current one.');
      const user = await repo.findById(session.id);
      if (!user) throw notFound('Account not found');
      await deps.confirmCurrentPassword(user, currentPassword);
      await repo.updateUser(user.id, { passwordHash: await hashPassword(newPassword) });
      await repo.revokeSessions(user.id, session.sessionId);
      await repo.retireResets(user.id);
      await deps.mailer.send(passwordChangedMail(user.email, user.name, deps.publicUrl, accountLanguage(user)));
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
