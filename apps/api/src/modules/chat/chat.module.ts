import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { adminChatRoutes } from './admin-chat.routes.ts';
import { createChatHub } from './chat-hub.ts';
import { createChatPresence } from './chat-presence.ts';
import { chatChannel, createChatRepo } from './chat.repo.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService, type ShopReplyNotice } from './chat.service.ts';
import { createChatStreams, registerChatStreamClosing } from './chat-stream.ts';

/**
 * Chat with the shop (spec 2 §2 Chat) and the back office's inbox. Live updates: one LISTEN per instance on the
 * database (PostgreSQL, or PGlite's own), whose NOTIFY any instance's new message sends after its commit.
 */
export async function registerChat(app: FastifyInstance, deps: { database: Database; orders: OrdersService; onShopReply?: ShopReplyNotice }) {
  const chat = createChatService({ repo: createChatRepo(deps.database.db), orders: deps.orders, onShopReply: deps.onShopReply });
  const hub = createChatHub();
  // An empty payload: the LISTEN connection was lost and is back; whatever came meanwhile is sent to every stream.
  const unlisten = await deps.database.listen(chatChannel, (customerId) => (customerId ? hub.publish(customerId) : hub.publishAll()));
  const streams = createChatStreams({ hub, chat, presence: createChatPresence(deps.database.db) });
  // A revoked session (any instance, migration 0020's trigger) ends its streams here at once. An empty payload: the
  // LISTEN connection was lost and is back, and a revocation may have been missed: every stream ends and reconnects,
  // and a reconnecting stream checks its session again.
  const unlistenRevoked = await deps.database.listen('session_revoked', (sessionId) => (sessionId ? streams.endSession(sessionId) : streams.closeAll()));
  registerChatStreamClosing(app, streams);
  app.addHook('onClose', async () => {
    await unlisten();
    await unlistenRevoked();
  });
  await app.register(chatRoutes({ chat, streams }));
  await app.register(adminChatRoutes({ chat }));
  return { chat };
}
