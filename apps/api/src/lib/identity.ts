import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth.ts';
import { forbidden, unauthenticated } from './errors.ts';

/**
 * The signed-in user the access gate put on the request (http/access.ts: a route declared `signed-in` or a role).
 * The spec's bodies and paths also carry `userId`: when given it must be that same user, or the call is refused (it
 * never selects whose data is read or changed).
 */
export function userOf(request: FastifyRequest, claimedUserId?: string): AuthUser {
  const user = request.user;
  // Only a route declared public or optional gets here without a user: a mistake in its declaration, refused as a visitor.
  if (!user) throw unauthenticated('Please log in to continue.');
  if (claimedUserId && claimedUserId !== user.id) throw forbidden('That belongs to another account.');
  return user;
}
