import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CHAT_HISTORY_LIMIT } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { chatMessages, users } from '../../db/schema/index.ts';

/** NOTIFY channel: its payload is the customer id of the conversation that got a message (after its commit). */
export const chatChannel = 'chat_message_added';

export type ChatRow = { id: string; content: string; createdAt: Date; fromShop: boolean; readAt: Date | null };
export type NewChatMessage = { customerId: string; authorId: string; fromShop: boolean; content: string };

const rowColumns = {
  id: chatMessages.id, content: chatMessages.content, createdAt: chatMessages.createdAt, fromShop: chatMessages.fromShop, readAt: chatMessages.readAt,
};

/** The chat's SQL: one conversation per customer (chat_messages.customer_id), the inbox over all of them. */
export function createChatRepo(db: Db) {
  return {
    /** The conversation's newest messages, oldest first. */
    async conversation(customerId: string, limit = CHAT_HISTORY_LIMIT): Promise<ChatRow[]> {
      const rows = await db.select(rowColumns).from(chatMessages).where(eq(chatMessages.customerId, customerId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id)).limit(limit);
      return rows.reverse();
    },

    /**
     * Adds a message and tells every instance's listeners, in one transaction (NOTIFY is delivered on commit), with
     * what follows from it (`within`: an SMS) in that transaction too.
     */
    async add(message: NewChatMessage, within?: (tx: Db, row: ChatRow) => Promise<void>): Promise<ChatRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(chatMessages).values(message).returning(rowColumns);
        if (!row) throw new Error('chat message insert returned nothing');
        await within?.(tx, row);
        await tx.execute(sql`SELECT pg_notify(${chatChannel}, ${message.customerId})`);
        return row;
      });
    },

    /** Marks these messages of one side read (only these: one that arrived after they were read stays unread). */
    async markRead(customerId: string, ids: string[], now = new Date()): Promise<void> {
      if (ids.length === 0) return;
      await db.update(chatMessages).set({ readAt: now })
        .where(and(eq(chatMessages.customerId, customerId), inArray(chatMessages.id, ids), isNull(chatMessages.readAt)));
    },

    /**
     * Marks read the shop's replies older than the oldest message a conversation page shows (`before`, by the page's
     * order): they fell out of the history the customer can be shown, so they would keep the unread badge up forever.
     */
    async markShopRepliesReadBefore(customerId: string, beforeId: string, now = new Date()): Promise<void> {
      // The stored time, not the row's JS Date: that one has lost the microseconds the order is by.
      const before = sql`((SELECT created_at FROM ${chatMessages} WHERE id = ${beforeId}::uuid), ${beforeId}::uuid)`;
      await db.update(chatMessages).set({ readAt: now }).where(and(
        eq(chatMessages.customerId, customerId), eq(chatMessages.fromShop, true), isNull(chatMessages.readAt),
        sql`(${chatMessages.createdAt}, ${chatMessages.id}) < ${before}`,
      ));
    },

    /** The shop's replies the customer has not read: one COUNT on the partial unread index (customer_id WHERE read_at IS NULL). */
    async unreadFromShop(customerId: string): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(chatMessages)
        .where(and(eq(chatMessages.customerId, customerId), eq(chatMessages.fromShop, true), isNull(chatMessages.readAt)));
      return row?.total ?? 0;
    },

    /** Every message of the customer's the shop has not read yet, up to now. */
    async markCustomerMessagesRead(customerId: string, now = new Date()): Promise<void> {
      await db.update(chatMessages).set({ readAt: now })
        .where(and(eq(chatMessages.customerId, customerId), eq(chatMessages.fromShop, false), isNull(chatMessages.readAt)));
    },

    /**
     * One page of the inbox in one statement: each conversation's newest message (DISTINCT ON), the customer's name,
     * and how many of their messages the shop has not read (a correlated count on the partial unread index).
     */
    async inbox(after: string | undefined, limit: number) {
      const latest = db.selectDistinctOn([chatMessages.customerId], {
        customerId: chatMessages.customerId, content: chatMessages.content, createdAt: chatMessages.createdAt, fromShop: chatMessages.fromShop,
      }).from(chatMessages).orderBy(chatMessages.customerId, desc(chatMessages.createdAt), desc(chatMessages.id)).as('latest');
      const unread = sql<number>`(SELECT count(*)::int FROM ${chatMessages} AS unread WHERE unread.customer_id = ${latest.customerId}
        AND NOT unread.from_shop AND unread.read_at IS NULL)`.mapWith(Number);
      const before = after
        ? sql`(${latest.createdAt}, ${latest.customerId}) < ((SELECT max(${chatMessages.createdAt}) FROM ${chatMessages} WHERE ${chatMessages.customerId} = ${after}), ${after}::uuid)`
        : undefined;
      return db.select({
        customerId: latest.customerId, content: latest.content, createdAt: latest.createdAt, fromShop: latest.fromShop,
        customerName: users.name, customerEmail: users.email, unread,
      }).from(latest).innerJoin(users, eq(users.id, latest.customerId)).where(before)
        .orderBy(desc(latest.createdAt), desc(latest.customerId)).limit(limit + 1);
    },

    /** Conversations with at least one customer message the shop has not read. */
    async unreadConversations(): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(DISTINCT ${chatMessages.customerId})::int`.mapWith(Number) }).from(chatMessages)
        .where(and(eq(chatMessages.fromShop, false), isNull(chatMessages.readAt)));
      return row?.total ?? 0;
    },

    async customer(customerId: string) {
      const [row] = await db.select({ id: users.id, name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, customerId)).limit(1);
      return row;
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
