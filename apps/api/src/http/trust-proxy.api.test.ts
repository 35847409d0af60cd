import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/index.ts';
import { startTestApp, type TestContext } from '../test/app.ts';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** The client IP the app settled on, as the per-IP rate limit of check-phone counted it. */
async function clientIpSeen(app: TestContext, remoteAddress: string, forwardedFor?: string): Promise<string> {
  await app.database.db.delete(rateLimits);
  await app.app.inject({
    url: '/api/user/check-phone?phone=0712345678', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  const rows = await app.database.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'check-phone:ip:%'));
  expect(rows).toHaveLength(1);
  return rows[0]!.key.replace('check-phone:ip:', '');
}

describe('TRUST_PROXY', () => {
  it('off by default: X-Forwarded-For is ignored', async () => {
    ctx = await startTestApp();
    expect(await clientIpSeen(ctx, '10.0.0.5', '203.0.113.7')).toBe('10.0.0.5');
  });

  it('a list trusts only those proxies: a header from any other peer is ignored', async () => {
    ctx = await startTestApp({ TRUST_PROXY: '10.0.0.1, 10.2.0.0/16' });
    expect(await clientIpSeen(ctx, '10.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIpSeen(ctx, '10.2.3.4', '203.0.113.8')).toBe('203.0.113.8');
    expect(await clientIpSeen(ctx, '198.51.100.66', '203.0.113.7')).toBe('198.51.100.66');
    // A client cannot add hops of its own: the proxy appends the real peer, which is the one taken.
    expect(await clientIpSeen(ctx, '10.0.0.1', '203.0.113.7, 198.51.100.77')).toBe('198.51.100.77');
  });

  it('a hop count trusts that many proxies in front, whatever their address', async () => {
    ctx = await startTestApp({ TRUST_PROXY: '1' });
    expect(await clientIpSeen(ctx, '172.16.0.9', '203.0.113.7, 198.51.100.77')).toBe('198.51.100.77');
    await ctx.close();
    ctx = await startTestApp({ TRUST_PROXY: '2' });
    expect(await clientIpSeen(ctx, '172.16.0.9', '203.0.113.7, 198.51.100.77')).toBe('203.0.113.7');
  });
});
