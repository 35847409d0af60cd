import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { smsMessages, smsOptedOutNumbers, users } from '../../../db/schema/index.ts';

export type SmsRow = typeof smsMessages.$inferSelect;
export type NewSms = Pick<SmsRow, 'causeKey' | 'orderId' | 'userId' | 'phone' | 'text' | 'parts'>;
/** What Africa's Talking answered for one recipient. */
export type SmsAnswer = { statusCode: number; status: string; messageId: string | null; cost: string | null };
export type DeliveryReport = { id: string; status: string; failureReason?: string | undefined };

/** Interim delivery statuses: a final one (Success, Failed, Rejected, …) is never overwritten by them. */
const INTERIM = ['Sent', 'Submitted', 'Buffered'];

export function createSmsRepo(db: Db) {
  return {
    /** Who a customer's SMS goes to, and whether they want SMS at all. */
    async recipient(userId: string): Promise<{ phone: string; smsNotifications: boolean; language: string | null } | undefined> {
      const [row] = await db.select({ phone: users.phone, smsNotifications: users.smsNotifications, language: users.language }).from(users).where(eq(users.id, userId));
      return row;
    },

    /** The message's id, or undefined when its cause already has one (the same cause is one SMS). */
    async insertQueued(message: NewSms): Promise<string | undefined> {
      const [row] = await db.insert(smsMessages).values(message).onConflictDoNothing({ target: smsMessages.causeKey }).returning({ id: smsMessages.id });
      return row?.id;
    },

    async find(id: string): Promise<SmsRow | undefined> {
      const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
      return row;
    },

    async isOptedOut(phone: string): Promise<boolean> {
      const [row] = await db.select({ phone: smsOptedOutNumbers.phone }).from(smsOptedOutNumbers).where(eq(smsOptedOutNumbers.phone, phone));
      return row !== undefined;
    },

    async optOut(phone: string): Promise<void> {
      await db.insert(smsOptedOutNumbers).values({ phone }).onConflictDoNothing();
    },

    /** The send's outcome, once: only a message still queued changes. */
    async settle(id: string, status: 'sent' | 'refused' | 'skipped', answer: Partial<SmsAnswer> & { reason?: string }): Promise<void> {
      await db.update(smsMessages).set({
        status, providerMessageId: answer.messageId ?? null, statusCode: answer.statusCode ?? null, cost: answer.cost ?? null,
        failureReason: answer.reason ?? null, sentAt: status === 'sent' ? sql`now()` : null,
      }).where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'queued')));
    },

    /** Stores a delivery report on the message Africa's Talking gave this id for; false when no message has it. */
    async recordReport(report: DeliveryReport): Promise<boolean> {
      const reason = report.failureReason?.trim() || null;
      const updated = await db.update(smsMessages)
        .set({ deliveryStatus: report.status, failureReason: sql`coalesce(${reason}, ${smsMessages.failureReason})`, reportedAt: sql`now()` })
        .where(and(eq(smsMessages.providerMessageId, report.id), or(isNull(smsMessages.deliveryStatus), inArray(smsMessages.deliveryStatus, INTERIM))))
        .returning({ id: smsMessages.id });
      return updated.length > 0;
    },

    /** An order's messages, oldest first (the back office's order page). */
    forOrder: (orderId: string): Promise<SmsRow[]> =>
      db.select().from(smsMessages).where(eq(smsMessages.orderId, orderId)).orderBy(asc(smsMessages.createdAt), asc(smsMessages.id)),
  };
}

export type SmsRepo = ReturnType<typeof createSmsRepo>;
