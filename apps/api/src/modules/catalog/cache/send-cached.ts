import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type Encoding } from '../../../http/content-encoding.ts';
import { encodedBytes, type CachedBody } from './cached-body.ts';

/** Below this many bytes compression saves less than it costs (the threshold the app's compress plugin uses). */
const compressFrom = 1024;
const etagSuffix: Record<Encoding | 'identity', string> = { br: '-br', gzip: '-gz', identity: '' };

/** Whether the client's `If-None-Match` names these bytes in any encoding (weak comparison, as RFC 9110 says for it). */
function clientHasIt(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === '*' || opaque.replace(/-(br|gz)$/, '') === hash;
  });
}

/**
 * Sends a cached answer as it stands: 304 with no body when the client already has it, otherwise the bytes in the
 * encoding it prefers. The reply carries its own `Content-Encoding`, so the compress plugin leaves it alone, and
 * `no-cache` makes browsers ask again each time (stock changes) at the price of a 304.
 */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): Promise<FastifyReply> {
  const encoding = body.json.length < compressFrom ? 'identity' : pickEncoding(request.headers['accept-encoding']);
  reply.header('etag', `"${body.hash}${etagSuffix[encoding]}"`);
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding');
  if (clientHasIt(request.headers['if-none-match'], body.hash)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(body.json);
  reply.header('content-encoding', encoding);
  return reply.send(await encodedBytes(body, encoding));
}
