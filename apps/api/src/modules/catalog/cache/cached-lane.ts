import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { CachedBody } from './cached-body.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { cachedReplyTo } from './send-cached.ts';

/** Headers no two requests share: never learnt from one answer to be sent with another. */
const ownHeaders = new Set(['set-cookie', 'x-request-id', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The catalogue's repeated requests answered by the HTTP server itself, before Fastify routes or parses anything
 * (decision 0047). A URL the catalogue routes answered in this generation was validated then, is public and the same
 * for every shopper, so its answer is the cached bytes with headers made once: the ones Fastify's hooks put on the
 * first answer (the security headers, learnt from it), the cache's own (etag, encoding, type, length) and a request id.
 * Everything else goes to Fastify: a first request, a HEAD, a rate-limited route, an answer whose compressed bytes are
 * still being made, and a server shutting down (Fastify then adds `connection: close`).
 */
export function createCachedLane(deps: { newRequestId: () => string; shuttingDown: () => boolean }) {
  let cache: CatalogueCache | undefined;
  let log: FastifyBaseLogger | undefined;
  let shared: string[] | undefined;
  // Each answer's header lines, per status and encoding, made on its first use in the lane.
  const lines = new WeakMap<CachedBody, Map<string, string[]>>();

  function headerLines(body: CachedBody, reply: ReturnType<typeof cachedReplyTo>, length: number | undefined): string[] {
    const key = `${reply.status} ${reply.encoding}`;
    let forBody = lines.get(body);
    if (!forBody) lines.set(body, (forBody = new Map()));
    let made = forBody.get(key);
    if (!made) {
      made = [...(shared ?? []), ...Object.entries(reply.headers).flat(), ...(length === undefined ? [] : ['content-length', String(length)])];
      forBody.set(key, made);
    }
    return made;
  }

  function logged(request: IncomingMessage, id: string, statusCode: number, started: number): void {
    // pino's check; Fastify's stand-in logger (logging off) has none.
    if (!log || !(log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info')) return;
    const req = { method: request.method, url: request.url, host: request.headers.host, ip: request.socket.remoteAddress };
    log.info({ reqId: id, req }, 'incoming request');
    log.info({ reqId: id, res: { statusCode }, responseTime: performance.now() - started, lane: true }, 'request completed');
  }

  return {
    /** The cache whose answers the lane sends, and the log that gets the request lines Fastify would have written. */
    attach(catalogueCache: CatalogueCache, logger: FastifyBaseLogger): void {
      cache = catalogueCache;
      log = logger;
    },

    /** Learns, from a catalogue answer Fastify is sending, the headers its hooks put on every such answer. */
    learn(headers: Record<string, unknown>): void {
      if (shared) return;
      shared = Object.entries(headers).flatMap(([name, value]) =>
        (ownHeaders.has(name.toLowerCase()) || typeof value !== 'string' ? [] : [name, value]));
    },

    /** Answers the request when it can; false hands it to Fastify. */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      if (request.method !== 'GET' || !shared || !cache || deps.shuttingDown() || request.url === undefined) return false;
      const body = cache.laneAnswer(request.url);
      if (!body) return false;
      const started = performance.now();
      const reply = cachedReplyTo(request.headers, body);
      const bytes = reply.status === 304 ? undefined : reply.encoding === 'identity' ? body.json : body.ready[reply.encoding];
      if (reply.status === 200 && !bytes) return false;
      const id = deps.newRequestId();
      response.writeHead(reply.status, [...headerLines(body, reply, bytes?.length), 'x-request-id', id]);
      response.end(bytes);
      logged(request, id, reply.status, started);
      return true;
    },
  };
}

export type CachedLane = ReturnType<typeof createCachedLane>;
