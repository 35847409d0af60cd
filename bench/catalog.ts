/**
 * Catalogue benchmark: 20,000 products, the product-list API under load against a bare node:http server sending
 * the same bytes, and the first-load JavaScript of `/`. Prints numbers; never fails on a timing.
 *
 *   npm run bench            (PGlite in a fresh temporary DATA_DIR)
 *   DATABASE_URL=postgres://… npm run bench   (PostgreSQL; seeds into that database)
 *   BENCH_PRODUCTS=5000 npm run bench        (a smaller catalogue)
 */
import { rm } from 'node:fs/promises';
import { makeTempDir, type RunningServer } from '../e2e/support/server.ts';
import { firstLoadJs } from './first-load.ts';
import { LOAD, measure, snapshot, startBareServer, type Measurement } from './load.ts';
import { fmt, kib, machineLine, onCleanUp, runBenchmark, seedBulk, startBenchApi } from './run.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const scenarios = [
  { name: 'filtered', path: '/api/product/list?limit=24&category=Ladies&labels=Nike,Zara,Vintage&sort=low-high&page=3' },
  { name: 'search', path: '/api/product/list?limit=24&search=dress' },
  { name: 'newest', path: '/api/product/list?limit=24' },
] as const;

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
  console.log(machineLine());
  console.log(`Load: ${LOAD.connections} connections, ${LOAD.warmUpSeconds} s warm-up + ${LOAD.durationSeconds} s, 127.0.0.1, accept-encoding: identity`);

  const workDir = await makeTempDir('mitumba-bench-');
  onCleanUp(() => rm(workDir, { recursive: true, force: true }));
  console.log(`\nSeeding ${fmt(PRODUCTS)} products into ${workDir} …`);
  const seedMs = await seedBulk(workDir, PRODUCTS);
  console.log(`Seeded in ${fmt(seedMs / 1000, 1)} s`);

  const server = await startBenchApi(workDir);
  for (const scenario of scenarios) await loadScenario(server, workDir, scenario);
  await printFirstLoadJs(server, server.webDist !== undefined);
}

runBenchmark(main);
