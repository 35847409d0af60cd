import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isScreenRoute, type Language } from '@mitumba/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { compressBytes, pickEncoding } from '../../http/content-encoding.ts';
import { registerHashedAssets } from './hashed-assets.ts';
import { injectHead, mediaUrlMeta, productMetaTags } from './open-graph.ts';
import { loadPageRenderer, withLanguage, withRenderedPage } from './server-render.ts';

const productPath = /^\/product\/([^/]+)\/?$/i;
/** The built app's hashed files: one missing is a file, never a screen (the page would arrive as a script). */
const assetPath = /^\/assets\//;
const alwaysRevalidated = /[\\/](sw\.js|index\.html|manifest\.webmanifest)$/;

/**
 * Serves the built web app: hashed assets cached for a year (a missing one is a plain 404), index.html never cached, and every screen route
 * answered with index.html (product pages with their Open Graph tags) so deep links and reloads work. The public
 * storefront pages come with their content rendered on the server (entry-server.tsx) and the state to hydrate from.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string; publicUrl: string; catalog: CatalogService; mediaPublicUrl?: string | null },
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
  const mediaPublicUrl = options.mediaPublicUrl ?? null;
  // MEDIA_PUBLIC_URL, for the web app's image links (apps/web/src/lib/media-url.ts).
  const indexHtml = built ? injectHead(readFileSync(indexFile, 'utf8'), mediaUrlMeta(mediaPublicUrl), { keepTitle: true }) : '';

  if (built) {
    await registerHashedAssets(app, options.distDir);
    // The rest of the build's top folder (icons, robots.txt): an hour, then revalidated. The service worker and the
    // page template it keeps as the offline shell are asked for afresh each time, so a release reaches phones at once.
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      globIgnore: ['assets/**'],
      cacheControl: false,
      setHeaders(reply: FastifyReply, filePath: string) {
        reply.header('cache-control', alwaysRevalidated.test(filePath) ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }

  const renderPage = built ? await loadPageRenderer(app, options.distDir, mediaPublicUrl) : undefined;

  async function shellFor(pathname: string): Promise<{ html: string; ownTitle: boolean }> {
    const match = productPath.exec(pathname);
    if (!match?.[1]) return { html: indexHtml, ownTitle: false };
    try {
      const product = await options.catalog.getProduct(decodeURIComponent(match[1]));
      return { html: injectHead(indexHtml, productMetaTags(product, options.publicUrl, mediaPublicUrl)), ownTitle: true };
    } catch {
      return { html: indexHtml, ownTitle: false }; // The app shows its own "not found" for a missing product.
    }
  }

  async function htmlFor(url: string, language: Language): Promise<string> {
    const pathname = url.split('?')[0] ?? '/';
    const shell = await shellFor(pathname);
    const template = withLanguage(shell.html, language);
    const page = await renderPage?.(new URL(url, options.publicUrl), { language }).catch((error: unknown) => {
      app.log.error({ err: error, url }, 'server rendering failed: the page is sent for the browser to render');
      return null;
    });
    return page ? withRenderedPage(template, page, shell.ownTitle) : template;
  }

  return async function serveScreen(request, reply) {
    // Across a release an old page may ask for a hashed file the new build no longer has: a plain 404 (not cached, so
    // the file is found once it is back), never index.html with 200 (decision 0031).
    if (assetPath.test(request.url)) {
      return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8')
        .send('No such file in this release of the web app. Reload the page.');
    }
    if (!built) {
      return reply.status(503).type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const html = await htmlFor(request.url, request.language);
    // The page is in the language of the `lang` cookie, else of Accept-Language (decision 0046).
    reply.status(isScreenRoute(pathname) ? 200 : 404).header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie, accept-language')
      .type('text/html; charset=utf-8');
    // Screens are answered from the not-found handler, which @fastify/compress's route hooks never reach.
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressBytes(Buffer.from(html), encoding, 'once'));
  };
}
