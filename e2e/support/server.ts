import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyDemoTemplate } from './demo-template.ts';

/** The monorepo root (this file is e2e/support/server.ts). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const webDistDir = path.join(repoRoot, 'apps/web/dist');
export const webIndexFile = path.join(webDistDir, 'index.html');

const READY_PATH = '/api/product/list?limit=1';
const OUTPUT_TAIL = 20_000;

export type RunningServer = {
  baseUrl: string;
  dataDir: string | undefined;
  stop(): Promise<void>;
};

export type SpawnApiOptions = {
  /** Extra environment for the server (PORT, HOST, PUBLIC_URL and DATA_DIR are set here). */
  env?: Record<string, string | undefined>;
  /** Reuse this data directory instead of a fresh one (it is still removed on stop when `removeDataDir`). */
  dataDir?: string;
  removeDataDir?: boolean;
  readyTimeoutMs?: number;
};

/** A port nobody listens on right now, found by listening on port 0. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function makeTempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

/** Keeps the last few kilobytes a child printed, to show when it fails to start. */
function captureOutput(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

/** Resolves when the child has exited; kills it with SIGKILL when SIGTERM did not end it in time. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/** Polls `url` until it answers 200, the child exits, or the time is up. */
async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready.\n--- server output ---\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${timeoutMs / 1000} s (${lastProblem}).\n--- server output ---\n${output()}`);
}

/**
 * Starts `node apps/api/src/main.ts` as a child on 127.0.0.1 and a free port, and waits for the product list.
 * Stop it with `stop()`: the child is ended by its PID and the data directory removed.
 */
export async function spawnApi(options: SpawnApiOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await makeTempDir('mitumba-e2e-'));
  const removeDataDir = options.removeDataDir ?? options.dataDir === undefined;
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: undefined,
    PUBLIC_URL: baseUrl,
    // Nothing balances these servers: stop() need not wait for a load balancer to move away (lib/shutdown.ts).
    SHUTDOWN_DRAIN_MS: '0',
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, [...(process.env.API_NODE_ARGS ? process.env.API_NODE_ARGS.split(' ') : []), 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const stop = async () => {
    await stopChild(child);
    if (removeDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${baseUrl}${READY_PATH}`, child, options.readyTimeoutMs ?? 60_000, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

/**
 * A copy of the built web app inside `dataDir`, for WEB_DIST_DIR: the server reads index.html once at start, so a
 * rebuild of apps/web/dist during a run would otherwise point the page at assets that no longer exist. Its server
 * renderer (apps/web/dist-server) is copied beside it, where the server looks for it.
 */
export async function snapshotWebDist(dataDir: string): Promise<string> {
  if (!existsSync(webIndexFile)) {
    throw new Error(`The web app is not built: ${webIndexFile} is missing. Run \`npm run build\` first.`);
  }
  const copy = path.join(dataDir, 'web-dist');
  await cp(webDistDir, copy, { recursive: true });
  await cp(path.join(webDistDir, '..', 'dist-server'), path.join(dataDir, 'dist-server'), { recursive: true });
  return copy;
}

export type TestServerOptions = {
  /** Extra environment for a fresh server, e.g. `{ SMTP_URL: sink.url }` to send its mail to a test SMTP sink. */
  env?: Record<string, string | undefined>;
};

/**
 * The server the browser tests use: `E2E_BASE_URL` when set (then `env` cannot apply), otherwise a fresh server with
 * the demo shop seeded (copied from the run's template when there is one: demo-template.ts). The web app must already be built (the test command builds it first).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<RunningServer> {
  const external = process.env.E2E_BASE_URL;
  if (external) return { baseUrl: external.replace(/\/+$/, ''), dataDir: undefined, stop: async () => {} };
  const dataDir = await makeTempDir('mitumba-e2e-');
  try {
    await copyDemoTemplate(dataDir);
    const web = await snapshotWebDist(dataDir);
    return await spawnApi({
      dataDir,
      removeDataDir: true,
      env: { SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'test', WEB_DIST_DIR: web, ...options.env },
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
