import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../lib/auth.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { UsersRepo } from './users.repo.ts';

const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({
    _id: z.string(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    role: z.string(),
    lastUsedAddress: z.unknown().nullable(),
  }),
});

const logoutBodySchema = z.object({ userId: z.string().max(100).optional() }).optional();
const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export function usersRoutes(auth: Auth, repo: UsersRepo): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/user/logout', {
      schema: {
        tags: ['account'], summary: 'End the current session', body: logoutBodySchema,
        response: { 200: messageResponseSchema },
      },
    }, async (request) => {
      const current = await auth.requireUser(request);
      // The spec sends userId; identity comes from the token, so a different id is refused.
      if (request.body?.userId && request.body.userId !== current.id) throw forbidden('You can only log yourself out.');
      await auth.endSession(current.sessionId);
      return { success: true as const, message: 'Logged out successfully!' };
    });

    app.get('/api/user/profile', {
      schema: { tags: ['account'], summary: 'The signed-in customer', response: { 200: profileResponseSchema } },
    }, async (request) => {
      const current = await auth.requireUser(request);
      const user = await repo.findById(current.id);
      if (!user) throw notFound('Account not found');
      return {
        success: true as const,
        message: 'Profile loaded',
        user: {
          _id: user.id, name: user.name, phone: user.phone, email: user.email, role: user.role,
          lastUsedAddress: user.lastUsedAddress ?? null,
        },
      };
    });
  };
}
