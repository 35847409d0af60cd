import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isScreenRoute } from '@mitumba/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { injectHead, productMetaTags } from './open-graph.ts';

const productPath = /^\/product\/([^/]+)\/?$/i;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every screen route
 * answered with index.html (product pages with their Open Graph tags) so deep links and reloads work.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string; publicUrl: string; catalog: CatalogService },
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';

  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply: FastifyReply, filePath: string) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  async function htmlFor(pathname: string): Promise<string> {
    const match = productPath.exec(pathname);
    if (!match?.[1]) return indexHtml;
    try {
      const product = await options.catalog.getProduct(decodeURIComponent(match[1]));
      return injectHead(indexHtml, productMetaTags(product, options.publicUrl));
    } catch {
      return indexHtml; // The app shows its own "not found" for a missing product.
    }
  }

  return async function serveScreen(request, reply) {
    if (!built) {
      return reply.status(503).type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .status(isScreenRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await htmlFor(pathname));
  };
}
