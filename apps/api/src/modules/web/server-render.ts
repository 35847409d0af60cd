import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { HTML_LANG, type Language } from '@mitumba/contracts';
import { escapeHtml } from '../../lib/html.ts';

/** What apps/web/src/entry-server.tsx answers for one page (null: the page is client-rendered). */
export type ImagePreload = { href: string; srcSet?: string; sizes?: string };
export type RenderedPage = { html: string; title: string; preloads: ImagePreload[]; status: number; state: string };
export type RenderPage = (url: URL, options?: { language?: Language }) => Promise<RenderedPage | null>;
type ServerEntry = { createPageRenderer(send: typeof fetch, options: { mediaPublicUrl: string | null }): RenderPage };

/**
 * The storefront's server renderer, built by `npm run build` into apps/web/dist-server. Its API calls go to this
 * app through `inject` (no network, no token: what a visitor sees); it is undefined when the web app is not built.
 */
export async function loadPageRenderer(app: FastifyInstance, distDir: string, mediaPublicUrl: string | null = null): Promise<RenderPage | undefined> {
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as ServerEntry;
  return createPageRenderer(async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json', 'accept-encoding': 'identity' },
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  }, { mediaPublicUrl });
}

/** JSON inside a <script type="application/json"> block: `<` escaped so no text can close the block. */
function jsonBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** A first-screen image fetched at high priority from the head, with the same candidates the <img> will choose from. */
function preloadTag(image: ImagePreload): string {
  const choices = image.srcSet
    ? ` imagesrcset="${escapeHtml(image.srcSet)}"${image.sizes ? ` imagesizes="${escapeHtml(image.sizes)}"` : ''}`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${choices} fetchpriority="high">`;
}

/**
 * The page's HTML: the app's markup in #root and its state beside it; in the head, the preloads of its first-screen
 * images (before the stylesheet, so they start first) and the page title unless the head has its own (Open Graph).
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage, keepTitle: boolean): string {
  // Replacer functions throughout: a replacement string would read `$&`, `$'` and `` $` `` in a product's text as patterns.
  let html = indexHtml.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${jsonBlock('server-state', page.state)}`);
  if (page.preloads.length > 0) html = html.replace(/<link rel="stylesheet"/i, (stylesheet) => `${page.preloads.map(preloadTag).join('\n    ')}\n    ${stylesheet}`);
  if (keepTitle || !page.title) return html;
  return html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`);
}

/** The page template's `<html lang>` set to the request's language (decision 0046), server-rendered or not. */
export function withLanguage(indexHtml: string, language: Language): string {
  return indexHtml.replace(/<html(\s+lang="[^"]*")?/i, () => `<html lang="${HTML_LANG[language]}"`);
}
