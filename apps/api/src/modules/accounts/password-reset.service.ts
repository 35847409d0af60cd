import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import { accountLanguage } from '../../lib/mail/account-mail-words.ts';
import { resetMail } from '../../lib/mail/templates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createAccountsRepo, type AccountsRepo } from './accounts.repo.ts';

const RESET_MINUTES = 30;
const RESETS_PER_HOUR = 3;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Reset links carry 256 random bits; only their SHA-256 is stored; one use, 30 minutes. A successful reset ends
 * every session of the account. The request answers the same, in the same time, whether or not the e-mail has an
 * account: the link's e-mail is a job written with the link, sent after the answer.
 */
export function createPasswordResetService(deps: { repo: AccountsRepo; mails: MailQueue; publicUrl: string }) {
  const { repo } = deps;
  return {
    async requestReset(email: string, now = new Date()): Promise<void> {
      const user = await repo.findByEmail(email);
      if (!user || user.status === 'suspended') return;
      if ((await repo.countResetsSince(user.id, new Date(now.getTime() - 3600_000))) >= RESETS_PER_HOUR) return;
      const token = randomBytes(32).toString('base64url');
      await repo.transaction(async (tx) => {
        await createAccountsRepo(tx).insertReset(user.id, sha256(token), new Date(now.getTime() + RESET_MINUTES * 60_000));
        await deps.mails.sendWithin(tx, `reset:${sha256(token)}`, resetMail(user.email, user.name, `${deps.publicUrl}/resetpassword/${token}`, accountLanguage(user)));
      });
    },

    /** Uses the link once; every other open link of the account is retired in the same statement. */
    async reset(token: string, newPassword: string, now = new Date()): Promise<void> {
      const userId = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await repo.consumeReset(sha256(token), now) : undefined;
      if (!userId) throw new AppError('VALIDATION', 'This reset link is invalid or has expired.');
      const user = await repo.findById(userId);
      // The mailed link proves the address, so an unverified account becomes active (a suspended one stays so).
      const status = user?.status === 'unverified' ? 'active' : user?.status;
      await repo.updateUser(userId, { passwordHash: await hashPassword(newPassword), status });
      await repo.revokeSessions(userId);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
