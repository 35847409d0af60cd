/**
 * Catalogue benchmark: 20,000 products, the product-list API under load against a bare node:http server sending
 * the same bytes, and the first-load JavaScript of `/`. Prints numbers; never fails on a timing.
 *
 *   npm run bench            (PGlite in a fresh temporary DATA_DIR)
 *   DATABASE_URL=postgres://… npm run bench   (PostgreSQL; seeds into that database)
 *   BENCH_PRODUCTS=5000 npm run bench        (a smaller catalogue)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import {
  makeTempDir, repoRoot, snapshotWebDist, spawnApi, stopChild, webIndexFile, type RunningServer,
} from '../e2e/support/server.ts';
import { firstLoadJs } from './first-load.ts';
import { LOAD, measure, snapshot, startBareServer, type Measurement } from './load.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const SEED_TIMEOUT_MS = 20 * 60_000;

const scenarios = [
  { name: 'filtered', path: '/api/product/list?limit=24&category=Ladies&labels=Nike,Zara,Vintage&sort=low-high&page=3' },
  { name: 'search', path: '/api/product/list?limit=24&search=dress' },
  { name: 'newest', path: '/api/product/list?limit=24' },
] as const;

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => console.error(error));
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

/** Runs the bulk seeder as a child on the same DATA_DIR (PGlite allows one process at a time). */
async function seedBulk(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/api/src/db/seed/bulk.ts', '--products', String(PRODUCTS)], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const timer = setTimeout(() => void stopChild(child), SEED_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`the bulk seeder exited with ${code}`);
  return performance.now() - started;
}

const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kib = (bytes: number) => `${fmt(bytes / 1024, 1)} KiB`;

function report(label: string, result: Measurement) {
  const failures = result.failures ? `  (${result.failures} failed!)` : '';
  console.log(`  ${label.padEnd(6)} ${fmt(result.requestsPerSecond).padStart(8)} req/s   p99 ${fmt(result.p99Ms, 2).padStart(7)} ms${failures}`);
}

async function loadScenario(server: RunningServer, workDir: string, scenario: (typeof scenarios)[number]) {
  const url = `${server.baseUrl}${scenario.path}`;
  const reply = await snapshot(url);
  // The list counts its matches on page 1 only, so ask page 1 for the figure.
  const firstPage = new URL(url);
  firstPage.searchParams.set('page', '1');
  const total = ((await (await fetch(firstPage)).json()) as { total: number | null }).total;
  console.log(`\n${scenario.name}: GET ${scenario.path}\n  ${kib(reply.body.length)} per response, ${total} matching products`);
  const ours = await measure(url);
  report('ours', ours);
  const bare = await startBareServer(reply, workDir);
  try {
    const baseline = await measure(bare.url);
    report('bare', baseline);
    const ratio = (a: number, b: number) => (a / b).toPrecision(3);
    console.log(`  ratio ours/bare: req/s ${ratio(ours.requestsPerSecond, baseline.requestsPerSecond)}, p99 ${ratio(ours.p99Ms, baseline.p99Ms)}`);
  } finally {
    await bare.stop();
  }
}

async function printFirstLoadJs(server: RunningServer, built: boolean) {
  console.log('\nFirst-load JS of / (gzip -9):');
  if (!built) {
    console.log('  skipped: the web app is not built (npm run build)');
    return;
  }
  const assets = await firstLoadJs(`${server.baseUrl}/`);
  for (const asset of assets) {
    console.log(`  ${kib(asset.gzipBytes).padStart(10)} gzip  ${kib(asset.bytes).padStart(10)} raw  ${new URL(asset.url).pathname}`);
  }
  const sum = (key: 'bytes' | 'gzipBytes') => assets.reduce((total, asset) => total + asset[key], 0);
  console.log(`  ${kib(sum('gzipBytes')).padStart(10)} gzip  ${kib(sum('bytes')).padStart(10)} raw  total (${assets.length} files)`);
}

async function main() {
  const cpus = os.cpus();
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM, `
    + `Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`);
  console.log(`Load: ${LOAD.connections} connections, ${LOAD.warmUpSeconds} s warm-up + ${LOAD.durationSeconds} s, 127.0.0.1, accept-encoding: identity`);

  const workDir = await makeTempDir('mitumba-bench-');
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  console.log(`\nSeeding ${fmt(PRODUCTS)} products into ${workDir} …`);
  const seedMs = await seedBulk(workDir);
  console.log(`Seeded in ${fmt(seedMs / 1000, 1)} s`);

  const webDist = existsSync(webIndexFile) ? await snapshotWebDist(workDir) : undefined;
  const server = await spawnApi({
    dataDir: workDir,
    removeDataDir: false,
    readyTimeoutMs: 120_000,
    env: {
      // Production mode as a shop runs it; the SMTP address is required by production but never used by the list API.
      SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9',
      DATABASE_URL: process.env.DATABASE_URL, WEB_DIST_DIR: webDist,
    },
  });
  cleanups.push(() => server.stop());

  for (const scenario of scenarios) await loadScenario(server, workDir, scenario);
  await printFirstLoadJs(server, webDist !== undefined);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
