/**
 * `npm test`: the whole suite on a fresh machine — unit and API tests (vitest, PGlite), then the web build and the
 * browser journeys (Playwright on Debian's Chromium). Ends with one plain 'N passed, N failed' line.
 * With TEST_DATABASE_URL the API tests run on that PostgreSQL server instead (CI does, decision 0026); the browser
 * journeys always run the server on its embedded database (PGlite), as `npm start` does.
 * `npm test -- --api` runs only the node-side tests.
 * Each stage's time is written to .tmp/test-stages.tsv (name, seconds) for CI's summary.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { countJunit, countVitest, type Counts } from './test-counts.ts';

const apiOnly = process.argv.includes('--api');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync('.tmp', { recursive: true });

const stagesFile = '.tmp/test-stages.tsv';
writeFileSync(stagesFile, '');

/** Runs a stage; `env` values that are undefined are removed from the child's environment. */
function run(command: string, args: string[], env: Record<string, string | undefined> = {}, stage?: string): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = performance.now();
  const childEnv = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined));
  const result = spawnSync(command, args, { stdio: 'inherit', env: childEnv });
  if (stage) appendFileSync(stagesFile, `${stage}\t${Math.round((performance.now() - started) / 1000)}\n`);
  return result.status ?? 1;
}

function ensureChromium(): void {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing for the browser tests. Install it with:\n  sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian\'s chromium package…');
  if (run('apt-get', ['update', '-qq']) !== 0 || run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0) {
    console.error('Could not install Chromium. Run: apt-get install -y chromium');
    process.exit(1);
  }
}

const totals: Counts = { passed: 0, failed: 0 };
const add = (counts: Counts) => { totals.passed += counts.passed; totals.failed += counts.failed; };
let exitCode = 0;

const vitestReport = '.tmp/vitest.json';
rmSync(vitestReport, { force: true });
const vitestArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`];
if (apiOnly) vitestArgs.push('--project', 'node');
const vitestStage = `vitest (${apiOnly ? 'node' : 'node + web'}${process.env.TEST_DATABASE_URL ? ', API on PostgreSQL' : ', API on PGlite'})`;
const vitestExit = run('vitest', vitestArgs, {}, vitestStage);
const vitestCounts = countVitest(vitestReport);
if (vitestExit !== 0) {
  exitCode = 1;
  // Unhandled errors fail the run without failing a test: count them, so the closing line never says 0 failed.
  if (vitestCounts.failed === 0) vitestCounts.failed = 1;
}
add(vitestCounts);

if (!apiOnly) {
  ensureChromium();
  if (run('npm', ['run', 'build'], {}, 'web build') !== 0) {
    exitCode = 1;
    totals.failed += 1;
  } else {
    const junit = '.tmp/e2e-junit.xml';
    rmSync(junit, { force: true });
    // The journeys' server runs on PGlite whatever the API tests ran on (it never reads TEST_DATABASE_URL; not passed on).
    const e2eEnv = { CHROMIUM_PATH: chromium, TEST_DATABASE_URL: undefined };
    if (run('npm', ['test', '-w', 'e2e'], e2eEnv, 'browser journeys (PGlite)') !== 0) exitCode = 1;
    add(existsSync(junit) ? countJunit(readFileSync(junit, 'utf8')) : { passed: 0, failed: 1 });
  }
}

if (totals.failed > 0) exitCode = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
