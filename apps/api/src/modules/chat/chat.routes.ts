import { chatContentBodySchema, chatMessagesResponseSchema, chatPostResponseSchema, chatUnreadResponseSchema } from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../lib/identity.ts';
import type { createChatStreams } from './chat-stream.ts';
import type { ChatService } from './chat.service.ts';

const tags = ['chat'];

/** Spec 2 §7: the signed-in customer's own conversation with the shop (the token says whose; nothing else can). */
export function chatRoutes(deps: { chat: ChatService; streams: ReturnType<typeof createChatStreams> }): FastifyPluginAsyncZod {
  const { chat, streams } = deps;
  return async (app) => {
    app.get('/api/messages', {
      config: { access: 'signed-in' },
      schema: { tags, summary: "This customer's messages with the shop's replies (polled every 5 s); marks the shop's read", response: { 200: chatMessagesResponseSchema } },
    }, async (request) => ({ success: true as const, messages: await chat.readAsCustomer(userOf(request).id) }));

    app.post('/api/messages', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Send the shop a message (blank refused, at most 1,000 characters)', body: chatContentBodySchema, response: { 200: chatPostResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      return { success: true as const, message: await chat.postAsCustomer(user.id, request.body.content) };
    });

    // A static path: the router matches it before any `/api/messages/:param` route there may be one day.
    app.get('/api/messages/unread', {
      config: { access: 'signed-in' },
      schema: { tags, summary: "How many of the shop's replies this customer has not read yet (the profile's chat badge)", response: { 200: chatUnreadResponseSchema } },
    }, async (request) => ({ success: true as const, unread: await chat.unreadForCustomer(userOf(request).id) }));

    app.get('/api/messages/stream', {
      config: { access: 'signed-in' },
      // Compression would hold events back until a buffer fills.
      compress: false,
      schema: { tags, summary: 'Server-sent events: the conversation whenever it gets a message (Accept: text/event-stream, bearer header)' },
    }, (request, reply) => streams.handle(request, reply));
  };
}
