import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOtps, passwordResets, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Pick<UserRow, 'name' | 'email' | 'phone' | 'profilePicture' | 'lastUsedAddress' | 'passwordHash' | 'status'>>;

export function createAccountsRepo(db: Db) {
  return {
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

    async isEmailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const byEmail = sql`lower(${users.email}) = ${email.toLowerCase()}`;
      const [row] = await db.select({ id: users.id }).from(users)
        .where(exceptUserId ? and(byEmail, ne(users.id, exceptUserId)) : byEmail).limit(1);
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

    async revokeSessions(userId: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async insertOtp(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
      // A new code replaces any earlier one still open.
      await db.update(emailOtps).set({ consumedAt: new Date() }).where(and(eq(emailOtps.userId, userId), isNull(emailOtps.consumedAt)));
      await db.insert(emailOtps).values({ userId, codeHash, expiresAt });
    },

    async latestOpenOtp(userId: string) {
      const [row] = await db.select().from(emailOtps)
        .where(and(eq(emailOtps.userId, userId), isNull(emailOtps.consumedAt)))
        .orderBy(desc(emailOtps.createdAt)).limit(1);
      return row;
    },

    async countOtpsSince(userId: string, since: Date): Promise<{ total: number; latestAt: Date | null }> {
      const [row] = await db.select({ total: count(), latestAt: sql<string | null>`max(${emailOtps.createdAt})` })
        .from(emailOtps).where(and(eq(emailOtps.userId, userId), gt(emailOtps.createdAt, since)));
      return { total: row?.total ?? 0, latestAt: row?.latestAt ? new Date(row.latestAt) : null };
    },

    /** Counts a wrong try; returns the tries used so far. */
    async addOtpAttempt(otpId: string): Promise<number> {
      const [row] = await db.update(emailOtps).set({ attempts: sql`${emailOtps.attempts} + 1` })
        .where(eq(emailOtps.id, otpId)).returning({ attempts: emailOtps.attempts });
      return row?.attempts ?? 0;
    },

    /** Marks the code used; false when another request used it first. */
    async consumeOtp(otpId: string): Promise<boolean> {
      const rows = await db.update(emailOtps).set({ consumedAt: new Date() })
        .where(and(eq(emailOtps.id, otpId), isNull(emailOtps.consumedAt))).returning({ id: emailOtps.id });
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

    /** Uses a live reset token once; returns its user id, or undefined when unknown, used or expired. */
    async consumeReset(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db.update(passwordResets).set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
