import { ADMIN_PAGE_SIZE, CHAT_HISTORY_LIMIT, type AdminConversationResponse, type AdminInboxQuery, type AdminInboxResponse, type ChatMessage } from '@mitumba/contracts';
import { notFound } from '../../lib/errors.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { Db } from '../../db/client.ts';
import type { ChatRepo } from './chat.repo.ts';
import { toChatMessage, toThread } from './chat-thread.ts';

const RECENT_ORDERS = 5;

/** What else a shop reply does, in its transaction (an SMS to a customer who does not have the chat open). */
export type ShopReplyNotice = (tx: Db, customerId: string) => Promise<void>;

/** The customer's side and the shop's side of the chat (spec 2 §2 Chat; the back office's inbox). */
export function createChatService(deps: { repo: ChatRepo; orders: OrdersService; onShopReply?: ShopReplyNotice }) {
  const { repo, orders } = deps;

  return {
    /**
     * The customer's conversation; the shop's messages in it are marked read. The answer shows them as they stood
     * before (read: false marks what is new to the customer).
     */
    async readAsCustomer(customerId: string): Promise<ChatMessage[]> {
      const rows = await repo.conversation(customerId);
      await repo.markRead(customerId, rows.filter((row) => row.fromShop && row.readAt === null).map((row) => row.id));
      const oldest = rows[0];
      if (oldest && rows.length >= CHAT_HISTORY_LIMIT) await repo.markShopRepliesReadBefore(customerId, oldest.id);
      return toThread(rows);
    },

    /** The profile's chat badge: the shop's replies this customer has not read yet. */
    async unreadForCustomer(customerId: string): Promise<number> {
      return repo.unreadFromShop(customerId);
    },

    async postAsCustomer(customerId: string, content: string): Promise<ChatMessage> {
      return toChatMessage(await repo.add({ customerId, authorId: customerId, fromShop: false, content }));
    },

    async inbox(query: AdminInboxQuery): Promise<Omit<AdminInboxResponse, 'success'>> {
      const limit = query.limit ?? ADMIN_PAGE_SIZE;
      const [rows, unreadConversations] = await Promise.all([repo.inbox(query.cursor, limit), repo.unreadConversations()]);
      const shown = rows.slice(0, limit);
      return {
        conversations: shown.map((row) => ({
          customerId: row.customerId, customerName: row.customerName, customerEmail: row.customerEmail,
          lastMessage: { content: row.content, createdAt: row.createdAt.toISOString(), fromShop: row.fromShop }, unread: row.unread,
        })),
        unreadConversations,
        nextCursor: rows.length > limit ? (shown.at(-1)?.customerId ?? null) : null,
      };
    },

    /** One conversation for the shop, with the customer's recent orders beside it; the customer's messages are marked read. */
    async conversationForShop(customerId: string): Promise<Omit<AdminConversationResponse, 'success'>> {
      const customer = await repo.customer(customerId);
      if (!customer) throw notFound('Customer not found');
      const [rows, history] = await Promise.all([repo.conversation(customerId), orders.forCustomer(customerId)]);
      await repo.markCustomerMessagesRead(customerId);
      return {
        customer,
        messages: toThread(rows),
        recentOrders: history.slice(0, RECENT_ORDERS).map((order) => ({
          orderId: order.orderId, date: order.date, amount: order.amount, status: order.status, paymentStatus: order.paymentStatus, paymentMethod: order.paymentMethod,
        })),
      };
    },

    /** The shop answers: the customer's unread messages are then read too (whoever answers has seen them). */
    async replyAsShop(staffId: string, customerId: string, content: string): Promise<ChatMessage> {
      if (!(await repo.customer(customerId))) throw notFound('Customer not found');
      const row = await repo.add({ customerId, authorId: staffId, fromShop: true, content }, (tx) => deps.onShopReply?.(tx, customerId) ?? Promise.resolve());
      await repo.markCustomerMessagesRead(customerId);
      return toChatMessage(row);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
