import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** br, else gzip, else identity, by the client's `Accept-Encoding` (q=0 refuses; `*` stands for either). */
export function pickEncoding(header: string | undefined): Encoding | 'identity' {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (name === 'gzip' ? accepted.get('x-gzip') : undefined) ?? accepted.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : 'identity';
}

/**
 * Compresses on zlib's thread pool, never on the event loop: `kept` bytes (cached, sent many times) get the strong
 * settings, `once` bytes (a page rendered for one request) the quick ones.
 */
export function compressBytes(bytes: Buffer, encoding: Encoding, use: 'kept' | 'once'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: use === 'kept' ? 9 : 6 });
  return brotli(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: use === 'kept' ? 9 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}
