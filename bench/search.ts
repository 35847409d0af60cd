/**
 * Search benchmark: on 20,000 products, how long a search that the cache has not seen takes — the plain contains
 * search, the similar-words fallback of a typo, and the search box's suggestions — one request at a time, each URL
 * asked once (every answer is a cache miss). Prints numbers; never fails on a timing.
 *
 *   npm run bench:search                       (PGlite in a fresh temporary DATA_DIR)
 *   DATABASE_URL=postgres://… npm run bench:search
 *   BENCH_PRODUCTS=5000 npm run bench:search
 */
import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { makeTempDir } from '../e2e/support/server.ts';
import { percentile } from './load.ts';
import { fmt, machineLine, onCleanUp, runBenchmark, seedBulk, startBenchApi } from './run.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const groups = {
  'plain search (a name contains it)': ['jeans', 'dress', 'shirt', 'jacket', 'bale', 'hoodie', 'skirt', 'blouse'].map((text) => `/api/product/list?limit=24&sort=relevant&search=${text}`),
  'typo (similar-words fallback)': ['jaens', 'drees', 'shrit', 'jakcet', 'hodie', 'skrit', 'blouze', 'sweter'].map((text) => `/api/product/list?limit=24&sort=relevant&search=${text}`),
  'suggestions (2 letters: facets only)': ['je', 'dr', 'sh', 'ja', 'ho', 'sk', 'bl', 'sw'].map((text) => `/api/product/suggest?q=${text}`),
  'suggestions (3+ letters)': ['jea', 'dres', 'shi', 'jack', 'hoo', 'skir', 'blo', 'swea', 'jaens', 'levi'].map((text) => `/api/product/suggest?q=${text}`),
} as const;

async function timed(url: string): Promise<{ ms: number; note: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = (await response.json()) as { total?: number | null; match?: string; suggestions?: unknown[] };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const note = body.suggestions ? `${body.suggestions.length} suggestions` : `${body.total} products, ${body.match}`;
  return { ms, note };
}

async function main() {
  console.log(machineLine());
  const workDir = await makeTempDir('mitumba-bench-');
  onCleanUp(() => rm(workDir, { recursive: true, force: true }));
  console.log(`\nSeeding ${fmt(PRODUCTS)} products into ${workDir} …`);
  console.log(`Seeded in ${fmt((await seedBulk(workDir, PRODUCTS)) / 1000, 1)} s`);
  const server = await startBenchApi(workDir);
  await timed(`${server.baseUrl}/api/product/list?limit=1&search=warm-up`);

  for (const [name, paths] of Object.entries(groups)) {
    console.log(`\n${name}: first (uncached) answer of each`);
    const samples: number[] = [];
    for (const path of paths) {
      const { ms, note } = await timed(`${server.baseUrl}${path}`);
      samples.push(ms);
      console.log(`  ${fmt(ms, 1).padStart(8)} ms  ${path}  (${note})`);
    }
    console.log(`  median ${fmt(percentile(samples, 0.5), 1)} ms, max ${fmt(Math.max(...samples), 1)} ms`);
  }
}

runBenchmark(main);
