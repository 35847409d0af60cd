import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
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

export function usersRoutes(auth: Auth, repo: UsersRepo): FastifyPluginAsyncZod {
  return async (app) => {
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
