import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';

/** The widths the web app asks for in `srcset`; anything else would let a caller fill the disk with variants. */
export const MEDIA_WIDTHS = [160, 320, 640, 960, 1280] as const;

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.avif': 'image/avif',
};

const mediaQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((width) => (MEDIA_WIDTHS as readonly number[]).includes(width), {
      message: `w must be one of ${MEDIA_WIDTHS.join(', ')}`,
    })
    .optional(),
});

/** Uploaded and generated images; `?w=` serves a WebP resized copy, made once and kept beside the original. */
export function mediaRoutes(storage: Storage): FastifyPluginAsyncZod {
  async function variantKey(key: string, width: number): Promise<string> {
    const variant = `variants/w${width}/${key.replace(/\.[a-z0-9]+$/i, '')}.webp`;
    if (await storage.exists(variant)) return variant;
    const chunks: Buffer[] = [];
    for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
    const resized = await sharp(Buffer.concat(chunks))
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 76 })
      .toBuffer();
    await storage.put(variant, resized);
    return variant;
  }

  return async (app) => {
    app.get('/media/*', {
      config: { access: 'public' },
      schema: { hide: true, querystring: mediaQuerySchema },
    }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const contentType = contentTypes[path.extname(key).toLowerCase()];
      if (!contentType || key.startsWith('variants/') || !/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) {
        throw notFound('Image not found');
      }
      if (!(await storage.exists(key))) throw notFound('Image not found');
      const servedKey = request.query.w ? await variantKey(key, request.query.w) : key;
      const info = await storage.stat(servedKey);
      reply
        .header('content-type', request.query.w ? 'image/webp' : contentType)
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (info) reply.header('content-length', info.size);
      return reply.send(storage.read(servedKey));
    });
  };
}
