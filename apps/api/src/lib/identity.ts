import type { FastifyRequest } from 'fastify';
import type { Auth, AuthUser } from './auth.ts';
import { forbidden } from './errors.ts';

/**
 * The signed-in customer, from the token. The spec's bodies and paths also carry `userId`: when given it must be
 * that same customer, or the call is refused (it never selects whose data is read or changed).
 */
export async function customerFromToken(auth: Auth, request: FastifyRequest, claimedUserId?: string, loginMessage?: string): Promise<AuthUser> {
  const user = await auth.requireUser(request, loginMessage);
  if (claimedUserId && claimedUserId !== user.id) throw forbidden('That belongs to another account.');
  return user;
}
