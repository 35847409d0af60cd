import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { userOf } from '../../lib/identity.ts';
import type { ChatHub } from './chat-hub.ts';
import type { ChatService } from './chat.service.ts';
import { holdPresence, type ChatPresence } from './chat-presence.ts';

const HEARTBEAT_MS = 25_000;
/** A stream ends after this; the browser opens a new one, so a logged-out or suspended session stops hearing soon. */
const STREAM_LIFETIME_MS = 10 * 60_000;
/**
 * Tabs one customer may keep streaming at once *on one instance* (each holds a connection). Counted per instance on
 * purpose (README "Running more than one instance"): behind a balancer a customer could hold this many per instance,
 * which bounds the connections one customer takes from any instance, the point of the cap.
 */
const MAX_STREAMS_PER_CUSTOMER = 5;
/**
 * The server is closing: the stream ends with a `retry:` hint of 1–3 s (spread, so the streams of a closing instance do
 * not all come back in the same instant), and the client reconnects, through the balancer, to another instance.
 */
const reconnectHint = () => `retry: ${1_000 + Math.floor(Math.random() * 2_000)}\n\n`;

const asksForEventStream = (accept: string | undefined) => accept?.split(',').some((type) => type.trim().startsWith('text/event-stream')) ?? false;

/**
 * GET /api/messages/stream (docs/decisions/0023): server-sent events over a fetch that carries the bearer header.
 * On connect, and whenever the conversation gets a message (this instance's hub, fed by the database's NOTIFY), the
 * customer is sent `event: messages` with the same body as GET /api/messages. Comments keep proxies from closing it.
 */
export function createChatStreams(deps: { hub: ChatHub; chat: ChatService; presence: ChatPresence }) {
  const { hub, chat } = deps;
  const open = new Set<(lastWords?: string) => void>();
  /** Each open stream's close, by the session that opened it (a revoked session's streams end at once). */
  const bySession = new Map<string, Set<(lastWords?: string) => void>>();

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const user = userOf(request);
    // A plain request (a crawler, a sweep, a mistaken fetch) gets an answer that ends, not a stream.
    if (!asksForEventStream(request.headers.accept)) {
      return reply.code(406).send({ success: false, message: 'This is a live stream: ask for text/event-stream.' });
    }
    if (hub.openStreams(user.id) >= MAX_STREAMS_PER_CUSTOMER) {
      throw new AppError('THROTTLED', 'Too many chat windows are open. Close one and try again.');
    }

    const stream = new PassThrough();
    const write = (text: string) => {
      if (!stream.writableEnded) stream.write(text);
    };
    // One push at a time, and a burst of messages sends the conversation once more, not once per message.
    let queued = false;
    let running = Promise.resolve();
    const push = () => {
      if (queued) return;
      queued = true;
      running = running.then(async () => {
        queued = false;
        const messages = await chat.readAsCustomer(user.id);
        write(`event: messages\ndata: ${JSON.stringify({ success: true, messages })}\n\n`);
      }).catch((error: unknown) => request.log.warn({ err: error }, 'chat stream push failed'));
    };

    const presence = await holdPresence(deps.presence, user.id, request.log);
    const unsubscribe = hub.subscribe(user.id, push);
    const heartbeat = setInterval(() => {
      write(': ping\n\n');
      presence.renew();
    }, HEARTBEAT_MS);
    const lifetime = setTimeout(() => close(), STREAM_LIFETIME_MS);
    let closed = false;
    function close(lastWords?: string) {
      if (closed) return;
      closed = true;
      if (lastWords) write(lastWords);
      unsubscribe();
      presence.release();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      open.delete(close);
      bySession.get(user.sessionId)?.delete(close);
      if (bySession.get(user.sessionId)?.size === 0) bySession.delete(user.sessionId);
      stream.end();
    }
    open.add(close);
    bySession.set(user.sessionId, (bySession.get(user.sessionId) ?? new Set()).add(close));
    // However the connection goes (the tab closed, the network dropped, the server ended it), the stream is let go.
    reply.raw.on('close', () => close());
    request.raw.socket.on('close', () => close());

    write('retry: 5000\n\n');
    push();
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      // When the stream ends, so does its connection: nothing waits for it to idle out (a shutdown, for one).
      .header('connection', 'close')
      .send(stream);
  }

  return {
    handle,
    /** Ends every open stream (`reconnect`: with a hint to come back soon, elsewhere: the server is closing). */
    closeAll(options: { reconnect?: boolean } = {}): void {
      for (const close of [...open]) close(options.reconnect ? reconnectHint() : undefined);
    },

    /** Ends the streams a session opened here, the moment it is revoked (logout, password change, suspension). */
    endSession(sessionId: string): void {
      for (const close of [...(bySession.get(sessionId) ?? [])]) close();
    },
  };
}

export function registerChatStreamClosing(app: FastifyInstance, streams: ReturnType<typeof createChatStreams>): void {
  // After the drain (lib/shutdown.ts): open responses would hold the close up, and the balancer sends the reconnects elsewhere.
  app.addHook('preClose', async () => streams.closeAll({ reconnect: true }));
}
