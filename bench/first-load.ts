import { gzipSync } from 'node:zlib';
import { IDENTITY } from './load.ts';

export type Asset = { url: string; bytes: number; gzipBytes: number };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** The JavaScript a first visit to `pagePath` loads up front: module scripts and modulepreload links. */
export function firstLoadScriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') urls.add(new URL(src, pageUrl).href);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') urls.add(new URL(href, pageUrl).href);
  }
  return [...urls];
}

/** Fetches each first-load script and gzips it with zlib level 9. */
export async function firstLoadJs(pageUrl: string): Promise<Asset[]> {
  const page = await fetch(pageUrl, { headers: IDENTITY });
  if (page.status !== 200) throw new Error(`GET ${pageUrl} answered ${page.status}`);
  const assets: Asset[] = [];
  for (const url of firstLoadScriptUrls(await page.text(), pageUrl)) assets.push(await gzipped(url));
  return assets;
}

/** Fetches `url` uncompressed and gzips it with zlib level 9. */
export async function gzipped(url: string): Promise<Asset> {
  const response = await fetch(url, { headers: IDENTITY });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
}
