import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { MpesaConfig } from '@mitumba/sandbox';
import { buildApp, type App, type AppDependencies } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createStorage } from '../lib/storage/create-storage.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { freshDatabase } from './database.ts';
import { insertUser } from './factories.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export type TestContext = { app: App; database: Database; storage: Storage; dataDir: string; close(): Promise<void> };

/** The root secret every test app signs with (the JWT tampering tests forge tokens from it and its derived keys). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

/**
 * The real app on a fresh database and a temporary data directory, for `app.inject()` tests; `reuse`: on those of an
 * app that was closed (the same shop started again).
 */
export async function startTestApp(
  env: Record<string, string> = {}, extra: Pick<AppDependencies, 'withSandbox' | 'sandbox' | 'logStream' | 'lifecycle'> = {},
  reuse?: Pick<TestContext, 'database' | 'dataDir'>,
): Promise<TestContext> {
  const dataDir = reuse?.dataDir ?? await mkdtemp(path.join(os.tmpdir(), 'mitumba-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', DATA_DIR: dataDir, PAYMENTS_RECONCILE: 'false', ...env });
  const database = reuse?.database ?? await freshDatabase();
  const storage = createStorage(config); // DATA_DIR/uploads, or the bucket when env has S3_BUCKET
  const app = await buildApp({ config, database, storage, jwtSecret: TEST_JWT_SECRET, ...extra });
  await app.ready();
  return {
    app, database, storage, dataDir,
    async close() {
      // As the server's own shutdown does (lib/shutdown.ts), a close that does not end is given up on, and said.
      await endsWithin(app.close(), 'app.close()');
      await endsWithin(database.close(), 'database.close()');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Under the hook's 60 s: a test file's close that hangs (seen under load, cause not found) must not fail the file. */
const CLOSE_LIMIT_MS = 20_000;

async function endsWithin(closing: Promise<unknown>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), CLOSE_LIMIT_MS);
  });
  if (await Promise.race([closing, limit]) === 'late') {
    console.warn(`${what} had not ended after ${CLOSE_LIMIT_MS / 1000} s: the test goes on without it`);
  }
  clearTimeout(timer);
}

/** A free TCP port on loopback (the app's PUBLIC_URL must be known before it listens: callbacks are sent there). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The app listening on a real port with the provider sandbox mounted, as `npm start` runs it: the Daraja client
 * calls the emulator over HTTP and the emulator's callbacks come back over HTTP. Short emulator delays. `stateDir`:
 * the sandbox keeps its state there, as in DATA_DIR/sandbox; `restartOf`: the same shop started again after that
 * app was closed (same database, data directory and port).
 */
export async function startTestAppWithSandbox(
  options: { env?: Record<string, string>; mpesa?: Partial<MpesaConfig>; stateDir?: string; restartOf?: TestContext & { baseUrl: string } } = {},
): Promise<TestContext & { baseUrl: string }> {
  const port = options.restartOf ? Number(new URL(options.restartOf.baseUrl).port) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ctx = await startTestApp({ PUBLIC_URL: baseUrl, ...options.env }, {
    withSandbox: true,
    sandbox: { stateDir: options.stateDir, mpesa: { config: { delayMs: 60, timeoutMs: 400, autoApprove: true, ...options.mpesa } } },
  }, options.restartOf);
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return { ...ctx, baseUrl };
}

export type SignedIn = { user: Awaited<ReturnType<typeof insertUser>>; token: string; headers: { authorization: string } };

/** A new active customer with a live session, as a logged-in shopper's requests carry it. */
export async function signedInCustomer(ctx: TestContext): Promise<SignedIn> {
  const user = await insertUser(ctx.database.db);
  const { token } = await ctx.app.auth.startSession(user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** The app sending real SMTP to a sink the test reads. */
export async function startTestAppWithMail(env: Record<string, string> = {}): Promise<TestContext & { sink: SmtpSink }> {
  const sink = await startSmtpSink();
  const ctx = await startTestApp({ SMTP_URL: sink.url, ...env });
  return {
    ...ctx,
    sink,
    async close() {
      await ctx.close();
      await sink.close();
    },
  };
}
