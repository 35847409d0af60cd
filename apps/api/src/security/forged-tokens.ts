import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { base64url, decodeJwt, SignJWT } from 'jose';
import { sessions } from '../db/schema/index.ts';
import { deriveKeys } from '../lib/keys.ts';
import { TEST_JWT_SECRET, type TestContext } from '../test/app.ts';

type Claims = Record<string, unknown>;

const encode = (value: object) => base64url.encode(JSON.stringify(value));

async function signed(claims: Claims, key: Uint8Array, alg = 'HS256', expiresIn: string | number = '1h'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt().setExpirationTime(expiresIn).sign(key);
}

/** A token's header and payload replaced, its signature kept (what an attacker without the key can do). */
function reassembled(token: string, header: object, payload: object): string {
  const [, , signature = ''] = token.split('.');
  return `${encode(header)}.${encode(payload)}.${signature}`;
}

/**
 * Authorization headers that must all be refused with 401, built against a live session of `userId` (whose
 * genuine token is `token`) and another user's id: unsigned, wrongly signed, re-signed with the wrong algorithm
 * or a key for another purpose, expired, revoked, pointing at another user or session, and plain garbage.
 */
export async function forgedAuthorizations(ctx: TestContext, victim: { userId: string; otherUserId: string }) {
  const keys = deriveKeys(TEST_JWT_SECRET);
  const live = await ctx.app.auth.startSession(victim.userId);
  const claims = decodeJwt(live.token);
  const other = await ctx.app.auth.startSession(victim.otherUserId);

  const revoked = await ctx.app.auth.startSession(victim.userId);
  const logout = await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: { authorization: `Bearer ${revoked.token}` }, payload: {} });
  if (logout.statusCode !== 200) throw new Error(`logout: ${logout.body}`);

  const lapsed = await ctx.app.auth.startSession(victim.userId);
  await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.id, lapsed.sessionId));

  const bearer = (token: string) => `Bearer ${token}`;
  const session = { id: victim.userId, sid: live.sessionId, sub: victim.userId };
  return {
    genuine: bearer(live.token),
    forged: {
      'alg none, no signature': bearer(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`),
      'alg none, signature kept': bearer(reassembled(live.token, { alg: 'none', typ: 'JWT' }, claims)),
      'signed with another key': bearer(await signed(session, randomBytes(32))),
      'signed with the root secret instead of the session key': bearer(await signed(session, new TextEncoder().encode(TEST_JWT_SECRET))),
      'signed with the OTP key': bearer(await signed(session, keys['otp-codes'])),
      'signed with the cashier-code key': bearer(await signed(session, keys['cashier-codes'])),
      'HS512 with the session key': bearer(await signed(session, keys['session-tokens'], 'HS512')),
      expired: bearer(await signed(session, keys['session-tokens'], 'HS256', Math.floor(Date.now() / 1000) - 60)),
      'of a logged-out session': bearer(revoked.token),
      'of a session past its end': bearer(lapsed.token),
      'id claim changed, signature kept': bearer(reassembled(live.token, { alg: 'HS256' }, { ...claims, id: victim.otherUserId, sub: victim.otherUserId })),
      "id claim of another user on this user's session": bearer(await signed({ ...session, id: victim.otherUserId, sub: victim.otherUserId }, keys['session-tokens'])),
      "another user's session id": bearer(await signed({ ...session, sid: other.sessionId }, keys['session-tokens'])),
      'no session id': bearer(await signed({ id: victim.userId, sub: victim.userId }, keys['session-tokens'])),
      'garbage': bearer('garbage'),
      'three empty parts': bearer('..'),
      'not a bearer token': `Basic ${Buffer.from('admin:admin').toString('base64')}`,
      'empty bearer': 'Bearer ',
      '10,000 characters': bearer('x'.repeat(10_000)),
      'signature truncated': bearer(live.token.slice(0, -6)),
    } satisfies Record<string, string>,
  };
}
