import type { Mailer } from '../../lib/mail/mailer.ts';
import type { Throttle } from '../../lib/throttle.ts';
import type { AccountsRepo } from './accounts.repo.ts';
import { createCurrentPasswordCheck } from './current-password.ts';
import { createEmailChangeService } from './email-change.service.ts';
import type { OtpCodes } from './otp-codes.ts';
import { createPasswordChangeService } from './password-change.service.ts';

/** The signed-in user's e-mail and password changes, both guarded by the current password on login's throttle. */
export function createCredentialServices(deps: { repo: AccountsRepo; otp: OtpCodes; throttle: Throttle; mailer: Mailer; publicUrl: string }) {
  const confirmCurrentPassword = createCurrentPasswordCheck(deps.throttle);
  return {
    emailChange: createEmailChangeService({ ...deps, confirmCurrentPassword }),
    passwordChange: createPasswordChangeService({ ...deps, confirmCurrentPassword }),
  };
}
