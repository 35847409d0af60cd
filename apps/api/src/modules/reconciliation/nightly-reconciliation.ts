import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import { yesterdayInNairobi } from './reconciliation-day.ts';
import { needsAttention, reconciliationMail } from './reconciliation-mail.ts';
import type { ReconciliationService } from './reconciliation.service.ts';

/**
 * The morning check (decision 0040): reconciles the day before and, only when something differs or could not be read,
 * e-mails each active admin through the outbox. The mail's key is the day and the admin, so a second run (a retry, a
 * second instance) sends nothing more.
 */
export function createNightlyReconciliation(deps: { db: Db; reconciliation: ReconciliationService; mails: MailQueue; publicUrl: string }) {
  return async function run(now = new Date()): Promise<{ date: string; mailed: number }> {
    const date = yesterdayInNairobi(now);
    const day = await deps.reconciliation.reconcile(date);
    if (!needsAttention(day)) return { date, mailed: 0 };
    const url = `${deps.publicUrl}/admin/reconciliation?date=${date}`;
    return deps.db.transaction(async (tx) => {
      const admins = await tx.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.role, 'admin'), ne(users.status, 'suspended')));
      for (const admin of admins) await deps.mails.sendWithin(tx, `reconciliation:${date}:${admin.id}`, reconciliationMail(admin.email, day, url));
      return { date, mailed: admins.length };
    });
  };
}

export type NightlyReconciliation = ReturnType<typeof createNightlyReconciliation>;
