import {
  changeEmailBodySchema, changeEmailConfirmBodySchema, changePasswordBodySchema, messageResponseSchema, profileResponseSchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/identity.ts';
import type { EmailChangeService } from './email-change.service.ts';
import type { PasswordChangeService } from './password-change.service.ts';

const tags = ['account'];

/** A signed-in user changes how they sign in: the e-mail address (two steps) and the password. Not in the spec: additive. */
export function credentialsRoutes(services: { emailChange: EmailChangeService; passwordChange: PasswordChangeService }): FastifyPluginAsyncZod {
  const { emailChange, passwordChange } = services;
  return async (app) => {
    app.post('/api/user/change-email', {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Step 1 of an e-mail change: check the current password and mail a 6-digit code to the new address',
        description: 'Nothing changes yet. A wrong current password answers 400 and counts against the login throttle '
          + '(429 once locked). An address that already has an account is answered the same way; its owner is told instead.',
        body: changeEmailBodySchema,
        response: { 200: messageResponseSchema.extend({ email: z.string() }) },
      },
    }, async (request) => {
      const user = userOf(request);
      await emailChange.request(user, request.body.newEmail, request.body.currentPassword, request.language);
      const email = request.body.newEmail;
      return { success: true as const, message: `We sent a 6-digit code to ${email}. Enter it to confirm your new e-mail.`, email };
    });

    app.post('/api/user/change-email/confirm', {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Step 2 of an e-mail change: enter the mailed code; the address changes and other sessions end',
        description: 'The old address is told. 5 tries per code, 400 for a wrong or expired code, 429 once they are used.',
        body: changeEmailConfirmBodySchema,
        response: { 200: profileResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request);
      const profile = await emailChange.confirm(user, request.body.code);
      return { success: true as const, message: `Your e-mail address is now ${profile.email}.`, user: profile };
    });

    app.post('/api/user/change-password', {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Set a new password with the current one; other sessions end and the owner is told by e-mail',
        description: 'A wrong current password answers 400 and counts against the login throttle (429 once locked).',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request);
      await passwordChange.change(user, request.body.currentPassword, request.body.newPassword);
      return { success: true as const, message: 'Your password has been changed. Other devices were logged out.' };
    });
  };
}
