/**
 * Web benchmark: builds the web app, serves the production build with the demo shop as `npm start` does, and runs Lighthouse
 * (mobile preset: its default config, simulated throttling) 5 times on `/`, `/collection` and a product page. Prints
 * the median score, FCP, LCP, TBT and CLS, and the first-load JS of `/` as the browser received it beside the budget.
 * Prints numbers; never fails on a timing or a size.
 *
 *   npm run bench:web                        (from the repo root, or: cd bench && npm run bench:web)
 *   BENCH_LIGHTHOUSE_RUNS=1 npm run bench:web  (a quick try)
 *   BENCH_WEB_TASKS=1 npm run bench:web        (and one more run per page, with JavaScript samples: its long tasks)
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { ProductListResponse } from '@mitumba/contracts';
import { budgetKib } from '../apps/web/first-load-guard.ts';
import { makeTempDir, repoRoot } from '../e2e/support/server.ts';
import { gzipped } from './first-load.ts';
import { launchChromium, runLighthouse, type LighthouseRun, type Script } from './lighthouse.ts';
import { mainThreadTasks } from './main-thread.ts';
import { percentile } from './load.ts';
import { fmt, kib, machineLine, onCleanUp, runBenchmark, startBenchApi } from './run.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const TASKS = process.env.BENCH_WEB_TASKS === '1';

type PageResult = { name: string; runs: LighthouseRun[] };

function build() {
  console.log('Building the web app (npm run build) …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build exited with ${result.status}\n${result.stdout}`);
  // The build's own first-load figure (apps/web/first-load-guard.ts), beside the browser's below.
  console.log(result.stdout.split('\n').filter((line) => line.startsWith('first-load JS')).map((line) => `  build: ${line}`).join('\n'));
}

const median = (runs: LighthouseRun[], key: Exclude<keyof LighthouseRun, 'scripts' | 'trace'>) => percentile(runs.map((run) => run[key]), 0.5);

function printTable(pages: PageResult[]) {
  console.log(`\n| page | score | FCP | LCP | TBT | CLS | scores of the ${RUNS} runs |\n|---|---:|---:|---:|---:|---:|---|`);
  for (const { name, runs } of pages) {
    console.log(`| ${name} | ${median(runs, 'score')} | ${fmt(median(runs, 'fcpMs'))} ms | ${fmt(median(runs, 'lcpMs'))} ms | `
      + `${fmt(median(runs, 'tbtMs'))} ms | ${fmt(median(runs, 'cls'), 3)} | ${runs.map((run) => run.score).join(', ')} |`);
  }
}

/**
 * Every script `/` loaded in the (first) Lighthouse run: its body over the wire as served (Chromium's encoding), the
 * same with headers, and the file gzipped with zlib level 9 (the budget's unit, fetched again here), beside the budget.
 */
async function printFirstLoad(scripts: Script[]) {
  const gzipBytes = await Promise.all(scripts.map(async (script) => (await gzipped(script.url)).gzipBytes));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const encodings = [...new Set(scripts.map((script) => script.encoding))].join(', ');
  console.log(`\nFirst-load JS of / in the browser: every Script response of the Lighthouse run (Chromium got content-encoding: ${encodings})`);
  const line = (body: number, wire: number, gzip: number, raw: number, what: string) => `  ${kib(body).padStart(10)} body  ${kib(wire).padStart(10)} +headers  `
    + `${kib(gzip).padStart(10)} gzip -9  ${kib(raw).padStart(10)} raw  ${what}`;
  scripts.forEach((script, index) => console.log(line(script.bodyBytes, script.transferBytes, gzipBytes[index]!, script.resourceBytes, `${script.encoding.padEnd(8)} ${new URL(script.url).pathname}`)));
  const gzipTotal = sum(gzipBytes);
  console.log(line(sum(scripts.map((script) => script.bodyBytes)), sum(scripts.map((script) => script.transferBytes)), gzipTotal, sum(scripts.map((script) => script.resourceBytes)), `total (${scripts.length} files)`));
  const budget = budgetKib();
  console.log(`  budget ${budget} KiB gzip -9 (FIRST_LOAD_BUDGET_KIB, apps/web/first-load-guard.ts): `
    + `${gzipTotal <= budget * 1024 ? 'met' : 'NOT met'} (${kib(gzipTotal)})`);
}

/**
 * One Lighthouse run in a fresh Chromium (and profile): a reused one loses the trace's navigation start (NO_NAVSTART)
 * on its second page. A loaded machine still loses it now and then, so a failed run is tried again, twice at most.
 */
async function lighthouseWithRetry(url: string, options: { sampleJs?: boolean } = {}): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const chromium = await launchChromium();
    try {
      return await runLighthouse(url, chromium.port, options);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (run failed, trying again: ${(error as Error).message.split('\n')[0]})`);
    } finally {
      await chromium.kill();
    }
  }
}

async function main() {
  console.log(machineLine('PGlite with the demo shop'));
  build();
  const workDir = await makeTempDir('mitumba-bench-web-');
  onCleanUp(() => rm(workDir, { recursive: true, force: true }));
  // As `npm start` serves it: production mode refuses the demo shop (its accounts have published passwords).
  const server = await startBenchApi(workDir, { NODE_ENV: 'development', SEED_DEMO: 'true' });
  const list = (await (await fetch(`${server.baseUrl}/api/product/list`)).json()) as ProductListResponse;
  const productId = list.products[0]?._id;
  if (!productId) throw new Error('the demo shop has no products');

  const pages: PageResult[] = [];
  for (const name of ['/', '/collection', `/product/${productId}`]) {
    const runs: LighthouseRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await lighthouseWithRetry(`${server.baseUrl}${name}`));
      console.log(`  ${name} run ${run}: score ${runs.at(-1)!.score}`);
    }
    pages.push({ name, runs });
  }
  console.log(`\nLighthouse ${RUNS} runs per page, mobile preset (simulated throttling), median of each figure:`);
  printTable(pages);
  await printFirstLoad(pages[0]!.runs[0]!.scripts);
  if (TASKS) for (const { name } of pages) await printLongTasks(`${server.baseUrl}${name}`, name);
}

/** One more run of the page with JavaScript samples: its tasks after the first paint that Lighthouse counts as blocking. */
async function printLongTasks(url: string, name: string) {
  const run = await lighthouseWithRetry(url, { sampleJs: true });
  const tasks = mainThreadTasks(run.trace as Parameters<typeof mainThreadTasks>[0]);
  console.log(`\n${name}: tasks of 12.5 ms or more after the first paint (${fmt(run.tbtMs)} ms TBT in this sampled run)`);
  for (const task of tasks) {
    console.log(`  at ${fmt(task.startMs)} ms: ${fmt(task.durationMs, 1)} ms  ${task.functions.map((fn) => `${fn.name} (${fn.samples})`).join(', ')}`);
  }
}

runBenchmark(main);
