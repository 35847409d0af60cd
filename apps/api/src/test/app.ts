import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createLocalStorage, type Storage } from '../lib/storage.ts';
import { freshDatabase } from './database.ts';

export type TestContext = { app: App; database: Database; storage: Storage; dataDir: string; close(): Promise<void> };

/** The real app on a fresh database and a temporary data directory, for `app.inject()` tests. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mitumba-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', DATA_DIR: dataDir, ...env });
  const database = await freshDatabase();
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const app = await buildApp({ config, database, storage, jwtSecret: 'test-secret-that-is-long-enough-for-hs256!' });
  await app.ready();
  return {
    app, database, storage, dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
