import { Writable } from 'node:stream';
import type { AdminProduct, ProductListResponse } from '@mitumba/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycle } from '../../../lib/lifecycle.ts';
import { startAdminTestApp, type AdminCall } from '../../../test/admin.ts';
import { startTestApp, type TestContext } from '../../../test/app.ts';
import { insertProduct } from '../../../test/factories.ts';

/** Over real HTTP: `app.inject` calls Fastify's handler directly and never meets the lane in front of it. */
let ctx: TestContext;
let call: AdminCall;
let base: string;
const lifecycle = createLifecycle();
const logLines: { reqId?: string; lane?: boolean; msg?: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});
const listUrl = '/api/product/list?page=1&limit=24&sort=newest';

beforeAll(async () => {
  ({ ctx, call } = await startAdminTestApp(() => startTestApp({ LOG_LEVEL: 'info' }, { logStream, lifecycle })));
  for (let i = 0; i < 8; i += 1) await insertProduct(ctx.database.db, { name: `Lane product ${i}`, stock: { M: 2 } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => ctx.close());

/** The request, and whether the lane answered it (its log line says so). */
async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(base + url, { method, headers: { 'accept-encoding': 'identity', ...headers } });
  const body = Buffer.from(await response.arrayBuffer());
  const id = response.headers.get('x-request-id');
  await new Promise((resolve) => setImmediate(resolve));
  const byLane = logLines.some((line) => line.reqId === id && line.msg === 'request completed' && line.lane === true);
  return { response, body, byLane };
}

/** Every header but those that differ between any two answers. */
const sameForAll = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !['x-request-id', 'date'].includes(name)));

describe('the cached lane', () => {
  it('answers a repeat before Fastify, with the bytes and headers Fastify sent', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const first = await get(listUrl, { 'accept-encoding': encoding });
      const again = await get(listUrl, { 'accept-encoding': encoding });
      expect(first.byLane).toBe(false);
      expect(again.byLane).toBe(true);
      expect(again.response.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(sameForAll(again.response.headers)).toEqual(sameForAll(first.response.headers));
      expect(again.response.headers.get('x-request-id')).not.toBe(first.response.headers.get('x-request-id'));
      expect(again.response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('answers 304 when the client has the bytes', async () => {
    const first = await get(listUrl);
    const notModified = await get(listUrl, { 'if-none-match': String(first.response.headers.get('etag')) });
    expect(notModified.byLane).toBe(true);
    expect(notModified.response.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('never answers from before a change: this instance\'s own, or another\'s heard from the database', async () => {
    const id = await insertProduct(ctx.database.db, { name: 'Lane coat', stock: { M: 1 } });
    const names = async () => ((JSON.parse((await get(listUrl)).body.toString()) as ProductListResponse).products.map((product) => product.name));
    await get(listUrl);
    const current = (await call('GET', `/api/admin/products/${id}`)).json().product as AdminProduct;
    const edited = await call('PUT', `/api/admin/products/${id}`, undefined, {
      code: current.code, name: 'Lane coat, renamed', description: current.description, price: current.price, category: current.category,
      subCategory: current.subCategory, label: current.label, banner: current.banner, bestseller: current.bestseller,
      weights: current.weights.map(({ weight, stock }) => ({ weight, stock })),
    });
    expect(edited.statusCode).toBe(200);
    expect(await names()).toContain('Lane coat, renamed');
    const { products } = await import('../../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(products).set({ name: 'Lane coat, elsewhere' }).where(eq(products.id, id));
    let seen: string[] = [];
    for (let attempt = 0; attempt < 50 && !seen.includes('Lane coat, elsewhere'); attempt += 1) {
      seen = await names();
      if (!seen.includes('Lane coat, elsewhere')) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toContain('Lane coat, elsewhere');
  });

  it('leaves to Fastify what it must: HEAD, rate-limited suggestions, a first request, and a server shutting down', async () => {
    const suggest = '/api/product/suggest?q=lane';
    await get(suggest);
    expect((await get(suggest)).byLane).toBe(false);
    await get(listUrl);
    const head = await get(listUrl, {}, 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.byLane).toBe(false);
    expect((await get('/api/product/list?page=1&limit=23&sort=newest')).byLane).toBe(false);
    lifecycle.beginShutdown();
    const closing = await get(listUrl);
    expect(closing.byLane).toBe(false);
    expect(closing.response.headers.get('connection')).toBe('close');
  });
});
