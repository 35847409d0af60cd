import { createHash } from 'node:crypto';
import type { ZodType } from 'zod';
import { compressBytes, type Encoding } from '../../../http/content-encoding.ts';

/** One answer, ready to send: its JSON bytes, their hash as the ETag, and each compressed form once someone asks. */
export type CachedBody<T = unknown> = {
  data: T;
  json: Buffer;
  /** The hash of the JSON bytes; each encoding's ETag adds a suffix (a strong validator names exact bytes). */
  hash: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed bytes once made: what the cached lane sends (it never waits). */
  ready: Partial<Record<Encoding, Buffer>>;
};

/**
 * Checks `data` against the route's response schema once, here, and serialises what the schema lets through (as the
 * route's serializer would): a cached answer is then sent as bytes without being re-validated on every request.
 */
export function buildCachedBody<T>(schema: ZodType<T>, data: unknown): CachedBody<T> {
  const parsed = schema.parse(data);
  const json = Buffer.from(JSON.stringify(parsed));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return { data: parsed, json, hash, encoded: {}, ready: {} };
}

/** The compressed bytes, computed once on zlib's thread pool (never on the event loop) and kept with the entry. */
export function encodedBytes(body: CachedBody, encoding: Encoding): Promise<Buffer> {
  body.encoded[encoding] ??= compressBytes(body.json, encoding, 'kept').then((bytes) => (body.ready[encoding] = bytes));
  return body.encoded[encoding];
}
