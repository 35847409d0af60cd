import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOtps, passwordResets, sessions, users } from '../../db/schema/index.ts';
import { createPointsLedger } from '../loyalty/points-ledger.ts';

export type UserRow = typeof users.$inferSelect;
/** What an e-mailed code is for: sign-up verification, or moving the account to a new address. */
export type OtpPurpose = 'verify' | 'change-email';
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Pick<UserRow, 'name' | 'email' | 'phone' | 'profilePicture' | 'lastUsedAddress' | 'passwordHash' | 'status' | 'smsNotifications' | 'language'>>;

export function createAccountsRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** The spec's `jbwallet`: the points spendable now (pending ones wait for their order's return window, 0021 §8). */
    pointsOf: async (userId: string) => (await createPointsLedger(db).split(userId)).available,

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async activeWithRole(role: UserRow['role']): Promise<{ id: string; name: string }[]> {
      return db.select({ id: users.id, name: users.name }).from(users)
        .where(and(eq(users.role, role), eq(users.status, 'active'))).orderBy(users.createdAt);
    },

    async isPhoneTaken(phone: string, exceptUserId?: string): Promise<boolean> {
      const condition = exceptUserId ? and(eq(users.phone, phone), ne(users.id, exceptUserId)) : eq(users.phone, phone);
      const [row] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
      return Boolean(row);
    },

    async createUser(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('User insert returned nothing');
      return row;
    },

    async updateUser(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      return row;
    },

    /** Ends every live session of the account, except `keepSessionId` (the one that asked) when given. */
    async revokeSessions(userId: string, keepSessionId?: string): Promise<void> {
      const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db.update(sessions).set({ revokedAt: new Date() })
        .where(keepSessionId ? and(live, ne(sessions.id, keepSessionId)) : live);
    },

    /** Stores a new code; an earlier code of the account for the same purpose still open is retired. */
    async insertOtp(otp: { userId: string; codeHash: string; expiresAt: Date; purpose: OtpPurpose; newEmail?: string }): Promise<void> {
      await db.update(emailOtps).set({ consumedAt: new Date() })
        .where(and(eq(emailOtps.userId, otp.userId), eq(emailOtps.purpose, otp.purpose), isNull(emailOtps.consumedAt)));
      await db.insert(emailOtps).values({ ...otp, newEmail: otp.newEmail ?? null });
    },

    async latestOpenOtp(userId: string, purpose: OtpPurpose) {
      const [row] = await db.select().from(emailOtps)
        .where(and(eq(emailOtps.userId, userId), eq(emailOtps.purpose, purpose), isNull(emailOtps.consumedAt)))
        .orderBy(desc(emailOtps.createdAt)).limit(1);
      return row;
    },

    async countOtpsSince(userId: string, purpose: OtpPurpose, since: Date): Promise<{ total: number; latestAt: Date | null }> {
      const [row] = await db.select({ total: count(), latestAt: sql<string | null>`max(${emailOtps.createdAt})` })
        .from(emailOtps).where(and(eq(emailOtps.userId, userId), eq(emailOtps.purpose, purpose), gt(emailOtps.createdAt, since)));
      return { total: row?.total ?? 0, latestAt: row?.latestAt ? new Date(row.latestAt) : null };
    },

    /**
     * Counts one try at the account's open, live code *before* it is compared, in one conditional statement: once
     * `maxTries` are used no further try is counted or answered with the code, however many arrive at once.
     * Undefined when there is no such code or its tries are used up.
     */
    async takeOtpTry(userId: string, purpose: OtpPurpose, maxTries: number, now: Date) {
      const latest = db.select({ id: emailOtps.id }).from(emailOtps)
        .where(and(eq(emailOtps.userId, userId), eq(emailOtps.purpose, purpose), isNull(emailOtps.consumedAt)))
        .orderBy(desc(emailOtps.createdAt)).limit(1);
      const [row] = await db.update(emailOtps).set({ attempts: sql`${emailOtps.attempts} + 1` })
        .where(and(eq(emailOtps.id, sql`(${latest})`), lt(emailOtps.attempts, maxTries), isNull(emailOtps.consumedAt), gt(emailOtps.expiresAt, now)))
        .returning({ id: emailOtps.id, codeHash: emailOtps.codeHash, attempts: emailOtps.attempts, newEmail: emailOtps.newEmail });
      return row;
    },

    /** Marks the code used; false when another request used it first or it expired meanwhile. */
    async consumeOtp(otpId: string, now: Date): Promise<boolean> {
      const rows = await db.update(emailOtps).set({ consumedAt: now })
        .where(and(eq(emailOtps.id, otpId), isNull(emailOtps.consumedAt), gt(emailOtps.expiresAt, now))).returning({ id: emailOtps.id });
      return rows.length === 1;
    },

    async insertReset(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
    },

    async countResetsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db.select({ total: count() }).from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
      return row?.total ?? 0;
    },

    /**
     * Uses a live reset token once and, in the same statement, retires every other open link of that account; the
     * user id, or undefined when the token is unknown, used (also by a link used at the same moment) or expired.
     */
    async consumeReset(tokenHash: string, now: Date): Promise<string | undefined> {
      const owner = db.select({ userId: passwordResets.userId }).from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
      const rows = await db.update(passwordResets).set({ usedAt: now })
        .where(and(eq(passwordResets.userId, sql`(${owner})`), isNull(passwordResets.usedAt)))
        .returning({ userId: passwordResets.userId, tokenHash: passwordResets.tokenHash });
      return rows.find((row) => row.tokenHash === tokenHash)?.userId;
    },

    /** Retires every open reset link of the account (its password or e-mail just changed). */
    async retireResets(userId: string, now = new Date()): Promise<void> {
      await db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    /**
     * Applies profile changes with the row locked, answering the picture it replaced, so two uploads at once each
     * learn exactly which file they made obsolete.
     */
    async updateProfile(id: string, changes: UserChanges): Promise<{ user: UserRow; replacedPicture: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ profilePicture: users.profilePicture }).from(users).where(eq(users.id, id)).for('update');
        if (!before) return undefined;
        const [user] = await tx.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id)).returning();
        if (!user) return undefined;
        const replaced = changes.profilePicture !== undefined && before.profilePicture !== user.profilePicture ? before.profilePicture : null;
        return { user, replacedPicture: replaced };
      });
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
