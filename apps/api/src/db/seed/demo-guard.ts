import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo.ts';

/** E-mails of demo accounts that still accept the published demo password (a production server refuses to start). */
export async function demoAccountsWithKnownPassword(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users)
    .where(inArray(users.email, demoAccounts.map((account) => account.email)));
  const checks = await Promise.all(rows.map(async (row) => ((await verifyPassword(row.passwordHash, DEMO_PASSWORD)) ? row.email : null)));
  return checks.filter((email): email is string => email !== null);
}
