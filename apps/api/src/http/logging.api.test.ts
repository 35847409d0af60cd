import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createLocalStorage } from '../lib/storage/local.ts';
import { freshDatabase } from '../test/database.ts';
import { maskUrl } from './logging.ts';

let app: App;
let database: Database;
let dataDir: string;
const lines: string[] = [];
const logged = () => lines.join('');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-log-test-'));
  database = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, PAYMENTS_RECONCILE: 'false' });
  app = await buildApp({
    config, database, storage: createLocalStorage(path.join(dataDir, 'uploads')), jwtSecret: 'test-secret-that-is-long-enough-for-hs256!',
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the request log', () => {
  it('masks callback tokens and reset tokens in the URLs it writes', async () => {
    await app.inject({ method: 'POST', url: '/api/payments/callbacks/cb-secret-4f9a1c?x=1', payload: { Body: {} } });
    await app.inject({ method: 'POST', url: '/api/user/resetpassword/reset-secret-77b2', payload: { newPassword: 'Sokoni#2024x' } });
    await app.inject('/resetpassword/reset-secret-screen-9e1d');
    expect(logged()).toContain('/api/payments/callbacks/[redacted]?x=1');
    expect(logged()).toContain('/api/user/resetpassword/[redacted]');
    expect(logged()).not.toContain('cb-secret-4f9a1c');
    expect(logged()).not.toContain('reset-secret-77b2');
    expect(logged()).not.toContain('reset-secret-screen-9e1d');
  });

  it('redacts authorization and cookie headers wherever they are logged', async () => {
    await app.inject({ url: '/api/user/profile', headers: { authorization: 'Bearer token-secret-31d', cookie: 'sid=cookie-secret-8c' } });
    app.log.warn({ req: { headers: { authorization: 'Bearer token-secret-31d' } }, headers: { cookie: 'sid=cookie-secret-8c' } }, 'headers seen');
    expect(logged()).toContain('headers seen');
    expect(logged()).not.toContain('token-secret-31d');
    expect(logged()).not.toContain('cookie-secret-8c');
  });

  it("gives each request an id of ours, never the client's x-request-id", async () => {
    const answer = await app.inject({ url: '/api/product/list?limit=1', headers: { 'x-request-id': 'forged-id-0001' } });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged()).not.toContain('forged-id-0001');
    const ids = lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter(Boolean);
    expect(ids).toContain(answer.headers['x-request-id']);
  });
});

describe('maskUrl', () => {
  it('masks only the secret segment', () => {
    expect(maskUrl('/api/payments/callbacks/abc/extra?q=1')).toBe('/api/payments/callbacks/[redacted]/extra?q=1');
    expect(maskUrl('/resetpassword/abc#top')).toBe('/resetpassword/[redacted]#top');
    expect(maskUrl('/api/product/list?limit=1')).toBe('/api/product/list?limit=1');
  });
});
