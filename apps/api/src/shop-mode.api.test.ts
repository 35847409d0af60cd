import { describe, expect, it } from 'vitest';
import { startTestApp, startTestAppWithSandbox, type TestContext } from './test/app.ts';

/** What a server in this configuration exposes: the outbox and the sandbox (health and its admin API). */
async function exposed(ctx: TestContext) {
  const outbox = await ctx.app.inject('/dev/mail');
  const sandbox = await ctx.app.inject('/sandbox/health');
  const admin = await ctx.app.inject({ method: 'POST', url: '/sandbox/mpesa/__emulator/next-outcome', payload: { resultCode: 0 } });
  return { outbox: outbox.statusCode, sandbox: sandbox.statusCode, admin: admin.statusCode };
}

async function withApp(env: Record<string, string>, check: (ctx: TestContext) => Promise<void>) {
  const ctx = await startTestApp(env, { withSandbox: true });
  try {
    await check(ctx);
  } finally {
    await ctx.close();
  }
}

describe('demo or live', () => {
  it('a demo shop (no real credentials) mounts the outbox and the sandbox', async () => {
    const ctx = await startTestAppWithSandbox();
    try {
      const seen = await exposed(ctx);
      expect(seen.outbox).toBe(200);
      expect(seen.sandbox).toBe(200);
      expect(seen.admin).not.toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('SMTP_URL set: neither /dev/mail nor /sandbox, even asked and in development', async () => {
    await withApp({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:9' }, async (ctx) => {
      expect(await exposed(ctx)).toEqual({ outbox: 404, sandbox: 404, admin: 404 });
    });
  });

  it('real M-Pesa credentials or a real Daraja URL: neither /dev/mail nor /sandbox', async () => {
    await withApp({ MPESA_CONSUMER_KEY: 'shop-key', MPESA_CONSUMER_SECRET: 'shop-secret' }, async (ctx) => {
      expect(await exposed(ctx)).toEqual({ outbox: 404, sandbox: 404, admin: 404 });
    });
    await withApp({ MPESA_PASSKEY: 'the-shops-own-passkey' }, async (ctx) => {
      expect(await exposed(ctx)).toEqual({ outbox: 404, sandbox: 404, admin: 404 });
    });
    await withApp({ MPESA_BASE_URL: 'https://api.safaricom.co.ke' }, async (ctx) => {
      expect(await exposed(ctx)).toEqual({ outbox: 404, sandbox: 404, admin: 404 });
    });
  });
});
