import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { rateLimits } from '../db/schema/index.ts';
import { signedInCustomer, startTestApp, type TestContext } from '../test/app.ts';
import { createRateLimitCounter } from './rate-limit-store.ts';
import { policyFor, rateLimitPolicies } from './rate-limits.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const limitOf = (route: string, scope: 'ip' | 'email' | 'user') => {
  const limit = rateLimitPolicies[route]?.limits.find((candidate) => candidate.per === scope);
  if (!limit) throw new Error(`${route} has no ${scope} limit`);
  return limit.max;
};
const checkPhone = (app: App, ip: string, phone = '0712345678') =>
  app.inject({ url: `/api/user/check-phone?phone=${phone}`, remoteAddress: ip });
const forgot = (email: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email }, remoteAddress: ip });

describe('rate limits', () => {
  it('answers the N+1th request from one IP with 429, the envelope and Retry-After; another IP still passes', async () => {
    const max = limitOf('GET /api/user/check-phone', 'ip');
    for (let i = 0; i < max; i += 1) expect((await checkPhone(ctx.app, '198.51.100.1')).statusCode).toBe(200);
    const limited = await checkPhone(ctx.app, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many requests. Please try again in 15 minutes.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await checkPhone(ctx.app, '198.51.100.2')).statusCode).toBe(200);
  });

  it('limits one account from many IPs (the e-mail in the body), and only that account', async () => {
    const max = limitOf('POST /api/user/forgot-password', 'email');
    for (let i = 0; i < max; i += 1) expect((await forgot('target@example.test', `203.0.113.${i + 1}`)).statusCode).toBe(200);
    const limited = await forgot('TARGET@example.test', '203.0.113.200');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await forgot('someone-else@example.test', '203.0.113.200')).statusCode).toBe(200);
  });

  it("limits a signed-in customer's tries by the token's user, across IPs", async () => {
    const customer = await signedInCustomer(ctx);
    const other = await signedInCustomer(ctx);
    const validate = (headers: object, ip: string) => ctx.app.inject({
      method: 'POST', url: '/api/coupon/validate', headers: headers as Record<string, string>, payload: { code: 'NOPE' }, remoteAddress: ip,
    });
    const max = limitOf('POST /api/coupon/validate', 'user');
    for (let i = 0; i < max; i += 1) expect((await validate(customer.headers, `192.0.2.${i + 1}`)).statusCode).not.toBe(429);
    expect((await validate(customer.headers, '192.0.2.250')).statusCode).toBe(429);
    expect((await validate(other.headers, '192.0.2.250')).statusCode).not.toBe(429);
  });

  it('counts parallel requests exactly: of max + 10 at once, exactly 10 are refused', async () => {
    const max = limitOf('GET /api/user/check-phone', 'ip');
    const answers = await Promise.all(Array.from({ length: max + 10 }, () => checkPhone(ctx.app, '198.51.100.9')));
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(max);
    const [row] = await ctx.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'check-phone:ip:198.51.100.9'));
    expect(row?.hits).toBe(max + 10);
  });

  it('shares the counts between two app instances on one database', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ctx.dataDir, PAYMENTS_RECONCILE: 'false' });
    const second = await buildApp({ config, database: ctx.database, storage: ctx.storage, jwtSecret: 'test-secret-that-is-long-enough-for-hs256!' });
    try {
      const max = limitOf('GET /api/user/check-phone', 'ip');
      for (let i = 0; i < max; i += 1) {
        const instance = i % 2 === 0 ? ctx.app : second;
        expect((await checkPhone(instance, '198.51.100.20')).statusCode).toBe(200);
      }
      expect((await checkPhone(ctx.app, '198.51.100.20')).statusCode).toBe(429);
      expect((await checkPhone(second, '198.51.100.20')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('counts a bad request too, and a limited request changes nothing', async () => {
    const max = limitOf('POST /api/user/register', 'ip');
    const register = (email: string) => ctx.app.inject({
      method: 'POST', url: '/api/user/register', remoteAddress: '198.51.100.30',
      payload: { name: 'Wanjiru', phone: '0722000444', email, password: 'Sokoni#2024' },
    });
    for (let i = 0; i < max; i += 1) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/user/register', remoteAddress: '198.51.100.30', payload: {} })).statusCode).toBe(400);
    }
    expect((await register('too-late@example.test')).statusCode).toBe(429);
    const outbox = await ctx.app.inject('/dev/mail');
    expect(outbox.body).not.toContain('too-late@example.test');
  });

  it('limits uploads, not plain profile edits', async () => {
    expect(policyFor('PUT', '/api/user/update-profile')?.only).toBeDefined();
    const customer = await signedInCustomer(ctx);
    const max = limitOf('PUT /api/user/update-profile', 'user');
    for (let i = 0; i <= max; i += 1) {
      const edit = await ctx.app.inject({
        method: 'PUT', url: '/api/user/update-profile', headers: customer.headers, payload: { name: 'Achieng Otieno' }, remoteAddress: `192.0.2.${i + 1}`,
      });
      expect(edit.statusCode).toBe(200);
    }
    const boundary = 'mitumba-boundary';
    const upload = await ctx.app.inject({
      method: 'PUT', url: '/api/user/update-profile', remoteAddress: '192.0.2.99',
      headers: { ...customer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAchieng\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(rateLimits).where(like(rateLimits.key, `picture-upload:user:${customer.user.id}`));
    expect(row?.hits).toBe(1);
  });

  it('covers every unauthenticated or expensive route the issue names', () => {
    const routes = ctx.app.routeTable.flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method} ${route.url}`));
    const limited = routes.filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      return policyFor(method, url);
    });
    for (const route of Object.keys(rateLimitPolicies)) {
      expect(limited, `${route} is registered and limited`).toContain(route);
    }
  });
});

describe('the rate-limit counter', () => {
  it('starts a new window at 1 once the old one has passed, and prunes expired counters', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const counter = createRateLimitCounter(ctx.database.db, () => now);
    expect(await counter.hit('test:window', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now = new Date('2026-01-01T10:00:30Z');
    expect(await counter.hit('test:window', 60_000)).toEqual({ current: 2, ttl: 30_000 });
    now = new Date('2026-01-01T10:01:00Z');
    expect(await counter.hit('test:window', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    await ctx.database.db.insert(rateLimits).values({ key: 'test:stale', hits: 3, resetAt: new Date('2026-01-01T09:00:00Z') });
    now = new Date('2026-01-01T10:15:00Z');
    await counter.hit('test:window', 60_000);
    expect(await ctx.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:stale'))).toEqual([]);
  });
});
