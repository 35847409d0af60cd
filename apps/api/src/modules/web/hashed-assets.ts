import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A hashed build file: sent with what a cache needs and nothing else (no page policies, no request id). */
    immutableAsset?: boolean;
  }
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The built app's hashed files under /assets. Their names change with their bytes, so a browser keeps them a year and
 * never asks again: no ETag, Last-Modified or ranges. The build writes a .br and a .gz beside each script and stylesheet
 * (vite.config.ts), sent as they are, with their length, instead of compressing on every request. The document policies
 * (CSP, frame and referrer rules…) govern pages, not the scripts a page loads: sending them on each file cost about
 * 1 KiB a file on the first load. `nosniff` stays — it is what stops a file being run as a script of the wrong type.
 */
export async function registerHashedAssets(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(async (assets) => {
    assets.addHook('onRoute', (route) => {
      route.config = { ...route.config, immutableAsset: true, helmet: { skipRoute: true } } as typeof route.config;
    });
    await assets.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      cacheControl: false,
      setHeaders(reply: FastifyReply) {
        reply.header('cache-control', IMMUTABLE_CACHE).header('x-content-type-options', 'nosniff');
      },
    });
  });
}
