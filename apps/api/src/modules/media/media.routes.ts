import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { IMMUTABLE_CACHE, imageContentType, isSafeKey, type Storage } from '../../lib/storage/storage.ts';

/** The widths the web app asks for in `srcset`; anything else would let a caller fill the store with variants. */
export const MEDIA_WIDTHS = [160, 320, 640, 960, 1280] as const;

const mediaQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((width) => (MEDIA_WIDTHS as readonly number[]).includes(width), {
      message: `w must be one of ${MEDIA_WIDTHS.join(', ')}`,
    })
    .optional(),
});

type Info = { size: number; modifiedAt: Date };

/** A validator from size and time: objects are never rewritten in place (a new upload is a new key). */
const etagOf = (info: Info) => `"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;

export const variantKeyOf = (key: string, width: number) => `variants/w${width}/${key.replace(/\.[a-z0-9]+$/i, '')}.webp`;

/**
 * Uploaded and generated images, from the configured store (disk or bucket). `?w=` serves a WebP resized copy, made
 * once and kept in the store under variants/; two instances making the same one at once both store it (the last
 * write wins, with the same bytes).
 */
export function mediaRoutes(storage: Storage): FastifyPluginAsyncZod {
  async function variantOf(key: string, width: number): Promise<{ key: string; info: Info }> {
    const variant = variantKeyOf(key, width);
    const existing = await storage.stat(variant);
    if (existing) return { key: variant, info: existing };
    const chunks: Buffer[] = [];
    for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
    const resized = await sharp(Buffer.concat(chunks))
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 76 })
      .toBuffer();
    await storage.put(variant, resized);
    return { key: variant, info: (await storage.stat(variant)) ?? { size: resized.length, modifiedAt: new Date() } };
  }

  return async (app) => {
    app.get('/media/*', {
      config: { access: 'public' },
      schema: { hide: true, querystring: mediaQuerySchema },
    }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const contentType = imageContentType(key);
      if (!contentType || key.startsWith('variants/') || !isSafeKey(key)) throw notFound('Image not found');
      const original = await storage.stat(key);
      if (!original) throw notFound('Image not found');
      const served = request.query.w ? await variantOf(key, request.query.w) : { key, info: original };
      const etag = etagOf(served.info);
      reply
        .header('content-type', request.query.w ? 'image/webp' : contentType)
        .header('cache-control', IMMUTABLE_CACHE)
        .header('etag', etag)
        .header('last-modified', served.info.modifiedAt.toUTCString());
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      reply.header('content-length', served.info.size);
      return reply.send(storage.read(served.key));
    });
  };
}
