import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), 'mitumba-web-'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><html><head><title>Mitumba</title></head><body><div id="root"></div></body></html>');
  ctx = await startTestApp({ WEB_DIST_DIR: web });
  await ctx.storage.put('products/red-dress.png', await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } }).png().toBuffer());
});
afterAll(async () => {
  await ctx.close();
  await rm(web, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  it('are on HTML pages, API answers (also errors) and media', async () => {
    const page = await ctx.app.inject('/collection');
    expect(page.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(page.headers);

    const api = await ctx.app.inject('/api/product/list?limit=1');
    expect(api.statusCode).toBe(200);
    expectSecurityHeaders(api.headers);

    const missing = await ctx.app.inject('/api/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);

    const picture = await ctx.app.inject('/media/products/red-dress.png');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(picture.headers);
    expectSecurityHeaders((await ctx.app.inject('/media/products/red-dress.png?w=160')).headers);
  });

  it("are on Fastify's own refusals before routing too, which answer the envelope without echoing the URL", async () => {
    for (const [url, status] of [['/api/product/%E0%A4%A', 400], [`/api/product/${'x'.repeat(101)}`, 414], ['/collection/%E0%A4%A', 400]] as const) {
      const answer = await ctx.app.inject(url);
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toEqual({ success: false, message: status === 414 ? 'The address is too long.' : 'The address is not valid.' });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('send no HSTS to a shop on plain http, and HSTS with upgrade-insecure-requests behind https', async () => {
    expect((await ctx.app.inject('/api/product/list?limit=1')).headers['strict-transport-security']).toBeUndefined();
    expect(String((await ctx.app.inject('/')).headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    const https = await startTestApp({ PUBLIC_URL: 'https://mitumba.co.ke' });
    try {
      const answer = await https.app.inject('/api/product/list?limit=1');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(answer.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });

  it('leave the API docs working: their page loads its scripts from our origin only', async () => {
    const docs = await ctx.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expectSecurityHeaders(docs.headers);
    expect(docs.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
