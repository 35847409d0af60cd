import { z } from 'zod';
import { adminCustomerOrderSchema } from './admin-customers.ts';
import { CHAT_MESSAGE_MAX, chatMessages, type ChatMessage } from './chat-rules.ts';

/** Chat with the shop (spec 2 §2, §3 Chat message, §7 /api/messages) and the back office's inbox (/api/admin/messages). */

/** POST /api/messages and the shop's reply: blank (only spaces) is refused, as is a message over the limit. */
export const chatContentBodySchema = z.object({
  content: z.string({ error: chatMessages.empty }).trim().min(1, chatMessages.empty).max(CHAT_MESSAGE_MAX, chatMessages.tooLong),
});
export type ChatContentBody = z.infer<typeof chatContentBodySchema>;

const chatReplySchema = z.object({
  _id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  read: z.boolean(),
  replies: z.array(z.never()),
});

export const chatMessageSchema: z.ZodType<ChatMessage> = z.object({
  _id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  read: z.boolean(),
  replies: z.array(chatReplySchema),
});

export const chatMessagesResponseSchema = z.object({ success: z.literal(true), messages: z.array(chatMessageSchema) });
export const chatPostResponseSchema = z.object({ success: z.literal(true), message: chatMessageSchema });

/** One conversation in the back office's inbox, newest last message first. */
export const adminConversationRowSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  lastMessage: z.object({ content: z.string(), createdAt: z.string(), fromShop: z.boolean() }),
  /** The customer's messages the shop has not read yet. */
  unread: z.number().int(),
});
export type AdminConversationRow = z.infer<typeof adminConversationRowSchema>;

export const adminInboxQuerySchema = z.object({
  /** Keyset: the customer id of the last conversation of the previous page. */
  cursor: z.uuid({ error: 'cursor must be a customer id' }).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export type AdminInboxQuery = z.infer<typeof adminInboxQuerySchema>;

export const adminInboxResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(adminConversationRowSchema),
  /** Conversations with a message the shop has not read, over the whole inbox. */
  unreadConversations: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AdminInboxResponse = z.infer<typeof adminInboxResponseSchema>;

export const adminConversationParamsSchema = z.object({ customerId: z.uuid({ error: 'customerId must be a customer id' }) });

/** GET /api/admin/messages/:customerId: the thread, the customer, and their recent orders beside it. */
export const adminConversationResponseSchema = z.object({
  success: z.literal(true),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  messages: z.array(chatMessageSchema),
  recentOrders: z.array(adminCustomerOrderSchema),
});
export type AdminConversationResponse = z.infer<typeof adminConversationResponseSchema>;

export const adminReplyResponseSchema = z.object({ success: z.literal(true), message: chatMessageSchema });

/** GET /api/messages/unread: how many of the shop's replies the signed-in customer has not read (the profile's chat badge). */
export const chatUnreadResponseSchema = z.object({ success: z.literal(true), unread: z.number().int().min(0) });
export type ChatUnreadResponse = z.infer<typeof chatUnreadResponseSchema>;
