import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { AppError, forbidden, unauthenticated } from './errors.ts';

export type Role = 'customer' | 'cashier' | 'admin';
export type AuthUser = { id: string; sessionId: string; role: Role; name: string };

const SESSION_DAYS = 7;
const ALGORITHM = 'HS256';
/** Tokens whose signature this process has checked: a token's claims never change, so it is verified once. */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Bearer-token identity. The JWT carries the user id (claim `id`, which the client reads) and the session id
 * (`sid`); every request checks the session row, so logout and suspension take effect at once.
 */
export function createAuth(db: Db, key: Uint8Array) {
  const verified = new Map<string, { id: string; sid: string; expiresAtMs: number }>();

  async function startSession(userId: string, meta: { userAgent?: string; ip?: string } = {}) {
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    const [session] = await db
      .insert(sessions)
      .values({ userId, expiresAt, userAgent: meta.userAgent ?? null, ip: meta.ip ?? null })
      .returning({ id: sessions.id });
    if (!session) throw new AppError('INTERNAL', 'Could not start a session');
    const token = await new SignJWT({ id: userId, sid: session.id })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
    return { token, sessionId: session.id, expiresAt };
  }

  /** The token's claims; its signature is checked the first time this process sees it, its expiry every time. */
  async function claimsOf(token: string): Promise<{ id: string; sid: string }> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAtMs <= Date.now()) throw unauthenticated('Session expired – please log in again.');
      return { id: known.id, sid: known.sid };
    }
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
      if (typeof payload.id !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') throw new Error('claims');
      if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
      verified.set(token, { id: payload.id, sid: payload.sid, expiresAtMs: payload.exp * 1000 });
      return { id: payload.id, sid: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthenticated('Session expired – please log in again.');
      throw unauthenticated('Please log in again.');
    }
  }

  /** The signed-in user, or null for a visitor. A token that is present but bad is an error, not a visitor. */
  async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated('Please log in again.');
    const claims = await claimsOf(match[1]);
    const [row] = await db
      .select({ id: users.id, role: users.role, name: users.name, status: users.status, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.id)))
      .limit(1);
    // Suspension ends the sessions too; a token of a suspended account still hears why, so the app shows the suspension page.
    if (row?.status === 'suspended') throw new AppError('FORBIDDEN', 'Your account has been suspended. Please contact support.', { username: row.name, suspended: true });
    if (!row || row.revokedAt !== null || row.expiresAt <= new Date()) throw unauthenticated('Session expired – please log in again.');
    return { id: row.id, sessionId: claims.sid, role: row.role, name: row.name };
  }

  async function requireUser(request: FastifyRequest, message = 'Please log in to continue.'): Promise<AuthUser> {
    const user = await optionalUser(request);
    if (!user) throw unauthenticated(message);
    return user;
  }

  async function requireRole(request: FastifyRequest, roles: readonly Role[]): Promise<AuthUser> {
    const user = await requireUser(request);
    if (!roles.includes(user.role)) throw forbidden('You do not have access to this.');
    return user;
  }

  async function endSession(sessionId: string): Promise<void> {
    await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  return { startSession, endSession, optionalUser, requireUser, requireRole };
}

export type Auth = ReturnType<typeof createAuth>;
