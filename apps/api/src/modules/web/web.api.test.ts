import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.ts';
import { ensureCatalogBasics, insertProduct } from '../../test/factories.ts';

let ctx: TestContext;
let productId: string;
const indexHtml = '<!doctype html><html><head><title>Mitumba</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const webDist = path.join(process.env.TMPDIR ?? '/tmp', `mitumba-web-${process.pid}`);
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await writeFile(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Mitumba', start_url: '/' }));
  await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(webDist, 'pwa-192.png'), await sharp({ create: { width: 192, height: 192, channels: 3, background: '#1c5434' } }).png().toBuffer());
  // As the build leaves it: the script, and its .br and .gz beside it (apps/web/vite.config.ts).
  const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), script);
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  ctx = await startTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://shop.example' });
  await ensureCatalogBasics(ctx.database.db);
  productId = await insertProduct(ctx.database.db, {
    name: 'Ladies <Denim> Jacket', priceShillings: 2450,
    images: [{ url: '/media/products/jacket.webp', fileId: 'jacket' }],
  });
  const picture = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#c0392b' } }).webp().toBuffer();
  await ctx.storage.put('products/jacket.webp', picture);
});
afterAll(async () => ctx.close());

describe('web app routes', () => {
  it.each(['/', '/collection', '/about', '/Trending', '/resetpassword/abc', '/cancel', '/cancel/ORD-1', '/Paystack-Processing'])(
    'serves the app for the screen route %s', async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    });

  it('sends the page in the shopper\'s language: the lang cookie, else Accept-Language, else English', async () => {
    const lang = async (headers: Record<string, string>) => {
      const response = await ctx.app.inject({ method: 'GET', url: '/collection', headers });
      expect(response.headers.vary).toContain('cookie');
      return /<html lang="([^"]+)"/.exec(response.body)?.[1];
    };
    expect(await lang({})).toBe('en-KE');
    expect(await lang({ 'accept-language': 'sw-KE,sw;q=0.9' })).toBe('sw');
    expect(await lang({ cookie: 'lang=sw', 'accept-language': 'en-GB' })).toBe('sw');
    expect(await lang({ cookie: 'lang=en', 'accept-language': 'sw' })).toBe('en-KE');
    expect(await lang({ cookie: 'lang=<script>' })).toBe('en-KE');
  });

  it('serves the web app manifest as one; the service worker and the offline shell are revalidated every time, icons kept an hour', async () => {
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({ name: 'Mitumba' });
    for (const url of ['/manifest.webmanifest', '/sw.js', '/index.html']) {
      expect((await ctx.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
    }
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-type']).toContain('javascript');
    const icon = await ctx.app.inject({ method: 'GET', url: '/pwa-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing hashed asset with a plain 404, never the page (an old page after a release)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await ctx.app.inject({ method, url: '/assets/app-old999.js' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain('<div id="root">');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
  });

  it('serves the app with a 404 status for an unknown page, and JSON 404 for an unknown endpoint', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'No such endpoint: GET /api/nothing' });
  });

  it('puts Open Graph tags with an absolute image into a product page, escaped', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:title" content="Ladies &lt;Denim&gt; Jacket – ksh 2,450 | Mitumba">');
    expect(response.body).toContain('<meta property="og:image" content="https://shop.example/media/products/jacket.webp?w=640">');
    expect(response.body).toContain(`<meta property="og:url" content="https://shop.example/product/${productId}">`);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends a hashed asset with what a cache needs and none of the page policies', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    const names = Object.keys(response.headers).filter((name) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)).sort();
    expect(names).toEqual(['cache-control', 'content-encoding', 'content-length', 'content-type', 'vary', 'x-content-type-options']);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('console.log');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The page itself keeps every policy.
    expect(String((await ctx.app.inject('/')).headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('GET /media/*', () => {
  it('serves the original and a resized WebP for an allowed width', async () => {
    const original = await ctx.app.inject({ method: 'GET', url: '/media/products/jacket.webp' });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    const resized = await ctx.app.inject({ method: 'GET', url: '/media/products/jacket.webp?w=320' });
    expect(resized.statusCode).toBe(200);
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(320);
  });

  it('refuses other widths, path tricks and missing files', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/media/products/jacket.webp?w=333' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/../secrets/jwt-secret' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/products/%2e%2e/x.webp' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/products/missing.webp' })).statusCode).toBe(404);
  });
});
