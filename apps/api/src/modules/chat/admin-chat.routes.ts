import {
  adminConversationParamsSchema, adminConversationResponseSchema, adminInboxQuerySchema, adminInboxResponseSchema, adminReplyResponseSchema,
  chatContentBodySchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../lib/identity.ts';
import type { ChatService } from './chat.service.ts';

const tags = ['admin'];

/** /api/admin/messages: the back office's inbox, a conversation with the customer's recent orders, and the reply. Admin only. */
export function adminChatRoutes(deps: { chat: ChatService }): FastifyPluginAsyncZod {
  const { chat } = deps;
  return async (app) => {
    app.get('/api/admin/messages', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Conversations by last message, with unread counts, keyset pages', querystring: adminInboxQuerySchema, response: { 200: adminInboxResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await chat.inbox(request.query)) };
    });

    app.get('/api/admin/messages/:customerId', {
      config: { access: 'admin' },
      schema: { tags, summary: "One conversation and the customer's recent orders; marks the customer's messages read", params: adminConversationParamsSchema, response: { 200: adminConversationResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await chat.conversationForShop(request.params.customerId)) };
    });

    app.post('/api/admin/messages/:customerId', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Reply to the customer as the shop', params: adminConversationParamsSchema, body: chatContentBodySchema, response: { 200: adminReplyResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: await chat.replyAsShop(admin.id, request.params.customerId, request.body.content) };
    });
  };
}
