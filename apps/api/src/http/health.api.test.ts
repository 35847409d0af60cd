import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import { createLocalStorage } from '../lib/storage/local.ts';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from '../test/app.ts';
import { postgresBinDir, startPostgresServer, type PostgresServer } from '../test/postgres-server.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

describe('health checks', () => {
  it('/health/live answers 200 with no caching, to anyone, however often', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await ctx.app.inject({ method: 'GET', url: '/health/live', remoteAddress: '203.0.113.9' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('/health/ready answers 200 while the database answers, is migrated, and every LISTEN is up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', listen: 'ok', shuttingDown: false } });
  });

  it('is public and logs nothing at info on success', () => {
    for (const url of ['/health/live', '/health/ready']) {
      const route = ctx.app.routeTable.find((entry) => entry.url === url && entry.method === 'GET');
      expect(route?.config).toMatchObject({ access: 'public' });
      expect(route?.logLevel).toBe('warn');
    }
  });

  it('/health/ready answers 503 once the shutdown began; the rest is still served, closing its connection', async () => {
    const app = (await startTestApp()) as TestContext;
    try {
      app.app.lifecycle.beginShutdown();
      const ready = await app.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', shuttingDown: true } });
      const live = await app.app.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
      const list = await app.app.inject({ method: 'GET', url: '/api/product/list?page=1&limit=1' });
      expect(list.statusCode).toBe(200);
      expect(list.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });
});

describe.runIf(Boolean(postgresBinDir()))('readiness when PostgreSQL goes away', () => {
  let server: PostgresServer;
  let app: App;
  let dataDir: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    server = await startPostgresServer({ prefix: 'mitumba-health-' });
    const database = openPostgres(await server.createDatabase('health'), 3);
    await database.migrate();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-test-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PAYMENTS_RECONCILE: 'false' });
    app = await buildApp({ config, database, storage: createLocalStorage(path.join(dataDir, 'uploads')), jwtSecret: TEST_JWT_SECRET });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  }, 120_000);

  afterAll(async () => {
    await close?.();
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 naming the database and the LISTEN connections within about a second, and 200 once it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    await server.stopServer();
    const started = Date.now();
    const down = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(Date.now() - started).toBeLessThan(2_500);
    console.log(`readiness with PostgreSQL stopped: 503 in ${Date.now() - started} ms`);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: 'down', shuttingDown: false } });
    await vi.waitFor(async () => {
      const checks = (await app.inject({ method: 'GET', url: '/health/ready' })).json<{ checks: { listen: unknown } }>().checks;
      expect(checks.listen).toMatchObject({ down: expect.arrayContaining(['outbox_jobs']) });
    }, { timeout: 5_000 });
    // Liveness is the process, not the database: the balancer must not restart it for this.
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);

    await server.startServer();
    await vi.waitFor(async () => expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200), { timeout: 10_000, interval: 250 });
  }, 40_000);
});
