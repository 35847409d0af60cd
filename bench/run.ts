/** What the load benchmarks share: cleaning up, seeding with the bulk seeder, starting the API, printing numbers. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { repoRoot, snapshotWebDist, spawnApi, stopChild, webIndexFile, type RunningServer } from '../e2e/support/server.ts';

const SEED_TIMEOUT_MS = 20 * 60_000;

const cleanups: (() => Promise<void>)[] = [];
/** Runs at the end (last added first), and on Ctrl-C. */
export function onCleanUp(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => console.error(error));
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

/** Runs `main`, cleans up after it, and sets the exit code on an error (never on a timing). */
export function runBenchmark(main: () => Promise<void>): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(cleanUp);
}

export const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const kib = (bytes: number) => `${fmt(bytes / 1024, 1)} KiB`;

export function machineLine(database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'): string {
  const cpus = os.cpus();
  return `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM, `
    + `Node ${process.version}, ${database}`;
}

/** Runs a repo script as a child on `dataDir` (PGlite allows one process at a time); resolves with its run time in ms. */
export async function runChild(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const timer = setTimeout(() => void stopChild(child), SEED_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}`);
  return performance.now() - started;
}

/** Seeds `products` products with the bulk seeder into `dataDir` (or DATABASE_URL when set, in `env` or the process's). */
export async function seedBulk(dataDir: string, products: number, env: Record<string, string | undefined> = {}): Promise<number> {
  return runChild(['apps/api/src/db/seed/bulk.ts', '--products', String(products)], { ...env, DATA_DIR: dataDir });
}

/**
 * Starts the API as a child in production mode on `dataDir` (DATABASE_URL when set), serving a copy of the built web
 * app when there is one (`webDist` says where, undefined when not built).
 */
export async function startBenchApi(dataDir: string, env: Record<string, string | undefined> = {}): Promise<RunningServer & { webDist: string | undefined }> {
  const webDist = existsSync(webIndexFile) ? await snapshotWebDist(dataDir) : undefined;
  const server = await spawnApi({
    dataDir,
    removeDataDir: false,
    readyTimeoutMs: 120_000,
    env: {
      // Production mode as a shop runs it. Production requires mail and M-Pesa settings: these point at a port that
      // refuses connections (no benchmark pays with M-Pesa; order e-mails fail fast and are logged).
      SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9',
      MPESA_BASE_URL: 'http://127.0.0.1:9', MPESA_CONSUMER_KEY: 'bench', MPESA_CONSUMER_SECRET: 'bench', MPESA_PASSKEY: 'bench',
      MPESA_C2B_SHORTCODE: '600999', MPESA_PULL_NOMINATED_NUMBER: '254722000999', MPESA_SECURITY_CREDENTIAL: 'YmVuY2g=',
      DATABASE_URL: process.env.DATABASE_URL, WEB_DIST_DIR: webDist,
      // On PostgreSQL the API refuses to start without a shared signing key (instance-settings.ts): one per run.
      JWT_SECRET: randomBytes(32).toString('base64url'), ...env,
    },
  });
  onCleanUp(() => server.stop());
  return { ...server, webDist };
}
