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

/** What a cached answer is to a request: 304 or the bytes in one encoding, with the headers that describe them. */
export type CachedReply = {
  status: 200 | 304;
  encoding: Encoding | 'identity';
  /** etag, cache-control and vary; for a 200 also content-type and content-encoding (length is the sender's). */
  headers: Record<string, string>;
};

/**
 * Decides how a cached answer goes out: 304 with no body when the client already has it, otherwise the bytes in the
 * encoding it prefers. The reply names its own `Content-Encoding`, so the compress plugin leaves it alone, and
 * `no-cache` makes browsers ask again each time (stock changes) at the price of a 304.
 */
export function cachedReplyTo(requestHeaders: { 'accept-encoding'?: string | undefined; 'if-none-match'?: string | undefined }, body: CachedBody): CachedReply {
  const encoding = body.json.length < compressFrom ? 'identity' : pickEncoding(requestHeaders['accept-encoding']);
  const validators = { etag: `"${body.hash}${etagSuffix[encoding]}"`, 'cache-control': 'no-cache', vary: 'accept-encoding' };
  if (clientHasIt(requestHeaders['if-none-match'], body.hash)) return { status: 304, encoding, headers: validators };
  const type = { 'content-type': 'application/json; charset=utf-8' };
  const headers = encoding === 'identity' ? { ...validators, ...type } : { ...validators, ...type, 'content-encoding': encoding };
  return { status: 200, encoding, headers };
}

/** Sends a cached answer through Fastify (a first request of its URL, or one the cached lane passed on). */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): Promise<FastifyReply> {
  const answer = cachedReplyTo(request.headers, body);
  reply.headers(answer.headers);
  if (answer.status === 304) return reply.code(304).send();
  return reply.send(answer.encoding === 'identity' ? body.json : await encodedBytes(body, answer.encoding));
}
